import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

/**
 * Used only at build time: with `ssr: false` React Router renders the root's HydrateFallback into
 * index.html once. Our own entry keeps @react-router/node (a server runtime we never run) out of the
 * app. It waits for the whole stream: the closing script React Router's client waits for is in it.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />);
  await body.allReady;
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
}
