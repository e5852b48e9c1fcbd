import type { AdminUser, Permissions } from '../../shared/schemas/auth';

/**
 * Who may open a screen (docs/product.md, Admins and permissions): every admin, the SuperAdmin alone,
 * or an admin holding one permission (the SuperAdmin holds all three).
 */
export type ScreenAccess = 'every admin' | 'SuperAdmin' | keyof Permissions;

/** The sidebar's icons by their lucide-react names; `Sidebar.tsx` resolves them (this table loads in Node at build time). */
export type ScreenIcon =
  | 'ChartColumn'
  | 'BadgePlus'
  | 'Newspaper'
  | 'MessagesSquare'
  | 'Zap'
  | 'Folders'
  | 'FolderTree'
  | 'Megaphone'
  | 'Vote'
  | 'Radio'
  | 'SquarePlay'
  | 'ShieldCheck'
  | 'Users'
  | 'MessageSquareText'
  | 'History'
  | 'Settings';

export type Screen = {
  /** Under /admin, as React Router matches it; '' is /admin itself. */
  path: string;
  /** The route module, relative to src/web/admin. */
  file: string;
  /** The route's id, fixed here so the shell's guard can find the screen of a matched route. */
  id: string;
  access: ScreenAccess;
  /** What the screen is called, in the sidebar and in the 'Loading …' announcement. */
  name?: string;
  /** A screen with an icon has a sidebar link, labelled with its name. */
  icon?: ScreenIcon;
};

/**
 * Every back-office screen, once (decision 125): `routes.ts` builds the router's routes from it, the
 * sidebar its links (in this order: the newsroom's daily screens first, then the later ones), and the shell its
 * access guard. A plain data module: `@react-router/dev` loads `routes.ts`, and so this, in Node.
 */
// biome-ignore format: one screen a line reads as a table
export const SCREENS: readonly Screen[] = [
  { path: '', file: 'routes/home.tsx', id: 'routes/home', access: 'every admin' },
  { path: 'dashboard', file: 'routes/dashboard.tsx', id: 'routes/dashboard', access: 'every admin', name: 'Dashboard', icon: 'ChartColumn' },
  { path: 'addnews', file: 'routes/addnews.tsx', id: 'routes/addnews', access: 'canAdd', name: 'Add News', icon: 'BadgePlus' },
  { path: 'addnews/:id', file: 'routes/addnews.tsx', id: 'routes/addnews-edit', access: 'canEdit', name: 'Edit News' },
  { path: 'allnews', file: 'routes/allnews.tsx', id: 'routes/allnews', access: 'every admin', name: 'All News', icon: 'Newspaper' },
  { path: 'breaking', file: 'routes/breaking-news.tsx', id: 'routes/breaking-news', access: 'every admin', name: 'Breaking Text', icon: 'Zap' },
  { path: 'category', file: 'routes/category.tsx', id: 'routes/category', access: 'every admin', name: 'Category', icon: 'Folders' },
  { path: 'subcategory', file: 'routes/subcategory.tsx', id: 'routes/subcategory', access: 'every admin', name: 'Sub-Category', icon: 'FolderTree' },
  { path: 'ads', file: 'routes/ads.tsx', id: 'routes/ads', access: 'every admin', name: 'Ads', icon: 'Megaphone' },
  { path: 'poll', file: 'routes/polls.tsx', id: 'routes/polls', access: 'every admin', name: 'Create Poll', icon: 'Vote' },
  { path: 'livestriming', file: 'routes/live-streams.tsx', id: 'routes/live-streams', access: 'every admin', name: 'Live Streaming', icon: 'Radio' },
  { path: 'yt', file: 'routes/youtube-videos.tsx', id: 'routes/youtube-videos', access: 'every admin', name: 'Add Youtube Video', icon: 'SquarePlay' },
  { path: 'manageadmin', file: 'routes/manageadmin.tsx', id: 'routes/manageadmin', access: 'SuperAdmin', name: 'Manage Admins', icon: 'ShieldCheck' },
  { path: 'users', file: 'routes/users.tsx', id: 'routes/users', access: 'SuperAdmin', name: 'All Users', icon: 'Users' },
  { path: 'comments', file: 'routes/comments.tsx', id: 'routes/comments', access: 'canEdit', name: 'Comments', icon: 'MessagesSquare' },
  { path: 'feedback', file: 'routes/feedback.tsx', id: 'routes/feedback', access: 'every admin', name: 'Feedback', icon: 'MessageSquareText' },
  { path: 'activity', file: 'routes/activity.tsx', id: 'routes/activity', access: 'SuperAdmin', name: 'Activity', icon: 'History' },
  { path: 'settings', file: 'routes/settings.tsx', id: 'routes/settings', access: 'SuperAdmin', name: 'Settings', icon: 'Settings' },
  // Any other path under /admin: inside the shell, so the session guard runs first and the sidebar stays.
  { path: '*', file: 'routes/not-found.tsx', id: 'routes/not-found', access: 'every admin' },
];

/** Whether this admin may open a screen of this access (the server checks every call again). */
export function mayOpen(access: ScreenAccess, admin: Pick<AdminUser, 'role' | 'permissions'>): boolean {
  if (admin.role === 'SuperAdmin') return true;
  if (access === 'every admin') return true;
  if (access === 'SuperAdmin') return false;
  return admin.permissions[access];
}

export type SidebarScreen = Screen & { name: string; icon: ScreenIcon };

function hasLink(screen: Screen): screen is SidebarScreen {
  return screen.name !== undefined && screen.icon !== undefined;
}

/** The screens in this admin's sidebar, in order: those with a link that it may open. */
export function sidebarScreens(admin: Pick<AdminUser, 'role' | 'permissions'>): SidebarScreen[] {
  return SCREENS.filter(hasLink).filter((screen) => mayOpen(screen.access, admin));
}

/** The screen a matched route id belongs to. */
export function screenOfRoute(routeId: string | undefined): Screen | undefined {
  return SCREENS.find((screen) => screen.id === routeId);
}
