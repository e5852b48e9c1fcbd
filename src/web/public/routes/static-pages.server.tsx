import { translate } from '../../../shared/i18n/translate';
import { langOfText } from '../../../shared/language';
import { stripHtml, truncateWords } from '../../../shared/text';
import { OpinionSection } from '../components/OpinionSection';
import type { PageRoutes } from '../page-kit.server';
import { LoginPage } from '../pages/login';
import { SITE_PAGES, SitePage } from '../pages/site-page';
import { loadSettingsAndFrame, writtenText } from '../pages/site-page.server';

const META_DESCRIPTION_WORDS = 30;

/**
 * The footer's pages with their texts from the settings, /contact with the 'Your opinion' form,
 * and the admin login page (docs/product.md, Footer pages; docs/product.md, Sign-in and sessions).
 */
export const staticPages: PageRoutes = (app, { ctx, page, origin, render }) => {
  for (const sitePage of SITE_PAGES) {
    app.get(sitePage.path, page, (request, reply) => {
      const loaded = loadSettingsAndFrame(ctx);
      return render(
        request,
        reply,
        async () => {
          const { settings } = await loaded;
          const html = writtenText(settings.pages[sitePage.key]);
          const text = stripHtml(html);
          // A page not written yet is thin content: keep it out of search results until it is.
          if (!html) reply.header('x-robots-tag', 'noindex');
          // The site's language around the text (decision 262); the text keeps its own.
          const lang = settings.siteLanguage;
          const title = translate(lang, sitePage.label);
          return {
            head: {
              title: `${title} – ${settings.siteName}`,
              description: truncateWords(text, META_DESCRIPTION_WORDS) || `${title} – ${settings.siteName}`,
              canonical: `${origin(request)}${sitePage.path}`,
              lang,
            },
            page: (
              <SitePage
                data={{ title, html, htmlLang: langOfText(text) }}
                aside={sitePage.key === 'contact' ? <OpinionSection className="mt-10 lg:mt-2" /> : undefined}
              />
            ),
          };
        },
        async () => (await loaded).layout,
      );
    });
  }

  // The same for every reader (the token check happens in the browser), so it is cached like any
  // page; only search engines are told to leave it out.
  app.get('/login', page, (request, reply) => {
    const loaded = loadSettingsAndFrame(ctx);
    reply.header('x-robots-tag', 'noindex');
    return render(
      request,
      reply,
      async () => {
        const { settings } = await loaded;
        return {
          head: {
            title: `Admin Login – ${settings.siteName}`,
            description: `Sign in to the ${settings.siteName} newsroom.`,
            canonical: `${origin(request)}/login`,
            lang: 'en',
          },
          page: <LoginPage />,
        };
      },
      async () => (await loaded).layout,
    );
  });
};
