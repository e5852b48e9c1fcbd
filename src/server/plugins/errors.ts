import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../shared/constants';
import { AppError } from '../lib/errors';

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_REQ_FILE_TOO_LARGE: `File too large: each image may be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  FST_FILES_LIMIT: `Too many files: at most ${UPLOAD_MAX_FILES} per upload`,
  FST_PARTS_LIMIT: 'Too many parts in the form',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** `{ field: message }` from the validator's issues, first message per field. */
function fieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.length > 0 ? String(path[0]) : '_';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/** One place decides the error format: `{ success: false, message, errors? }`, no stacks, no SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as ValidationIssue[]);
      const message = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send({ success: false, message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ success: false, message: 'Something went wrong, please try again later' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: 'Something went wrong, please try again later' });
    }
    const message = (error.code && MESSAGES_BY_CODE[error.code]) ?? error.message;
    return reply.code(status).send({ success: false, message });
  });
});
