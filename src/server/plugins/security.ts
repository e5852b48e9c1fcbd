import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, inlineScriptHashes } from '../lib/csp';

function helmetOptions(publicUrl: string | undefined): FastifyHelmetOptions {
  return {
    // The policy is ours (lib/csp.ts), so pages that add to it build it the same way.
    contentSecurityPolicy: false,
    hsts: publicUrl?.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets with our options, asked of it once: they are the same for every answer
 * (no nonces), and @fastify/helmet builds a helmet anew for each request.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  probe.get('/', (_request, reply) => {
    headers = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]));
    return reply.send();
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

type SecurityOptions = { publicUrl?: string; mediaOrigins?: string[] };

/**
 * Security headers and the Content-Security-Policy of every answer (lib/csp.ts): no inline script
 * unless its hash travels with the page, frames only from ourselves and YouTube, images from
 * ourselves and the media origins (S3_PUBLIC_URL's, decision 201), HSTS behind https.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, { publicUrl, mediaOrigins = [] }) => {
  const headers = {
    'content-security-policy': contentSecurityPolicy({ images: mediaOrigins }),
    ...(await helmetHeaders(helmetOptions(publicUrl))),
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // An HTML answer with inline scripts (the API reference) gets exactly their hashes, never 'unsafe-inline'.
  // Public pages have none by design (decision 080; JSON-LD is data, which script-src does not govern):
  // they are not scanned, so a script that slipped into content stays blocked.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.sitePage) return payload;
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    const scripts = inlineScriptHashes(payload);
    if (scripts.length > 0 && reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy({ scripts, images: mediaOrigins }));
    }
    return payload;
  });
});
