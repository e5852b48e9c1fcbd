import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminApp } from '../web/admin/app.server';
import { createSite } from '../web/public/site.server';
import { type AppContext, closeAppContext } from './context';
import { migrationsApplied } from './db/client';
import { COMPRESS_FROM_BYTES } from './lib/content-encoding';
import { newId } from './lib/ids';
import { KEEP_DURING_OUTAGE_MS } from './lib/shared-content-events';
import { sharedStoreOf } from './lib/shared-store';
import { mediaOrigins } from './lib/storage/index';
import { proxyTrustOf } from './lib/trusted-proxy';
import { createAuthService } from './modules/auth/auth.service';
import { apiModules } from './modules/index';
import { readCounterOf } from './modules/most-read/most-read.service';
import { createPublishScheduler } from './modules/news/news.scheduler';
import { answerCompressionPlugin } from './plugins/answer-compression';
import { authPlugin } from './plugins/auth';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { notFoundPlugin, type WebHandler } from './plugins/not-found';
import { openApiPlugin } from './plugins/openapi';
import { pageCachePlugin } from './plugins/page-cache/plugin';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityPlugin } from './plugins/security';
import { uploadsRoutes } from './plugins/uploads';

/** /readyz while changes made on other instances may go unheard. */
export const outageMessage = (outage: string) =>
  `${outage}: changes made on other instances may be missed, so the page cache and kept reads are on short expiry (${KEEP_DURING_OUTAGE_MS / 1000} s)`;

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** The process's logger, shared with the services (ctx.log), so every line comes out one way. */
  loggerInstance?: FastifyBaseLogger;
  /** Sees every route as it is registered (the access test walks them all). */
  onRoute?: onRouteHookHandler;
  /** Answers the paths no route matched outside the API, uploads and feeds (plugins/not-found.ts); the site's 404 page by default. */
  webHandler?: WebHandler;
};

/** Builds the whole HTTP application on a given context; main.ts listens, tests inject. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const proxyTrust = proxyTrustOf(ctx.config.trustProxy);
  const app = Fastify({
    ...(proxyTrust ? { trustProxy: proxyTrust } : {}),
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    genReqId: () => newId(),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(errorsPlugin, { timeZone: ctx.config.siteTimeZone });
  const site = createSite(ctx);
  await app.register(notFoundPlugin, { webHandler: options.webHandler ?? site.notFound });
  await app.register(securityPlugin, { publicUrl: ctx.config.publicUrl, mediaOrigins: mediaOrigins(ctx.config.s3) });
  // Streamed files over 1 KB, brotli or gzip as the client asks (answers in memory: answer-compression.ts).
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: ctx.cookieSecret });
  const auth = createAuthService(ctx);
  await app.register(authPlugin, { resolver: auth });
  await app.register(multipartPlugin);
  await app.register(rateLimitsPlugin, { shared: sharedStoreOf(ctx) });
  // After security and auth: its onSend sees their headers; pages it keeps are sent compressed, so compress leaves them alone.
  await app.register(pageCachePlugin, {
    maxBytes: ctx.config.pageCacheBytes,
    events: ctx.events,
    publicUrl: ctx.config.publicUrl,
    proxyTrust,
    timeZone: ctx.config.siteTimeZone,
  });
  // After the page cache, whose answers come compressed; before @fastify/compress's per-route hooks, left with streams.
  await app.register(answerCompressionPlugin);
  await app.register(openApiPlugin, { publicUrl: ctx.config.publicUrl });

  await app.register(uploadsRoutes, { storage: ctx.storage });

  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    success: true,
    status: 'ok',
  }));
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      if (!(await migrationsApplied(ctx.db)))
        return reply.code(503).send({ success: false, message: 'Migrations are not applied' });
    } catch {
      return reply.code(503).send({ success: false, message: 'Database unreachable' });
    }
    if (ctx.storage.kind === 's3' && !(await ctx.storage.bucketReachable()))
      return reply.code(503).send({ success: false, message: `Media bucket unreachable: ${ctx.config.s3?.bucket}` });
    // Readers and writes are still served; the instance just may not hear other instances' changes (decision 206).
    const outage = ctx.events.outage();
    if (outage) return reply.code(503).send({ success: false, message: outageMessage(outage) });
    return { success: true, status: 'ready' };
  });

  await app.register(
    async (api) => {
      for (const routes of apiModules) await api.register(routes, { ctx, auth });
    },
    { prefix: '/api/v1' },
  );

  await app.register(site.routes);
  await app.register(adminApp);

  const publishScheduler = createPublishScheduler(ctx);
  app.addHook('onReady', () => publishScheduler.start());
  app.addHook('onClose', () => publishScheduler.stop());
  // Reads wait for their batch; closing writes what is pending (decision 240).
  const readCounter = readCounterOf(ctx);
  app.addHook('onReady', async () => readCounter.start());
  app.addHook('onClose', () => readCounter.stop());
  // Kept reads and rendered frames go with the app: their listeners leave the bus, their memory is freed.
  app.addHook('onClose', async () => ctx.caches.release());
  app.addHook('onClose', () => closeAppContext(ctx));

  return app;
}
