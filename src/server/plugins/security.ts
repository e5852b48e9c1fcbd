import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allowInlineScripts } from '../lib/csp';

/**
 * Security headers and the Content-Security-Policy of every answer (DESIGN §5): no inline script
 * unless its hash travels with the page, frames only from ourselves and YouTube, HSTS behind https.
 */
export const securityPlugin = fp<{ publicUrl?: string }>(async (app: FastifyInstance, { publicUrl }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        frameAncestors: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Live streams, videos and the YouTube embeds the sanitiser keeps in descriptions.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: publicUrl?.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  // An HTML answer with inline scripts (the API reference) gets exactly their hashes, never 'unsafe-inline'.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowInlineScripts(policy, payload));
    return payload;
  });
});
