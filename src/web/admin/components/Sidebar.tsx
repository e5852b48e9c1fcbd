import {
  BadgePlus,
  ChartColumn,
  Folders,
  FolderTree,
  History,
  Home,
  LoaderCircle,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  MessagesSquare,
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
import type { AdminUser } from '../../../shared/schemas/auth';
import { type ScreenIcon, sidebarScreens } from '../screens';
import { useUnreadFeedback } from './feedback/unread-feedback';

const ICONS = {
  ChartColumn,
  BadgePlus,
  Newspaper,
  MessagesSquare,
  Zap,
  Folders,
  FolderTree,
  Megaphone,
  Vote,
  Radio,
  SquarePlay,
  ShieldCheck,
  Users,
  MessageSquareText,
  History,
  Settings,
} satisfies Record<ScreenIcon, LucideIcon>;

const linkClass = 'relative flex items-center gap-3 rounded-md px-3 py-2 text-[15px] outline-offset-[-3px]';
const IDLE = 'text-neutral-300 hover:bg-neutral-800 hover:text-white';

/**
 * The sidebar's links: the public site, then the screens this admin may open (screens.ts). Collapsed,
 * only the icons show and each keeps its label for assistive technology and as a tooltip. The link
 * whose screen is on its way shows a spinner in place of its icon until the screen is there.
 */
export function SidebarLinks({ collapsed, admin }: { collapsed: boolean; admin: AdminUser }) {
  const unread = useUnreadFeedback();
  return (
    <ul className="flex flex-col gap-1">
      <li>
        {/* The public site is not part of this app: a plain link loads it. */}
        <a href="/" className={`${linkClass} ${IDLE}`} title="Back To Home">
          <Home aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : ''}>Back To Home</span>
        </a>
      </li>
      {sidebarScreens(admin).map(({ path, name, icon }) => {
        const Icon = ICONS[icon];
        return (
          <li key={path}>
            <NavLink
              to={path}
              title={name}
              className={({ isActive, isPending }) =>
                `${linkClass} ${
                  isActive
                    ? 'bg-neutral-800 text-white shadow-[inset_3px_0_0_var(--color-brand)]'
                    : isPending
                      ? 'bg-neutral-800 text-white'
                      : IDLE
                }`
              }
            >
              {({ isPending }) => (
                <>
                  {isPending ? (
                    <LoaderCircle
                      aria-hidden="true"
                      data-testid="pending-link"
                      className="size-5 shrink-0 motion-safe:animate-spin"
                    />
                  ) : (
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                  )}
                  <span className={collapsed ? 'sr-only' : ''}>{name}</span>
                  {path === 'feedback' && unread > 0 && <UnreadBadge count={unread} collapsed={collapsed} />}
                </>
              )}
            </NavLink>
          </li>
        );
      })}
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
