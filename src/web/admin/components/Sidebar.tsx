import {
  BadgePlus,
  ChartColumn,
  Folders,
  FolderTree,
  History,
  Home,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  Newspaper,
  Radio,
  Settings,
  ShieldCheck,
  SquarePlay,
  Users,
  Vote,
  Zap,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useUnreadFeedback } from './feedback/unread-feedback';

type SidebarLink = { to: string; label: string; icon: LucideIcon; superAdminOnly?: boolean };

/** The sidebar's links and labels, in their order (docs/product.md, Back-office layout). */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: '/', label: 'Back To Home', icon: Home },
  { to: 'dashboard', label: 'Dashboard', icon: ChartColumn },
  { to: 'addnews', label: 'Add News', icon: BadgePlus },
  { to: 'allnews', label: 'All News', icon: Newspaper },
  { to: 'breaking', label: 'Breaking Text', icon: Zap },
  { to: 'category', label: 'Category', icon: Folders },
  { to: 'subcategory', label: 'Sub-Category', icon: FolderTree },
  { to: 'ads', label: 'Ads', icon: Megaphone },
  { to: 'poll', label: 'Create Poll', icon: Vote },
  { to: 'livestriming', label: 'Live Streaming', icon: Radio },
  { to: 'yt', label: 'Add Youtube Video', icon: SquarePlay },
  { to: 'manageadmin', label: 'Manage Admins', icon: ShieldCheck, superAdminOnly: true },
  { to: 'users', label: 'All Users', icon: Users, superAdminOnly: true },
  { to: 'feedback', label: 'Feedback', icon: MessageSquareText },
  { to: 'activity', label: 'Activity', icon: History, superAdminOnly: true },
  { to: 'settings', label: 'Settings', icon: Settings, superAdminOnly: true },
];

const linkClass = 'relative flex items-center gap-3 rounded-md px-3 py-2 text-[15px] outline-offset-[-3px]';
const IDLE = 'text-neutral-300 hover:bg-neutral-800 hover:text-white';

/** The sidebar's links; collapsed, only the icons show and each keeps its label for assistive technology and as a tooltip. */
export function SidebarLinks({ collapsed, superAdmin }: { collapsed: boolean; superAdmin: boolean }) {
  const unread = useUnreadFeedback();
  return (
    <ul className="flex flex-col gap-1">
      {SIDEBAR_LINKS.filter((link) => superAdmin || !link.superAdminOnly).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          {to === '/' ? (
            // The public site is not part of this app: a plain link loads it.
            <a href="/" className={`${linkClass} ${IDLE}`} title={label}>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : ''}>{label}</span>
            </a>
          ) : (
            <NavLink
              to={to}
              title={label}
              className={({ isActive }) =>
                `${linkClass} ${
                  isActive ? 'bg-neutral-800 text-white shadow-[inset_3px_0_0_var(--color-brand)]' : IDLE
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : ''}>{label}</span>
              {to === 'feedback' && unread > 0 && <UnreadBadge count={unread} collapsed={collapsed} />}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The number of unread feedback messages beside the Feedback link; on the icon's corner when the sidebar is collapsed. */
function UnreadBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  return (
    <span
      data-testid="unread-feedback"
      className={`min-w-5 rounded-full bg-brand px-1.5 text-center text-[12px] leading-5 font-semibold text-white tabular-nums ${
        collapsed ? 'absolute top-0.5 right-2' : 'ml-auto'
      }`}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
