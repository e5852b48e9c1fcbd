import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { answerLanguage } from '../lib/accept-language';
import { AppError } from '../lib/errors';
import { addVary } from '../lib/vary';
import { type Said, sayIn } from '../lib/wording';

/** Fastify's own refusals (FST_ERR_*), in the words of the one error format. */
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_BAD_URL: 'The address is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/** The answer for an error status Fastify raised without a message of ours. */
const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Invalid request',
  413: 'The request body is too large',
  415: 'Unsupported content type',
};

const FAILED = 'Something went wrong, please try again later';

type Refusal = { success: false; message: string; errors?: Record<string, string> };

/**
 * The refusal in the request's language (decision 269): its message and each field's. An answer
 * that can be either language says so to caches.
 */
function refusal(
  request: FastifyRequest,
  reply: FastifyReply,
  timeZone: string,
  message: Said,
  errors?: Record<string, Said>,
): Refusal {
  addVary(reply, 'Accept-Language');
  const lang = answerLanguage(request.headers['accept-language']);
  const say = (said: Said) => sayIn(lang, said, timeZone);
  return {
    success: false,
    message: say(message),
    ...(errors
      ? { errors: Object.fromEntries(Object.entries(errors).map(([field, said]) => [field, say(said)])) }
      : {}),
  };
}

/** Fastify's refusals before a route is found (`frameworkErrors`), in the same format. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = MESSAGES_BY_CODE[error.code] ?? MESSAGES_BY_STATUS[status] ?? 'The request was refused';
  reply.code(status).send(refusal(request, reply, 'Asia/Kolkata', message));
}

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

type Answer = { success?: unknown; message?: unknown };

/**
 * One place decides the error format: `{ success: false, message, errors? }`, no stacks, no SQL.
 * Every answer's words follow the request's `Accept-Language` (decision 269): refusals here, and a
 * success's `message` as it is serialised. `timeZone`: the site's, for dates in Hindi answers.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, { timeZone }: { timeZone: string }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(refusal(request, reply, timeZone, error.said, error.fieldsSaid));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as ValidationIssue[]);
      const message = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send(refusal(request, reply, timeZone, message, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(refusal(request, reply, timeZone, FAILED));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(refusal(request, reply, timeZone, FAILED));
    }
    const message =
      (error.code && MESSAGES_BY_CODE[error.code]) ?? MESSAGES_BY_STATUS[status] ?? 'The request was refused';
    return reply.code(status).send(refusal(request, reply, timeZone, message));
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const answer = payload as Answer | null;
    if (answer?.success !== true || typeof answer.message !== 'string') return payload;
    addVary(reply, 'Accept-Language');
    const lang = answerLanguage(request.headers['accept-language']);
    return lang === 'en' ? payload : { ...answer, message: sayIn(lang, answer.message, timeZone) };
  });
});
