import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityListQuerySchema, errorSchema, idParam } from '../../../shared/schemas/common';
import {
  pollCreatedResponseSchema,
  pollCreateSchema,
  pollDeletedResponseSchema,
  pollListResponseSchema,
  pollVoteResponseSchema,
  pollVoteSchema,
} from '../../../shared/schemas/polls';
import type { AppContext } from '../../context';
import { limitPerAddress, POLL_VOTES_PER_ADDRESS } from '../../plugins/rate-limits';
import type { ModuleRoutes } from '../module';
import { castVote, createPoll, listAllPolls, removePoll } from './polls.service';

const VOTER_COOKIE = 'voter';
// Browsers cap cookie lifetimes at 400 days.
const VOTER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The browser id from the signed `voter` cookie; a missing, forged or malformed cookie counts as none. */
function browserIdFromCookie(request: FastifyRequest): string | undefined {
  const raw = request.cookies[VOTER_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value && BROWSER_ID_PATTERN.test(value) ? value : undefined;
}

/** Gives a browser its long-lived id on its first vote. */
function issueBrowserId(ctx: AppContext, reply: FastifyReply): string {
  const browserId = randomBytes(16).toString('base64url');
  reply.setCookie(VOTER_COOKIE, browserId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: VOTER_COOKIE_MAX_AGE_SECONDS,
    secure: ctx.config.publicUrl?.startsWith('https://') ?? false,
  });
  return browserId;
}

export const pollsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/poll/get',
    {
      config: { access: 'public' },
      schema: {
        tags: ['polls'],
        summary: 'Polls with their options and vote counts, newest first (the newest 500 unless `limit` says fewer)',
        querystring: entityListQuerySchema,
        response: { 200: pollListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, polls: await listAllPolls(ctx, request.query.limit) }),
  );

  app.post(
    '/poll/create',
    {
      config: { access: 'admin', multipart: 'fields' },
      schema: {
        tags: ['polls'],
        summary: 'Create a poll (any admin; spec §6 gates polls by no flag)',
        description: `2 to 10 options. Votes always start at 0, whatever the client sends. A multipart form sends each option as a part of JSON text, or all of them as one JSON text.`,
        body: pollCreateSchema,
        response: { 201: pollCreatedResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const poll = await createPoll(ctx, request.body, request.admin.id);
      return reply.code(201).send({ success: true as const, message: 'Poll created successfully', poll });
    },
  );

  app.delete(
    '/poll/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['polls'],
        summary: 'Delete a poll with its votes (admin token required, unlike the old API: DESIGN §6)',
        params: idParam,
        response: { 200: pollDeletedResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await removePoll(ctx, request.params.id, request.admin.id);
      return { success: true as const, message: 'Poll deleted successfully' };
    },
  );

  app.post(
    '/poll/vote',
    {
      config: {
        access: 'public',
        rateLimit: limitPerAddress(
          POLL_VOTES_PER_ADDRESS,
          'Too many votes from your network. Please wait a minute and try again.',
        ),
      },
      schema: {
        tags: ['polls'],
        summary: 'Vote on a poll (public; one vote per poll per browser, and per reader when signed in)',
        description: `The browser is known by the signed, httpOnly cookie \`${VOTER_COOKIE}\`, set on its first vote. A reader's bearer token also counts the reader once across browsers. At most ${POLL_VOTES_PER_ADDRESS.max} votes a minute per address.`,
        body: pollVoteSchema,
        response: {
          200: pollVoteResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const browserId = browserIdFromCookie(request) ?? issueBrowserId(ctx, reply);
      const readerId = request.actor?.kind === 'reader' ? request.actor.readerId : undefined;
      const poll = await castVote(ctx, { ...request.body, voter: { browserId, readerId } });
      return { success: true as const, poll };
    },
  );
};
