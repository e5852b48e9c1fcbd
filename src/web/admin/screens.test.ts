import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminUser, Permissions } from '../../shared/schemas/auth';
import { SidebarLinks } from './components/Sidebar';
import routes from './routes';
import { SCREENS } from './screens';

const NO_PERMISSIONS: Permissions = { canAdd: false, canEdit: false, canDelete: false };

function adminWith(role: AdminUser['role'], permissions: Partial<Permissions> = {}): AdminUser {
  return {
    _id: 'a1',
    name: 'desk',
    email: 'desk@example.com',
    role,
    permissions: { ...NO_PERMISSIONS, ...permissions },
  };
}

/** The routes under the shell, as `@react-router/dev` reads routes.ts at build time. */
function screenRoutes(): RouteConfigEntry[] {
  const [shell, ...others] = routes;
  expect(others).toEqual([]);
  expect(shell?.file).toBe('routes/shell.tsx');
  return shell?.children ?? [];
}

/** The sidebar as this admin gets it: each link's label and address under /admin. */
function sidebarOf(admin: AdminUser): { label: string; href: string }[] {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ['/dashboard'] },
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(SidebarLinks, { collapsed: false, admin }),
      ),
    ),
  );
  return [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
    label: /title="([^"]*)"/.exec(tag)?.[1] ?? '',
    href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
}

const EVERY_ADMIN = [
  'Back To Home',
  'Dashboard',
  'All News',
  'Breaking Text',
  'Category',
  'Sub-Category',
  'Ads',
  'Create Poll',
  'Live Streaming',
  'Add Youtube Video',
  'Feedback',
];
const SUPERADMIN_ONLY = ['Manage Admins', 'All Users', 'Activity', 'Settings'];

describe('the table of back-office screens', () => {
  it('is what routes.ts gives the router: each screen once, under the shell, with its module and id', () => {
    const built = screenRoutes().map(({ path = '', index, file, id }) => ({ path: index ? '' : path, file, id }));
    expect(built).toEqual(SCREENS.map(({ path, file, id }) => ({ path, file, id })));
    expect(new Set(SCREENS.map((screen) => screen.id)).size).toBe(SCREENS.length);
  });

  it('names every route module in routes/, and only those', () => {
    const modules = readdirSync(path.join(import.meta.dirname, 'routes'))
      .filter((file) => file !== 'shell.tsx')
      .map((file) => `routes/${file}`);
    expect(new Set(SCREENS.map((screen) => screen.file))).toEqual(new Set(modules));
  });

  it("gives the SuperAdmin every link, in the sidebar's order, each to a route of its screen", () => {
    const links = sidebarOf(adminWith('SuperAdmin'));
    expect(links.map((link) => link.label)).toEqual([
      'Back To Home',
      'Dashboard',
      'Add News',
      'All News',
      'Breaking Text',
      'Category',
      'Sub-Category',
      'Ads',
      'Create Poll',
      'Live Streaming',
      'Add Youtube Video',
      'Manage Admins',
      'All Users',
      'Comments',
      'Feedback',
      'Activity',
      'Settings',
    ]);
    expect(links[0]?.href).toBe('/');
    for (const { label, href } of links.slice(1)) {
      const route = screenRoutes().find((entry) => entry.path && matchPath(`/${entry.path}`, href));
      expect(SCREENS.find((screen) => screen.id === route?.id)?.name, href).toBe(label);
    }
  });

  it('shows an Admin no SuperAdmin screen, and Add News only with canAdd', () => {
    expect(sidebarOf(adminWith('Admin')).map((link) => link.label)).toEqual(EVERY_ADMIN);
    const adder = sidebarOf(adminWith('Admin', { canAdd: true, canEdit: true, canDelete: true }));
    expect(adder.map((link) => link.label)).toEqual([
      ...EVERY_ADMIN.slice(0, 2),
      'Add News',
      ...EVERY_ADMIN.slice(2, -1),
      'Comments',
      'Feedback',
    ]);
    for (const label of SUPERADMIN_ONLY) expect(adder.map((link) => link.label)).not.toContain(label);
  });
});
