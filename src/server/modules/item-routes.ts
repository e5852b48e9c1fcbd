import type { z } from 'zod';
import {
  activeToggleSchema,
  entityListQuerySchema,
  errorSchema,
  idParam,
  messageResponseSchema,
} from '../../shared/schemas/common';
import { type Access, isAdminRequest } from '../plugins/auth';
import type { ModuleRoutes } from './module';

/**
 * The routes the small content modules (breaking news, live streams, polls, ads, videos) share in
 * shape: each module still declares every route, its path, access, summary and messages, here.
 */
type RouteApp = Parameters<ModuleRoutes>[0];
type Described = { path: string; tag: string; summary: string };

/** GET `path`: the newest `limit` items under `key`; `load` hears whether an admin asks (admins see inactive items too). */
export function itemListRoute(
  app: RouteApp,
  route: Described & {
    key: string;
    response: z.ZodType;
    load: (asker: { admin: boolean; limit: number }) => Promise<unknown[]>;
  },
): void {
  app.get(
    route.path,
    {
      config: { access: 'public' },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        querystring: entityListQuerySchema,
        response: { 200: route.response, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      [route.key]: await route.load({ admin: isAdminRequest(request), limit: request.query.limit }),
    }),
  );
}

/** PUT `path` with `{active}`: the item under `key`, and the message for the state it is now in. */
export function activeToggleRoute(
  app: RouteApp,
  route: Described & {
    access: Access;
    key: string;
    response: z.ZodType;
    messages: { activated: string; deactivated: string };
    toggle: (id: string, active: boolean, adminId: string) => Promise<unknown>;
  },
): void {
  app.put(
    route.path,
    {
      config: { access: route.access },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: idParam,
        body: activeToggleSchema,
        response: { 200: route.response, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { active } = request.body;
      const item = await route.toggle(request.params.id, active, request.admin.id);
      const message = active ? route.messages.activated : route.messages.deactivated;
      return { success: true as const, message, [route.key]: item };
    },
  );
}

/** DELETE `path` (`…/:id`): 404 when there is no such item, `message` once it is gone. */
export function deleteByIdRoute(
  app: RouteApp,
  route: Described & {
    access: Access;
    message: string;
    remove: (id: string, adminId: string) => Promise<unknown>;
  },
): void {
  app.delete(
    route.path,
    {
      config: { access: route.access },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: idParam,
        response: { 200: messageResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await route.remove(request.params.id, request.admin.id);
      return { success: true as const, message: route.message };
    },
  );
}
