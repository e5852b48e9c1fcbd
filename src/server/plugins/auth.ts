import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permissions } from '../../shared/schemas/auth';
import type { AdminRow } from '../db/database';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** Set by requireAdmin and its siblings; read it only on routes guarded by one of them. */
    admin: AdminRow;
  }
}

/** Who sent a request: an admin (re-read on every call) or a registered reader. */
export type Actor = { kind: 'admin'; admin: AdminRow } | { kind: 'reader'; readerId: string };

/** Turns a bearer token into its actor; the auth service implements it. */
export type ActorResolver = { resolveActor(token: string): Promise<Actor | null> };

const PERMISSION_COLUMNS = { canAdd: 'can_add', canEdit: 'can_edit', canDelete: 'can_delete' } as const;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Guards run in onRequest, before the body is read or validated (DESIGN §5): a call without a
 * valid token gets 401, never a 400 describing the schema, and no upload is read for it.
 */
export function createGuards(auth: ActorResolver) {
  async function identify(request: FastifyRequest): Promise<Actor | null> {
    const token = bearerToken(request);
    request.actor = token ? await auth.resolveActor(token) : null;
    return request.actor;
  }

  async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const actor = await identify(request);
    if (!actor) throw unauthorized(bearerToken(request) ? 'Invalid or expired token' : 'Authentication required');
    if (actor.kind !== 'admin') throw forbidden();
    request.admin = actor.admin;
  }

  function requireAnyPermission(permissions: (keyof Permissions)[]): onRequestHookHandler {
    return (async (request, reply) => {
      await requireAdmin(request, reply);
      const { admin } = request;
      const allowed =
        admin.role === 'SuperAdmin' || permissions.some((permission) => admin[PERMISSION_COLUMNS[permission]] === 1);
      if (!allowed) throw forbidden();
    }) as onRequestHookHandler;
  }

  return {
    /** Reads a token when one is sent; public routes use it to show admins what readers don't see. */
    optionalActor: (async (request) => {
      await identify(request);
    }) as onRequestHookHandler,
    requireAdmin: requireAdmin as onRequestHookHandler,
    requireSuperAdmin: (async (request, reply) => {
      await requireAdmin(request, reply);
      if (request.admin.role !== 'SuperAdmin') throw forbidden();
    }) as onRequestHookHandler,
    /** Admin with the spec §6 flag; a SuperAdmin holds all three. */
    requirePermission(permission: keyof Permissions): onRequestHookHandler {
      return requireAnyPermission([permission]);
    },
    /** Admin holding at least one of the flags (uploads serve both adding and editing). */
    requireAnyPermission,
  };
}

export type Guards = ReturnType<typeof createGuards>;

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('admin', null as unknown as AdminRow);
});

/** True when the request carries a valid admin token (set by optionalActor). */
export function isAdminRequest(request: FastifyRequest): boolean {
  return request.actor?.kind === 'admin';
}
