import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { buildPoll } from '../helpers/polls.factory';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describeEachDialect('GET /api/v1/poll/get', (t) => {
  const list = () => t().app.inject({ method: 'GET', url: '/api/v1/poll/get' });

  it('answers an empty list when there are no polls', async () => {
    const response = await list();
    expect(response).toAnswer(200, { success: true, polls: [] });
  });

  it('lists every poll newest first with options in order, counts and totals, without a token', async () => {
    const older = await buildPoll(t().ctx, {
      question: 'Who wins the series?',
      options: ['India', 'Australia'],
      createdAt: '2026-11-01T08:00:00.000Z',
    });
    const newer = await buildPoll(t().ctx, { question: 'कौन जीतेगा?', options: ['भारत', 'इंग्लैंड', 'ड्रॉ'] });
    await t()
      .db.updateTable('poll_options')
      .set({ votes: 4 })
      .where('poll_id', '=', older.id)
      .where('position', '=', 1)
      .execute();

    const response = await list();
    expect(response).toAnswer(200, {
      success: true,
      polls: [
        {
          _id: newer.id,
          question: 'कौन जीतेगा?',
          options: [
            { text: 'भारत', votes: 0 },
            { text: 'इंग्लैंड', votes: 0 },
            { text: 'ड्रॉ', votes: 0 },
          ],
          totalVotes: 0,
          createdAt: ISO,
        },
        {
          _id: older.id,
          question: 'Who wins the series?',
          options: [
            { text: 'India', votes: 0 },
            { text: 'Australia', votes: 4 },
          ],
          totalVotes: 4,
          createdAt: '2026-11-01T08:00:00.000Z',
        },
      ],
    });
  });
});

describeEachDialect('POST /api/v1/poll/create', (t) => {
  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/v1/poll/create', headers, payload: payload as object });
  const pollCount = async () =>
    Number(
      (
        await t()
          .db.selectFrom('polls')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lets a plain admin create a poll; votes start at 0 whatever the client sends; the write is audited', async () => {
    const { auth, admin } = await buildAdmin(t().ctx);
    const response = await create(
      {
        question: '  Should the city ban plastic bags?  ',
        options: [
          { text: 'Yes', votes: 250 },
          { text: ' No ', votes: 3 },
        ],
      },
      auth,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Poll created successfully',
      poll: {
        _id: ID,
        question: 'Should the city ban plastic bags?',
        options: [
          { text: 'Yes', votes: 0 },
          { text: 'No', votes: 0 },
        ],
        totalVotes: 0,
        createdAt: ISO,
      },
    });
    const options = await t()
      .db.selectFrom('poll_options')
      .select(['position', 'text', 'votes'])
      .where('poll_id', '=', body.poll._id)
      .orderBy('position')
      .execute();
    expect(options).toEqual([
      { position: 0, text: 'Yes', votes: 0 },
      { position: 1, text: 'No', votes: 0 },
    ]);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', body.poll._id).execute();
    expect(audit).toEqual([
      expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'poll', entity_id: body.poll._id }),
    ]);
  });

  it('accepts options without votes, and options as a JSON string in a multipart form; SuperAdmin allowed', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const form = await multipart({ question: 'बेहतर कौन?', options: [{ text: 'चाय' }, { text: 'कॉफ़ी' }] });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/poll/create',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().poll).toEqual({
      _id: ID,
      question: 'बेहतर कौन?',
      options: [
        { text: 'चाय', votes: 0 },
        { text: 'कॉफ़ी', votes: 0 },
      ],
      totalVotes: 0,
      createdAt: ISO,
    });
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const before = await pollCount();
    const response = await create({ question: '' });
    expect(response).toFailWith(401, 'Authentication required');
    expect(await pollCount()).toBe(before);
  });

  it('answers 403 to a reader token', async () => {
    const reader = await buildReader(t().ctx);
    const response = await create({ question: 'Q?', options: [{ text: 'a' }, { text: 'b' }] }, reader.auth);
    expect(response).toFailWith(403, 'Access denied');
  });

  it.each([
    ['a missing question', { options: [{ text: 'a' }, { text: 'b' }] }, 'question', 'Question is required'],
    [
      'a blank question',
      { question: '   ', options: [{ text: 'a' }, { text: 'b' }] },
      'question',
      'Question is required',
    ],
    [
      'a blank option',
      { question: 'Q?', options: [{ text: 'a' }, { text: ' ' }] },
      'options',
      'Option text is required',
    ],
    [
      'an option without text',
      { question: 'Q?', options: [{ text: 'a' }, { votes: 0 }] },
      'options',
      'Option text is required',
    ],
    ['an option that is not an object', { question: 'Q?', options: ['a', 'b'] }, 'options', 'Option text is required'],
    ['one option', { question: 'Q?', options: [{ text: 'a' }] }, 'options', 'At least two options are required'],
    ['no options', { question: 'Q?', options: [] }, 'options', 'At least two options are required'],
    ['missing options', { question: 'Q?' }, 'options', 'At least two options are required'],
    [
      'eleven options',
      { question: 'Q?', options: Array.from({ length: 11 }, (_, i) => ({ text: `o${i}` })) },
      'options',
      'A poll can have at most 10 options',
    ],
    [
      'the same option twice',
      { question: 'Q?', options: [{ text: 'Yes' }, { text: 'yes' }] },
      'options',
      'Each option must be different',
    ],
    [
      'a question that is too long',
      { question: 'x'.repeat(301), options: [{ text: 'a' }, { text: 'b' }] },
      'question',
      'Question can be at most 300 characters',
    ],
  ])('rejects %s with 400 and stores nothing', async (_case, payload, field, message) => {
    const { auth } = await buildAdmin(t().ctx);
    const before = await pollCount();
    const response = await create(payload, auth);
    expect(response).toAnswer(400, { success: false, message, errors: { [field]: message } });
    expect(await pollCount()).toBe(before);
  });

  it('accepts exactly ten options', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const options = Array.from({ length: 10 }, (_, i) => ({ text: `Option ${i + 1}` }));
    const response = await create({ question: 'Pick one', options }, auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().poll.options).toHaveLength(10);
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/poll/create',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"question": "Q?",',
    });
    expect(response).toFailWith(400, 'The request body is not valid JSON');
  });
});

describeEachDialect('DELETE /api/v1/poll/delete/:id', (t) => {
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/poll/delete/${id}`, headers });

  it('needs an admin token: 401 without one, 403 for a reader, and the poll stays', async () => {
    const poll = await buildPoll(t().ctx);
    const anonymous = await remove(poll.id);
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const asReader = await remove(poll.id, reader.auth);
    expect(asReader).toFailWith(403, 'Access denied');
    expect(await t().db.selectFrom('polls').select('id').where('id', '=', poll.id).executeTakeFirst()).toBeDefined();
  });

  it('deletes the poll with its options and votes, and audits it', async () => {
    const { auth, admin } = await buildAdmin(t().ctx);
    const poll = await buildPoll(t().ctx);
    const vote = await t().app.inject({
      method: 'POST',
      url: '/api/v1/poll/vote',
      payload: { pollId: poll.id, optionIndex: 0 },
    });
    expect(vote.statusCode).toBe(200);

    const response = await remove(poll.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'Poll deleted successfully' });
    for (const table of ['poll_options', 'poll_votes'] as const) {
      expect(await t().db.selectFrom(table).select('poll_id').where('poll_id', '=', poll.id).execute()).toEqual([]);
    }
    expect(await t().db.selectFrom('polls').select('id').where('id', '=', poll.id).execute()).toEqual([]);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', poll.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'poll' })]);

    const listed = await t().app.inject({ method: 'GET', url: '/api/v1/poll/get' });
    expect(listed.json().polls.map((p: { _id: string }) => p._id)).not.toContain(poll.id);
  });

  it('answers 404 for an unknown poll and for one already deleted', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const unknown = await remove('0123456789abcdef01234567', auth);
    expect(unknown).toFailWith(404, 'Poll not found');
    const poll = await buildPoll(t().ctx);
    expect((await remove(poll.id, auth)).statusCode).toBe(200);
    expect((await remove(poll.id, auth)).json()).toEqual({ success: false, message: 'Poll not found' });
  });
});
