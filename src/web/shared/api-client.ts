import createClient, { type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from './api-schema';

/** What the screens show when the server could not be reached (no answer to read a message from). */
export const NO_ANSWER = 'The server could not be reached. Check your connection and try again.';

/** A refused or failed call: the server's `message`, its status, and per-field `errors`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';
/** The documented paths that take `METHOD`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Operation> ? (Operation extends undefined ? never : P) : never;
}[keyof paths];

/** The statuses our routes answer a success with. */
type OkStatus = 200 | 201;

/** The successful JSON answer of `METHOD path`, as it travels (dates as ISO strings). */
export type ApiAnswer<M extends Method, P extends PathOf<M>> = paths[P][M] extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends OkStatus
        ? Responses[Status] extends { content: { 'application/json': infer Answer } }
          ? Answer
          : never
        : never;
    }[keyof Responses]
  : never;

/** The query parameters `METHOD path` documents. */
export type ApiQuery<M extends Method, P extends PathOf<M>> = NonNullable<
  paths[P][M] extends { parameters: { query?: infer Query } } ? Query : never
>;

/** The request body `METHOD path` documents. */
export type ApiBody<M extends Method, P extends PathOf<M>> = NonNullable<MaybeOptionalInit<paths[P], M>>['body'];

type Init<M extends Method, P extends PathOf<M>> = MaybeOptionalInit<paths[P], M>;
type Call<M extends Method> = <P extends PathOf<M>, I extends Init<M, P>>(
  path: P,
  ...init: undefined extends I ? [init?: I] : [init: I]
) => Promise<ApiAnswer<M, P>>;

type Upload = <P extends PathOf<'post'>>(
  path: P,
  form: FormData,
  onProgress: (fraction: number) => void,
) => Promise<ApiAnswer<'post', P>>;

/** The typed client: each method takes a documented path and answers its success body, or throws ApiError. */
export type Api = { GET: Call<'get'>; POST: Call<'post'>; PUT: Call<'put'>; DELETE: Call<'delete'>; UPLOAD: Upload };

export type ApiOptions = {
  /** The bearer token to send, read at each call (the admin session may end between calls). */
  token?: () => string | undefined;
  /** Called on a 401 before the call throws (the back office ends the session at /login). */
  onUnauthorized?: () => void;
};

type Refusal = { message?: string; errors?: Record<string, string> };

/**
 * The one client of the JSON API for the back office and the reader islands, typed by the OpenAPI
 * document (`api-schema.ts`, decision 120). Calls write the documented path (`/api/v1/...`).
 */
export function createApi({ token, onUnauthorized }: ApiOptions = {}): Api {
  const client = createClient<paths>();
  const middleware: Middleware = {
    onRequest({ request }) {
      const bearer = token?.();
      if (bearer) request.headers.set('authorization', `Bearer ${bearer}`);
      return request;
    },
    onError({ request }) {
      if (request.signal.aborted) return;
      return new ApiError(NO_ANSWER, 0);
    },
  };
  client.use(middleware);

  /** One rule for every answer: a 401 ends the session, any other refusal throws with the server's words. */
  function throwIfRefused(status: number, statusText: string, body: unknown): void {
    const refusal = body as (Refusal & { success?: boolean }) | undefined;
    if (status === 401) {
      onUnauthorized?.();
      throw new ApiError(refusal?.message ?? 'Session ended', 401);
    }
    if (status >= 400 || refusal?.success === false) {
      throw new ApiError(refusal?.message || `${status} ${statusText}`, status, refusal?.errors);
    }
  }

  const call =
    <M extends Method>(method: Uppercase<M>): Call<M> =>
    async (path, ...init) => {
      const { data, error, response } = await client.request(
        method.toLowerCase() as never,
        path as never,
        ...(init as [never]),
      );
      throwIfRefused(response.status, response.statusText, error ?? data);
      return data as never;
    };

  /**
   * A multipart POST whose progress the screen shows (an image upload): XMLHttpRequest, since fetch
   * reports no upload progress, with the same token, answers and refusals as every other call.
   */
  const UPLOAD: Upload = (path, form, onProgress) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', path);
      const bearer = token?.();
      if (bearer) request.setRequestHeader('authorization', `Bearer ${bearer}`);
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onerror = () => reject(new ApiError(NO_ANSWER, 0));
      request.onload = () => {
        try {
          throwIfRefused(request.status, request.statusText, request.response ?? {});
          onProgress(1);
          resolve(request.response);
        } catch (refused) {
          reject(refused);
        }
      };
      request.send(form);
    });

  return { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE'), UPLOAD };
}

/**
 * Sends a documented multipart body as FormData: files as they are, lists and objects as JSON
 * strings (the server reads `tag` and `images` that way), other values as text; absent ones left out.
 */
export function formBody(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object' && value !== null) form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}
