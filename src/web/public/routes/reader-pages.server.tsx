import type { ReactNode } from 'react';
import type { Message } from '../../../shared/i18n/message';
import { translate } from '../../../shared/i18n/translate';
import { readerMessages as m } from '../../../shared/messages/reader';
import type { LayoutData } from '../components/Layout';
import type { PageRoutes } from '../page-kit.server';
import { AccountPage, RegisterPage, SignInPage, UnsubscribePage } from '../pages/reader-accounts';
import { loadSettingsAndFrame } from '../pages/site-page.server';

type ReaderPage = {
  path: string;
  title: Message;
  /** Its `{siteName}` filled in. */
  description: Message;
  page: (layout: LayoutData) => ReactNode;
};

const READER_PAGES: ReaderPage[] = [
  { path: '/signin', title: m.signInTitle, description: m.signInDescription, page: () => <SignInPage /> },
  { path: '/register', title: m.registerTitle, description: m.registerDescription, page: () => <RegisterPage /> },
  {
    path: '/account',
    title: m.accountTitle,
    description: m.accountDescription,
    page: (layout) => <AccountPage timeZone={layout.timeZone} />,
  },
  {
    path: '/account/unsubscribe',
    title: m.unsubscribeTitle,
    description: m.unsubscribeDescription,
    page: () => <UnsubscribePage />,
  },
];

/**
 * The readers' own pages (docs/product.md, Reader accounts on the site), in the site's language
 * (decision 262). Each is the same bytes for everyone, so the page cache keeps it like any page; who
 * is reading, the mailed link's `?email=&key=` and the unsubscribe `?token=`, are read by its island
 * in the browser (a key never reaches the cache's keys). Not in the sitemap, and search engines are
 * told to leave them out.
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
          const lang = layout.siteLanguage;
          return {
            head: {
              title: `${translate(lang, readerPage.title)} – ${settings.siteName}`,
              description: translate(lang, readerPage.description, { siteName: settings.siteName }),
              canonical: `${origin(request)}${readerPage.path}`,
              lang,
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
