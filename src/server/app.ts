import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { migrationsApplied } from './db/client';
import { newId } from './lib/ids';
import { createAuthService } from './modules/auth/auth.service';
import { apiModules } from './modules/index';
import { createPublishScheduler } from './modules/news/news.scheduler';
import { authPlugin, createGuards } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';

export type BuildAppOptions = { logger?: FastifyServerOptions['logger'] };

/** Builds the whole HTTP application on a given context; main.ts listens, tests inject. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => newId(),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        frameAncestors: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Live streams, videos and the YouTube embeds the sanitiser keeps in descriptions.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: ctx.config.publicUrl?.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(rateLimit, { global: false });
  await app.register(cookie, { secret: ctx.cookieSecret });
  await app.register(authPlugin);
  await app.register(multipartPlugin);
  await app.register(openApiPlugin);

  await app.register(fastifyStatic, {
    root: ctx.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    dotfiles: 'deny',
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      if (await migrationsApplied(ctx.db)) return { success: true, status: 'ready' };
      return reply.code(503).send({ success: false, message: 'Migrations are not applied' });
    } catch {
      return reply.code(503).send({ success: false, message: 'Database unreachable' });
    }
  });

  const auth = createAuthService(ctx);
  const guards = createGuards(auth);
  await app.register(
    async (api) => {
      for (const routes of apiModules) await api.register(routes, { ctx, guards, auth });
    },
    { prefix: '/api/v1' },
  );

  const publishScheduler = createPublishScheduler(ctx);
  app.addHook('onReady', () => publishScheduler.start());
  app.addHook('onClose', () => publishScheduler.stop());

  return app;
}
