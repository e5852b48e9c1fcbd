import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listFieldNames } from '../../shared/schemas/common';
import { formRequestContent } from './openapi-forms';

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
 * The routes' zod schemas as JSON Schema. The provider's own clean-up of unions drops a branch that is
 * a transform when the union is used twice in one schema (`booleanish` would read as boolean only, though
 * forms send 'true'); the document is OpenAPI 3.1, where zod's own output needs no clean-up.
 */
const zodToJsonSchema = createJsonSchemaTransform({ zodToJsonConfig: { override: () => {} } });

/** A body that may be left out (`DELETE /news/delete` takes `?id=` instead): the document must not require one. */
function bodyIsOptional(body: unknown): boolean {
  return body instanceof z.ZodType && body.safeParse(undefined).success;
}

/**
 * OpenAPI 3 generated from the routes' zod schemas, with a reference UI at /api/docs. Each route's
 * access (security, 401/403) is added by the auth plugin; a route declaring `config.multipart` documents
 * its form beside its JSON body (docs/decisions/130). The document passes `redocly lint`, and
 * tests/api/openapi-contract.test.ts holds every operation to it.
 */
export const openApiPlugin = fp<{ publicUrl?: string }>(async (app: FastifyInstance, { publicUrl }) => {
  const optionalBodies = new Set<string>();
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
      const { schema, url } = zodToJsonSchema(input);
      const operationId = operationIdOf(String(input.route.method), url);
      const zodBody = input.route.schema?.body;
      if (bodyIsOptional(zodBody)) optionalBodies.add(operationId);
      const form = input.route.config?.multipart;
      const body = form
        ? { content: formRequestContent(schema.body as never, form, listFieldNames(zodBody)) }
        : schema.body;
      return { schema: { ...schema, ...(body ? { body } : {}), operationId }, url };
    },
    // Swagger marks every documented body as required; a body the route can do without is not.
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations ?? {})) {
          const { operationId, requestBody } = (operation ?? {}) as {
            operationId?: string;
            requestBody?: { required?: boolean };
          };
          if (requestBody && operationId && optionalBodies.has(operationId)) requestBody.required = false;
        }
      }
      return document;
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
