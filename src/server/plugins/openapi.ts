import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI 3 generated from the routes' zod schemas, with a reference UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'News publishing API',
        description:
          'The JSON API of the news site and its back office. Admin calls take `Authorization: Bearer <token>` from POST /api/v1/auth/login. Every answer carries `success`; failures also `message` and, for validation, `errors` by field.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
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
