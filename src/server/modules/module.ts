import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { AuthService } from './auth/auth.service';

/** What app.ts hands every module's route plugin. */
export type ModuleOptions = { ctx: AppContext; auth: AuthService };
export type ModuleRoutes = FastifyPluginAsyncZod<ModuleOptions>;
