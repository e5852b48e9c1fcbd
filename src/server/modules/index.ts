import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Guards } from '../plugins/auth';
import { authRoutes } from './auth/auth.routes';
import type { AuthService } from './auth/auth.service';
import { mediaRoutes } from './media/media.routes';

export type ModuleOptions = { ctx: AppContext; guards: Guards; auth: AuthService };
export type ModuleRoutes = FastifyPluginAsyncZod<ModuleOptions>;

/** Every API module, mounted under /api/v1. One line per module. */
export const apiModules: ModuleRoutes[] = [authRoutes, mediaRoutes];
