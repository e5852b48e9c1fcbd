import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Outlet, redirectDocument, useLoaderData, useMatches, useNavigation } from 'react-router';
import { ApiError } from '../../shared/api-client';
import type { AdminUser } from '../../shared/api-entities';
import { api } from '../api';
import { NavigationProgress } from '../components/NavigationProgress';
import { PhoneBar } from '../components/PhoneBar';
import { SidebarFooter, SidebarLinks } from '../components/Sidebar';
import { AccessDenied, PageHeader } from '../components/ui';
import { useNarrow } from '../components/use-narrow';
import { mayOpen, screenOfRoute } from '../screens';
import { clearSession, currentSession, LOGIN_URL, refreshStoredUser } from '../session';

const COLLAPSED_KEY = 'sidebarCollapsed';

/**
 * The guard of every /admin screen (docs/product.md, Sign-in and sessions): a stored Admin or SuperAdmin session, confirmed
 * by GET /auth/me so a deleted admin or a changed permission shows at once. Offline, the stored user
 * stands in: an editor in the field still reaches the drafts kept in this browser.
 */
export async function clientLoader(): Promise<{ admin: AdminUser }> {
  const session = currentSession();
  if (!session) {
    clearSession();
    throw redirectDocument(new URL(LOGIN_URL, window.location.origin).href);
  }
  try {
    const { user } = await api.GET('/api/v1/auth/me');
    refreshStoredUser(user);
    return { admin: user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return { admin: session.user };
    throw error;
  }
}

/** Screens change, the signed-in admin does not: the guard runs once per page load. */
export function shouldRevalidate() {
  return false;
}

/** Narrower than this, the expanded sidebar leaves tables too little room: it starts collapsed until the editor chooses. */
const ROOMY_WIDTH = 1024;

function readCollapsed(): boolean {
  try {
    const chosen = window.localStorage.getItem(COLLAPSED_KEY);
    if (chosen !== null) return chosen === 'true';
  } catch {
    // Blocked storage: fall back to what suits the screen.
  }
  return window.innerWidth < ROOMY_WIDTH;
}

function rememberCollapsed(value: boolean) {
  try {
    window.localStorage.setItem(COLLAPSED_KEY, String(value));
  } catch {
    // Blocked storage only means the choice is not remembered.
  }
}

/** The screen of the matched route if this admin may open it (screens.ts), else its name and 'Access denied'. */
function GuardedScreen({ admin }: { admin: AdminUser }) {
  const screen = screenOfRoute(useMatches().at(-1)?.id);
  if (!screen || mayOpen(screen.access, admin)) return <Outlet />;
  return (
    <>
      {screen.name && <PageHeader title={screen.name} />}
      <AccessDenied />
    </>
  );
}

/**
 * docs/product.md, Back-office layout: on a phone, a bar with the site's name and a menu button (decision 271);
 * from `md` up, the sidebar. Either way the screen is marked busy while the next one is on its way.
 */
export default function Shell() {
  const { admin } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const narrow = useNarrow();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      {narrow ? <PhoneBar admin={admin} /> : <Sidebar admin={admin} />}
      <NavigationProgress />
      <main aria-busy={navigation.state === 'loading'} className="min-w-0 flex-1 px-3 py-6 sm:px-6 lg:px-10">
        <GuardedScreen admin={admin} />
      </main>
    </div>
  );
}

/** The collapsible sidebar (20 and 64 units, kept in storage, collapsing on a click outside). */
function Sidebar({ admin }: { admin: AdminUser }) {
  const [collapsed, setCollapsedState] = useState(readCollapsed);
  const sidebar = useRef<HTMLElement>(null);

  /** The editor's choice (a toggle or a click outside) is kept; the screen-width default is not. */
  function setCollapsed(value: boolean) {
    setCollapsedState(value);
    rememberCollapsed(value);
  }

  useEffect(() => {
    if (collapsed) return;
    // On the click, not the press: the screen widens as the sidebar collapses, and a press that moved the
    // button under the pointer before its release lost the editor's click.
    const collapseOnOutsideClick = (event: MouseEvent) => {
      if (sidebar.current && !sidebar.current.contains(event.target as Node)) {
        setCollapsedState(true);
        rememberCollapsed(true);
      }
    };
    document.addEventListener('click', collapseOnOutsideClick, true);
    return () => document.removeEventListener('click', collapseOnOutsideClick, true);
  }, [collapsed]);

  return (
    <nav
      ref={sidebar}
      aria-label="Back office"
      className={`sticky top-0 flex h-screen shrink-0 flex-col bg-neutral-900 text-white transition-[width] duration-200 ${
        collapsed ? 'w-20' : 'w-64'
      }`}
    >
      <div className="flex h-16 items-center justify-between gap-2 border-b border-neutral-800 px-4">
        <p className={`text-xl font-bold tracking-wide ${collapsed ? 'sr-only' : ''}`}>NEWS</p>
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand the sidebar' : 'Collapse the sidebar'}
          className="mx-auto rounded-md p-2 text-neutral-300 hover:bg-neutral-800 hover:text-white"
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <SidebarLinks collapsed={collapsed} admin={admin} />
      </div>
      <SidebarFooter collapsed={collapsed} admin={admin} />
    </nav>
  );
}
