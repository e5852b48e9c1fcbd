import {
  BadgePlus,
  ChartColumn,
  Folders,
  FolderTree,
  Home,
  type LucideIcon,
  Megaphone,
  Newspaper,
  Radio,
  ShieldCheck,
  SquarePlay,
  Users,
  Vote,
  Zap,
} from 'lucide-react';
import { NavLink } from 'react-router';

type SidebarLink = { to: string; label: string; icon: LucideIcon; superAdminOnly?: boolean };

/** Spec §2 'Admin layout': the sidebar's links and labels, in the spec's order. */
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
];

const linkClass = 'flex items-center gap-3 rounded-md px-3 py-2 text-[15px] outline-offset-[-3px]';
const IDLE = 'text-neutral-300 hover:bg-neutral-800 hover:text-white';

/** The sidebar's links; collapsed, only the icons show and each keeps its label for assistive technology and as a tooltip. */
export function SidebarLinks({ collapsed, superAdmin }: { collapsed: boolean; superAdmin: boolean }) {
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
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
