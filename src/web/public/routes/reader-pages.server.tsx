import type { ReactNode } from 'react';
import type { LayoutData } from '../components/Layout';
import type { PageRoutes } from '../page-kit.server';
import { AccountPage, RegisterPage, SignInPage } from '../pages/reader-accounts';
import { loadSettingsAndFrame } from '../pages/site-page.server';

type ReaderPage = {
  path: string;
  title: string;
  description: (siteName: string) => string;
  page: (layout: LayoutData) => ReactNode;
};

const READER_PAGES: ReaderPage[] = [
  {
    path: '/signin',
    title: 'Sign in',
    description: (siteName) => `Sign in to ${siteName} with a code sent to your email.`,
    page: () => <SignInPage />,
  },
  {
    path: '/register',
    title: 'Register',
    description: (siteName) => `Create a reader account on ${siteName}.`,
    page: () => <RegisterPage />,
  },
  {
    path: '/account',
    title: 'Your account',
    description: (siteName) => `Your reader account on ${siteName}.`,
    page: (layout) => <AccountPage timeZone={layout.timeZone} />,
  },
];

/**
 * The readers' own pages (docs/product.md, Reader accounts on the site). Each is the same bytes for everyone, so
 * the page cache keeps it like any page; who is reading, and the mailed link's `?email=&key=`, are
 * read by its island in the browser (a key never reaches the cache's keys). Not in the sitemap, and
 * search engines are told to leave them out.
 */
export const readerPages: PageRoutes = (app, { ctx, page, origin, render }) => {
  for (const readerPage of READER_PAGES) {
    app.get(readerPage.path, page, (request, reply) => {
      const loaded = loadSettingsAndFrame(ctx);
      reply.header('x-robots-tag', 'noindex');
      return render(
        request,
        reply,
        async () => {
          const { settings, layout } = await loaded;
          return {
            head: {
              title: `${readerPage.title} – ${settings.siteName}`,
              description: readerPage.description(settings.siteName),
              canonical: `${origin(request)}${readerPage.path}`,
              lang: 'en',
              noindex: true,
            },
            page: readerPage.page(layout),
          };
        },
        async () => (await loaded).layout,
      );
    });
  }
};
