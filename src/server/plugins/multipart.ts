import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../shared/constants';
import type { UploadedFile } from '../lib/uploads';

declare module 'fastify' {
  interface FastifyRequest {
    uploads: UploadedFile[];
  }
}

/**
 * Multipart forms become an ordinary body before validation: text fields go to `request.body`
 * (so the same zod schema checks JSON and multipart), files to `request.uploads`. It runs in
 * preValidation, after the auth guards of onRequest, so nobody unauthenticated uploads a byte.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 100, fieldSize: 1024 * 1024, parts: 120 },
    throwFileSizeLimit: true,
  });
  app.decorateRequest('uploads', null as unknown as UploadedFile[]);

  app.addHook('preValidation', async (request) => {
    request.uploads = [];
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        request.uploads.push({
          field: part.fieldname,
          filename: part.filename,
          declaredType: part.mimetype,
          bytes: await part.toBuffer(),
        });
      } else {
        body[part.fieldname] = part.value;
      }
    }
    request.body = body;
  });
});
