import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { errorSchema, listFieldNames } from '../../shared/schemas/common';
import { AppError, badRequest } from '../lib/errors';
import type { UploadedFile } from '../lib/uploads';

/**
 * What a route takes as multipart/form-data, declared in `config.multipart` (docs/decisions/051):
 * `'fields'` for forms of text fields only (the spec's multipart forms without files), or the
 * file fields a route stores and how many files it takes (each at most UPLOAD_MAX_BYTES). A route
 * without it refuses multipart.
 */
export type MultipartForm = 'fields' | { files: string[]; maxFiles: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartForm;
  }
  interface FastifyRequest {
    uploads: UploadedFile[];
  }
}

/** Upload forms carry an article's description beside its images; they are read only for admins. */
const FIELD_LIMITS = { fields: 100, fieldSize: 1024 * 1024, fieldNameSize: 100 };
/** Text-only forms (the public feedback form among them) hold short values: at most 30 × 64 KB is kept. */
const TEXT_FORM_FIELD_LIMITS = { fields: 30, fieldSize: 64 * 1024, fieldNameSize: 100 };
/** What the text fields of a form may add to its files; a declared length beyond the total is refused unread. */
const FIELDS_BUDGET_BYTES = 2 * 1024 * 1024;

const MALFORMED = 'The multipart form is malformed or incomplete';
const NOT_MULTIPART = 'This address does not take multipart/form-data: send JSON';
const NO_FILES = 'This form takes no files';
const FIELD_TOO_LONG = 'A form field is too long';
const LENGTH_REQUIRED = 'Send the form with a Content-Length header';

const LIMIT_MESSAGES: Record<string, (form: MultipartForm) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new AppError(413, `File too large: each image may be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`),
  FST_FILES_LIMIT: (form) =>
    form === 'fields'
      ? new AppError(415, NO_FILES)
      : new AppError(413, `Too many files: at most ${form.maxFiles} per upload`),
  FST_PARTS_LIMIT: () => new AppError(413, 'Too many parts in the form'),
  FST_FIELDS_LIMIT: () => new AppError(413, 'Too many fields in the form'),
  FST_PROTO_VIOLATION: () => badRequest('A form field has a reserved name'),
  FST_INVALID_JSON_FIELD_ERROR: () => badRequest('A form field declared as JSON is not valid JSON'),
};

export function routeTakesFiles(form: MultipartForm | undefined): form is Exclude<MultipartForm, 'fields'> {
  return form !== undefined && form !== 'fields';
}

export function isMultipartRequest(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/** The refusal for a failure while streaming the form: a limit, a malformed body, or our own decision. */
function readFailure(error: unknown, form: MultipartForm): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  const limit = code ? LIMIT_MESSAGES[code] : undefined;
  return limit ? limit(form) : badRequest(MALFORMED);
}

async function readFile(part: Extract<Multipart, { type: 'file' }>): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk);
  if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  return { field: part.fieldname, filename: part.filename, declaredType: part.mimetype, bytes: Buffer.concat(chunks) };
}

/**
 * A list field's parts (docs/decisions/130): one part holding a JSON array is the original clients'
 * whole list; otherwise each part is one item, as generated clients send an array.
 */
function listValue(values: string[]): string | string[] {
  if (values.length !== 1) return values;
  try {
    if (Array.isArray(JSON.parse(values[0] as string))) return values[0] as string;
  } catch {
    // Not JSON: a list of one.
  }
  return values;
}

/**
 * Streams the form against the route's limits: text fields to `request.body`, files to `request.uploads`.
 * A text field sent more than once arrives as the list of its values.
 */
async function readForm(request: FastifyRequest, form: MultipartForm): Promise<void> {
  const files = routeTakesFiles(form) ? form : undefined;
  const fieldLimits = files ? FIELD_LIMITS : TEXT_FORM_FIELD_LIMITS;
  const fields = new Map<string, string[]>();
  const parts = request.parts({
    limits: {
      ...fieldLimits,
      files: files?.maxFiles ?? 0,
      fileSize: files ? UPLOAD_MAX_BYTES : 0,
      parts: fieldLimits.fields + (files?.maxFiles ?? 0),
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      // The parser keeps only the first `fieldSize` bytes of a longer value; a cut value is refused, never stored.
      if (part.valueTruncated) throw new AppError(413, FIELD_TOO_LONG);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
    } else if (files?.files.includes(part.fieldname)) {
      request.uploads.push(await readFile(part));
    } else {
      // A file in a field the route does not read is passed over, never kept.
      part.file.resume();
    }
  }
  const lists = new Set(listFieldNames(request.routeOptions.schema?.body));
  const body: Record<string, unknown> = {};
  for (const [name, values] of fields) {
    body[name] = lists.has(name) ? listValue(values) : values.length === 1 ? values[0] : values;
  }
  request.body = body;
}

function declaredLengthAllowed(request: FastifyRequest, form: MultipartForm): boolean {
  const length = Number(request.headers['content-length']);
  const filesBytes = routeTakesFiles(form) ? form.maxFiles * UPLOAD_MAX_BYTES : 0;
  return length <= filesBytes + FIELDS_BUDGET_BYTES;
}

/**
 * Multipart only where a route declares it (DESIGN §5: authentication first, then no byte of an
 * upload is read that the route would not keep). Every other route refuses a multipart body with
 * 415 in onRequest, unread; a declared route streams it in preValidation, after the access check,
 * against its own limits, so the same zod schema then checks JSON and multipart alike.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  app.decorateRequest('uploads', null as unknown as UploadedFile[]);

  // The refusals of a form, in the OpenAPI document beside the route's own (the form itself: plugins/openapi-forms.ts).
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.multipart || !route.schema || route.schema.hide) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { 400: errorSchema, 411: errorSchema, 413: errorSchema, 415: errorSchema, ...response };
  });

  app.addHook('onRequest', async (request) => {
    request.uploads = [];
    if (!isMultipartRequest(request)) return;
    const form = request.routeOptions.config.multipart;
    if (!form) throw new AppError(415, NOT_MULTIPART);
    // Browsers and HTTP clients send a form's length; without one, nothing bounds the body before it is read.
    if (request.headers['content-length'] === undefined) throw new AppError(411, LENGTH_REQUIRED);
    if (!declaredLengthAllowed(request, form)) throw new AppError(413, 'The request body is too large');
  });

  app.addHook('preValidation', async (request) => {
    const form = request.routeOptions.config.multipart;
    if (!form || !request.isMultipart()) return;
    try {
      await readForm(request, form);
    } catch (error) {
      throw readFailure(error, form);
    }
  });

  // A refused form is not read to its end: the connection closes after the answer instead.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && isMultipartRequest(request)) reply.header('connection', 'close');
    return payload;
  });
});
