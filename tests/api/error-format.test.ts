import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';

const login = (headers: Record<string, string>, payload: string): InjectOptions => ({
  method: 'POST',
  url: '/api/v1/auth/login',
  headers,
  payload,
});
const json = { 'content-type': 'application/json' };

const REFUSALS: [InjectOptions, number, string][] = [
  [login(json, '{"email":'), 400, 'The request body is not valid JSON'],
  [login(json, ''), 400, 'The request body is empty'],
  [login({ 'content-type': 'text/xml' }, '<login/>'), 415, 'Unsupported content type'],
  [login({ 'content-type': '/;;' }, 'x'), 415, 'Unsupported content type'],
  [login(json, JSON.stringify({ email: 'a'.repeat(3 * 1024 * 1024) })), 413, 'The request body is too large'],
  [{ method: 'GET', url: '/api/v1/news/%E0%A4%' }, 400, 'The address is not a valid URL'],
  [{ method: 'GET', url: `/api/v1/news/${'a'.repeat(400)}` }, 414, 'A part of the address is too long'],
];

describeEachDialect("Fastify's own refusals", (t) => {
  it('answer with their status in the one error format, before and after routing', async () => {
    for (const [request, status, message] of REFUSALS) {
      const response = await t().app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
  });
});
