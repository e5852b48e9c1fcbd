import {
  BadgePlus,
  ChartColumn,
  Folders,
  FolderTree,
  History,
  Home,
  LoaderCircle,
  LogOut,
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
import Swal from 'sweetalert2';
import type { AdminUser } from '../../../shared/schemas/auth';
import { type ScreenIcon, sidebarScreens } from '../screens';
import { clearSession } from '../session';
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

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

async function logOut() {
  clearSession();
  await Swal.fire({ icon: 'success', title: 'Logged Out', timer: 1500, showConfirmButton: false });
  window.location.assign('/');
}

/** The sidebar's foot: the admin's name with a capital first letter, and Logout (docs/product.md, Back-office layout). */
export function SidebarFooter({ collapsed, admin }: { collapsed: boolean; admin: AdminUser }) {
  return (
    <div className="flex items-center gap-3 border-t border-neutral-800 px-4 py-3">
      <p className={`min-w-0 flex-1 truncate text-[15px] font-semibold ${collapsed ? 'sr-only' : ''}`}>
        {capitalised(admin.name)}
      </p>
      <button
        type="button"
        onClick={logOut}
        title="Logout"
        className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 text-[15px] text-neutral-300 hover:bg-neutral-800 hover:text-white md:min-h-0"
      >
        <LogOut aria-hidden="true" className="size-5" />
        <span className={collapsed ? 'sr-only' : ''}>Logout</span>
      </button>
    </div>
  );
}
