import { createRequire } from 'node:module';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FilePart } from './multipart';

// ajv-formats comes with Fastify's own validator compiler; it is not a dependency of ours.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const addFormats = fastifyRequire('ajv-formats') as (ajv: Ajv2020) => Ajv2020;

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };
type Media = { schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A value of a multipart form: repeated parts are a list; objects go as JSON text, files as files. */
export type FormValue = string | number | boolean | object | FilePart;
/** A form's fields; a field left undefined is not sent. */
export type Form = Record<string, FormValue | FormValue[] | undefined>;
export type ContractBody =
  | { json: unknown }
  | { form: Form }
  | { raw: { payload: string | Buffer; contentType: string } };

/** A request named as the document names it: `POST /api/v1/poll/delete/{id}` and its parameters. */
export type ContractRequest = {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  body?: ContractBody;
};

export function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && 'bytes' in value && 'filename' in value;
}

/** What a validator sees of a form: its logical values, a file as the binary string it stands for. */
function formForValidation(form: Form): Record<string, unknown> {
  const asValue = (value: FormValue) => (isFilePart(value) ? `(binary ${value.filename})` : value);
  return Object.fromEntries(
    Object.entries(form)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(asValue) : asValue(value as FormValue)]),
  );
}

/** The form as a client sends it: one part per value of a list, objects as JSON text, files as files. */
export async function encodeForm(form: Form): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isFilePart(item)) {
        data.append(name, new Blob([new Uint8Array(item.bytes)], { type: item.type }), item.filename);
      } else data.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

function expandPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
}

/**
 * The document as a validating proxy reads it (docs/decisions/131): a request must be one the
 * document describes (parameters, body and content type), and an answer's status must be
 * documented for its operation with a body that matches that status's schema.
 */
export function openApiContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const check = (schema: JsonSchema, value: unknown, where: string): string[] => {
    const validate = validator(schema);
    return validate(value) ? [] : [`${where}: ${describeErrors(validate.errors)}`];
  };

  function operationOf(key: string): Operation {
    const [method = '', path = ''] = key.split(' ');
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${key} is not in the document`);
    return operation;
  }

  /** Every way the request departs from the document; none for a documented request. */
  function requestProblems(key: string, request: ContractRequest): string[] {
    const operation = operationOf(key);
    const problems: string[] = [];
    const anonymousAllowed = (operation.security ?? [{}]).some((requirement) => Object.keys(requirement).length === 0);
    if (!anonymousAllowed && !request.headers?.authorization) problems.push('a bearer token is required');
    const parameters = operation.parameters ?? [];
    for (const [place, values] of [
      ['path', request.path ?? {}],
      ['query', request.query ?? {}],
    ] as const) {
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined) continue;
        if (!parameters.some((p) => p.in === place && p.name === name))
          problems.push(`${place} ${name} is not documented`);
      }
    }
    for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
      const value = (parameter.in === 'path' ? request.path : request.query)?.[parameter.name];
      if (value === undefined) {
        if (parameter.required) problems.push(`${parameter.in} ${parameter.name} is required`);
      } else problems.push(...check(parameter.schema, value, `${parameter.in} ${parameter.name}`));
    }
    const documented = operation.requestBody;
    const body = request.body;
    if (!body) {
      if (documented?.required) problems.push('a request body is required');
      return problems;
    }
    if (!documented) return [...problems, 'the operation documents no request body'];
    if ('raw' in body) return [...problems, `a raw ${body.raw.contentType} body is not a documented one`];
    const [contentType, value] =
      'json' in body ? ['application/json', body.json] : ['multipart/form-data', formForValidation(body.form)];
    const media = documented.content[contentType];
    if (!media) return [...problems, `the request body is not documented as ${contentType}`];
    return [...problems, ...check(media.schema, value, `${contentType} body`)];
  }

  /** Every way the answer departs from the document. */
  function responseProblems(key: string, response: LightMyRequestResponse): string[] {
    const operation = operationOf(key);
    const documented = operation.responses[String(response.statusCode)] ?? operation.responses.default;
    if (!documented) return [`status ${response.statusCode} is not documented (${response.body.slice(0, 200)})`];
    if (!documented.content) return response.body === '' ? [] : ['a body was sent where the document has none'];
    const contentType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
    const media = documented.content[contentType];
    if (!media) return [`the answer's content type ${contentType} is not documented for ${response.statusCode}`];
    return check(media.schema, response.json(), `${response.statusCode} body`);
  }

  async function send(app: FastifyInstance, key: string, request: ContractRequest): Promise<LightMyRequestResponse> {
    const [method = '', path = ''] = key.split(' ');
    const query = Object.fromEntries(
      Object.entries(request.query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    const headers: Record<string, string> = { ...request.headers };
    let payload: string | Buffer | undefined;
    const body = request.body;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body && 'form' in body) {
      const form = await encodeForm(body.form);
      headers['content-type'] = form.contentType;
      payload = form.payload;
    } else if (body && 'raw' in body) {
      headers['content-type'] = body.raw.contentType;
      payload = body.raw.payload;
    }
    return app.inject({
      method: method as 'GET',
      url: expandPath(path, request.path),
      query,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

  return { operations, requestProblems, responseProblems, send };
}
