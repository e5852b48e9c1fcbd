import { getSettings } from '../../../server/modules/settings/settings.service';
import { APP_ICON_SIZES, appIconPath, appIconPng, webAppManifest } from '../feeds/app-icons.server';
import { SERVICE_WORKER_JS } from '../feeds/service-worker';
import type { PageRoutes } from '../page-kit.server';

const NOT_A_PAGE = { config: { access: 'public' as const }, schema: { hide: true } };

/**
 * What makes the site installable and able to receive pushes (decision 164; docs/product.md,
 * Notifications and push): the service worker at the root (so its scope is the whole site), the
 * web app manifest and its PNG icons. Not kept by the page cache: none of them changes with content.
 */
export const installable: PageRoutes = (app, { ctx }) => {
  // A short cache: a changed worker reaches browsers within minutes (they also check it themselves each day).
  app.get('/sw.js', NOT_A_PAGE, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(SERVICE_WORKER_JS),
  );

  app.get('/manifest.webmanifest', NOT_A_PAGE, async (_request, reply) => {
    const { siteName } = await getSettings(ctx);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(siteName)));
  });

  for (const size of APP_ICON_SIZES) {
    app.get(appIconPath(size), NOT_A_PAGE, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await appIconPng(size)),
    );
  }
};
