import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';
const API_PREFIX = '/api/v1/';

/** A stable, readable operationId from the method and path: `PUT /api/v1/admin/update/:id` → `putAdminUpdateById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(API_PREFIX, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/**
 * OpenAPI 3 generated from the routes' zod schemas, with a reference UI at /api/docs. Each route's
 * access (security, 401/403) is added by the auth plugin; the document passes `redocly lint`.
 */
export const openApiPlugin = fp<{ publicUrl?: string }>(async (app: FastifyInstance, { publicUrl }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'News publishing API',
        description:
          'The JSON API of the news site and its back office. Admin calls take `Authorization: Bearer <token>` from POST /api/v1/auth/login. Every answer carries `success`; failures also `message` and, for validation, `errors` by field.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Without PUBLIC_URL the document names the server it was fetched from.
      servers: [{ url: publicUrl ?? '/', description: 'This site' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: { ...schema, operationId: operationIdOf(String(input.route.method), url) }, url };
    },
  });
  // No fonts or scripts from other hosts: the reference UI runs on its bundled script alone.
  await app.register(scalar, {
    routePrefix: DOCS_PREFIX,
    configuration: {
      theme: 'default',
      withDefaultFonts: false,
      hideClientButton: true,
      // Its hosted extras (AI chat, MCP) talk to Scalar's servers: off.
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
});
