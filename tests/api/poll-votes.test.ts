import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { ALREADY_VOTED, CHOOSE_OPTION } from '../../src/shared/schemas/polls';
import { describeEachDialect } from '../helpers/app';
import { buildReader } from '../helpers/factories';
import { buildPoll } from '../helpers/polls.factory';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

let addressSequence = 0;
/** Each test votes from its own address, so the per-address limit of one test never spills into another. */
const nextAddress = () => {
  addressSequence += 1;
  return `10.${Math.floor(addressSequence / 250) % 250}.${addressSequence % 250}.${1 + (addressSequence % 200)}`;
};

function voterCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'voter');
  if (!cookie) throw new Error('no voter cookie was set');
  return `voter=${encodeURIComponent(cookie.value)}`;
}

describeEachDialect('POST /api/v1/poll/vote', (t) => {
  const vote = (
    payload: unknown,
    options: { cookie?: string; headers?: Record<string, string>; address?: string } = {},
  ) =>
    t().app.inject({
      method: 'POST',
      url: '/api/v1/poll/vote',
      remoteAddress: options.address ?? nextAddress(),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      payload: payload as object,
    });
  const signedCookie = () => `voter=${encodeURIComponent(t().app.signCookie(randomBytes(16).toString('base64url')))}`;
  const votesOf = async (pollId: string) =>
    (
      await t()
        .db.selectFrom('poll_options')
        .select('votes')
        .where('poll_id', '=', pollId)
        .orderBy('position')
        .execute()
    ).map((row) => Number(row.votes));
  const voterKeysOf = async (pollId: string) =>
    (await t().db.selectFrom('poll_votes').select('voter_key').where('poll_id', '=', pollId).execute()).map(
      (row) => row.voter_key,
    );

  it('counts a vote, answers the updated poll and gives the browser a signed, httpOnly, long-lived cookie', async () => {
    const poll = await buildPoll(t().ctx, { question: 'Best season?', options: ['Summer', 'Monsoon', 'Winter'] });
    const response = await vote({ pollId: poll.id, optionIndex: 1 });
    expect(response).toAnswer(200, {
      success: true,
      poll: {
        _id: poll.id,
        question: 'Best season?',
        options: [
          { text: 'Summer', votes: 0 },
          { text: 'Monsoon', votes: 1 },
          { text: 'Winter', votes: 0 },
        ],
        totalVotes: 1,
        createdAt: ISO,
      },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'voter');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 400 * 24 * 60 * 60 });
    const unsigned = t().app.unsignCookie(cookie?.value ?? '');
    expect(unsigned.valid).toBe(true);
    expect(await voterKeysOf(poll.id)).toEqual([`b:${unsigned.value}`]);
  });

  it('accepts the option index as a form string', async () => {
    const poll = await buildPoll(t().ctx);
    const response = await vote({ pollId: poll.id, optionIndex: '2' });
    expect(response.statusCode).toBe(200);
    expect(await votesOf(poll.id)).toEqual([0, 0, 1]);
  });

  it('refuses a second vote from the same browser with 409 and counts nothing', async () => {
    const poll = await buildPoll(t().ctx);
    const first = await vote({ pollId: poll.id, optionIndex: 0 });
    const cookie = voterCookieOf(first);
    const second = await vote({ pollId: poll.id, optionIndex: 1 }, { cookie });
    expect(second).toFailWith(409, ALREADY_VOTED);
    expect(await votesOf(poll.id)).toEqual([1, 0, 0]);
    expect(await voterKeysOf(poll.id)).toHaveLength(1);

    const otherPoll = await buildPoll(t().ctx);
    expect((await vote({ pollId: otherPoll.id, optionIndex: 0 }, { cookie })).statusCode).toBe(200);
  });

  it('counts a signed-in reader once across browsers, and keeps nothing of the refused vote', async () => {
    const poll = await buildPoll(t().ctx);
    const reader = await buildReader(t().ctx);
    const first = await vote({ pollId: poll.id, optionIndex: 0 }, { headers: reader.auth });
    expect(first.statusCode).toBe(200);
    expect(await voterKeysOf(poll.id)).toEqual(expect.arrayContaining([`r:${reader.id}`]));

    const otherBrowser = signedCookie();
    const again = await vote({ pollId: poll.id, optionIndex: 2 }, { headers: reader.auth, cookie: otherBrowser });
    expect(again).toFailWith(409, ALREADY_VOTED);
    expect(await votesOf(poll.id)).toEqual([1, 0, 0]);
    expect(await voterKeysOf(poll.id)).toHaveLength(2);

    // The other browser's own (anonymous) vote was not used up by the refused attempt.
    expect((await vote({ pollId: poll.id, optionIndex: 2 }, { cookie: otherBrowser })).statusCode).toBe(200);
    expect(await votesOf(poll.id)).toEqual([1, 0, 1]);
  });

  it('refuses a reader who signs in after voting anonymously from the same browser', async () => {
    const poll = await buildPoll(t().ctx);
    const cookie = signedCookie();
    expect((await vote({ pollId: poll.id, optionIndex: 1 }, { cookie })).statusCode).toBe(200);
    const reader = await buildReader(t().ctx);
    const signedIn = await vote({ pollId: poll.id, optionIndex: 1 }, { cookie, headers: reader.auth });
    expect(signedIn.statusCode).toBe(409);
    expect(await voterKeysOf(poll.id)).not.toContain(`r:${reader.id}`);
    expect(await votesOf(poll.id)).toEqual([0, 1, 0]);
  });

  it('ignores a forged or tampered cookie and issues a fresh signed one', async () => {
    const poll = await buildPoll(t().ctx);
    const forged = 'voter=abcdefghijklmnopqrstuv.not-a-signature';
    const first = await vote({ pollId: poll.id, optionIndex: 0 }, { cookie: forged });
    expect(first.statusCode).toBe(200);
    const issued = first.cookies.find((candidate) => candidate.name === 'voter');
    expect(t().app.unsignCookie(issued?.value ?? '').valid).toBe(true);
    expect(await voterKeysOf(poll.id)).not.toContain('b:abcdefghijklmnopqrstuv');
  });

  it('answers 404 for an unknown poll', async () => {
    const response = await vote({ pollId: '0123456789abcdef01234567', optionIndex: 0 });
    expect(response).toFailWith(404, 'Poll not found');
  });

  it.each([
    ['an index past the last option', 3],
    ['a negative index', -1],
    ['a fraction', 0.5],
    ['null', null],
    ['an empty string', ''],
    ['a boolean', true],
    ['a word', 'first'],
  ])('rejects %s as the option with 400 and counts nothing', async (_case, optionIndex) => {
    const poll = await buildPoll(t().ctx);
    const response = await vote({ pollId: poll.id, optionIndex });
    expect(response).toAnswer(400, { success: false, message: CHOOSE_OPTION, errors: { optionIndex: CHOOSE_OPTION } });
    expect(await votesOf(poll.id)).toEqual([0, 0, 0]);
    expect(await voterKeysOf(poll.id)).toEqual([]);
  });

  it('requires the poll id', async () => {
    const response = await vote({ optionIndex: 0 });
    expect(response).toAnswer(400, {
      success: false,
      message: 'Poll is required',
      errors: { pollId: 'Poll is required' },
    });
  });

  it('limits votes per address to 30 a minute with a clear 429', async () => {
    const poll = await buildPoll(t().ctx);
    const address = nextAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await vote({ pollId: poll.id, optionIndex: 0 }, { address })).statusCode).toBe(200);
    }
    const limited = await vote({ pollId: poll.id, optionIndex: 0 }, { address });
    expect(limited).toAnswer(429, {
      success: false,
      message: 'Too many votes from your network. Please wait a minute and try again.',
    });
    expect(await votesOf(poll.id)).toEqual([30, 0, 0]);
    expect((await vote({ pollId: poll.id, optionIndex: 0 })).statusCode).toBe(200);
  });

  it('counts 200 simultaneous votes exactly', async () => {
    const poll = await buildPoll(t().ctx);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        vote({ pollId: poll.id, optionIndex: 1 }, i % 2 === 0 ? { cookie: signedCookie() } : {}),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(200));
    expect(await votesOf(poll.id)).toEqual([0, 200, 0]);
    expect(await voterKeysOf(poll.id)).toHaveLength(200);
    const listed = await t().app.inject({ method: 'GET', url: '/api/v1/poll/get' });
    const shown = listed.json().polls.find((candidate: { _id: string }) => candidate._id === poll.id);
    expect(shown.totalVotes).toBe(200);
  });

  it('lets exactly one of 20 simultaneous votes from the same browser through', async () => {
    const poll = await buildPoll(t().ctx);
    const cookie = signedCookie();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote({ pollId: poll.id, optionIndex: i % 3 }, { cookie })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect((await votesOf(poll.id)).reduce((sum, votes) => sum + votes, 0)).toBe(1);
    expect(await voterKeysOf(poll.id)).toHaveLength(1);
  });
});
