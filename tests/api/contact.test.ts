import { decodeJwt, SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { issueCaptcha } from '../../src/server/modules/contact/captcha';
import type { ContactMessageRow } from '../../src/server/modules/contact/contact.repository';
import { CONTACT_NOT_FOUND, CONTACT_THROTTLED } from '../../src/server/modules/contact/contact.service';
import { CAPTCHA_EXPIRED, CAPTCHA_INCORRECT, CONTACT_SENT } from '../../src/shared/schemas/contact';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildContactMessage } from '../helpers/contact.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

let addressSequence = 0;
/** Each test sends from its own address, so the per-address limit of one test never bites another. */
const nextAddress = () => `10.20.${Math.floor(addressSequence / 250)}.${(addressSequence++ % 250) + 1}`;

async function solvedCaptcha(t: () => TestApp) {
  const { a, b, token } = (await t().app.inject({ method: 'GET', url: '/api/v1/contact/captcha' })).json();
  return { captchaAnswer: a + b, captchaToken: token as string };
}

const form = { name: 'सुनीता शर्मा', location: 'जयपुर', message: 'अच्छी खबरें, धन्यवाद।' };

let emailSequence = 0;
/** Sends the form from its own address and, unless the payload names one, its own email (both are limited). */
function send(t: () => TestApp, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  emailSequence += 1;
  return t().app.inject({
    method: 'POST',
    url: '/api/v1/contact/create',
    remoteAddress,
    payload: { email: `sender${emailSequence}@example.com`, ...payload },
  });
}

describeEachDialect('GET /api/v1/contact/captcha', (t) => {
  it('answers two operands from 1 to 10 and a token that does not carry their sum', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/contact/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({ success: true, a: expect.any(Number), b: expect.any(Number), token: expect.any(String) });
    const claims = decodeJwt(body.token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'h', 'iat', 'jti']);
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(Object.values(claims)).not.toContain(body.a + body.b);
    expect(Object.values(claims)).not.toContain(String(body.a + body.b));
  });

  it('draws every operand from 1 to 10', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const { a, b } = (await t().app.inject({ method: 'GET', url: '/api/v1/contact/captcha' })).json();
      seen.add(a).add(b);
    }
    for (const value of seen) expect(value >= 1 && value <= 10 && Number.isInteger(value)).toBe(true);
    expect(seen.size).toBeGreaterThan(3);
  });
});

describeEachDialect('POST /api/v1/contact/create', (t) => {
  it('stores the message and answers 201 with the contact', async () => {
    const response = await send(t, { ...form, email: ' Sunita@Example.com ', ...(await solvedCaptcha(t)) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: CONTACT_SENT,
      contact: {
        _id: ID,
        name: form.name,
        email: 'sunita@example.com',
        location: form.location,
        message: form.message,
        read: false,
        createdAt: ISO,
      },
    });
    const row = await t().db.selectFrom('contact_messages').selectAll().where('id', '=', body.contact._id).execute();
    expect(row).toEqual([
      {
        id: body.contact._id,
        name: form.name,
        email: 'sunita@example.com',
        location: form.location,
        message: form.message,
        read_at: null,
        created_at: body.contact.createdAt,
      },
    ]);
  });

  it('accepts the form as multipart too', async () => {
    const captcha = await solvedCaptcha(t);
    const { payload, headers } = await multipart({
      ...form,
      email: 'multipart@example.com',
      ...captcha,
      captchaAnswer: String(captcha.captchaAnswer),
    });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      remoteAddress: nextAddress(),
      payload,
      headers,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().contact.message).toBe(form.message);
  });

  it('keeps HTML in a message as the same literal text', async () => {
    const message = '<script>alert("x")</script>\n<b>bold</b> & <img src=x onerror=alert(1)>';
    const response = await send(t, { ...form, message, ...(await solvedCaptcha(t)) });
    expect(response.statusCode).toBe(201);
    expect(response.json().contact.message).toBe(message);
    const stored = await t()
      .db.selectFrom('contact_messages')
      .select('message')
      .where('id', '=', response.json().contact._id)
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe(message);
  });

  it('drops control characters, which PostgreSQL refuses, and keeps line breaks', async () => {
    const response = await send(t, {
      ...form,
      message: 'line one\u0000\r\n\tline two\u0007',
      ...(await solvedCaptcha(t)),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().contact.message).toBe('line one\r\n\tline two');
  });

  it('names every missing field with the form messages', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/v1/contact/create', payload: {} });
    expect(response).toAnswer(400, {
      success: false,
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        location: 'Location is required',
        message: 'Message is required',
        captchaAnswer: 'Please solve the captcha',
        captchaToken: 'Please solve the captcha',
      },
    });
    const blank = await send(t, {
      name: ' ',
      email: ' ',
      location: ' ',
      message: '\n',
      captchaAnswer: '',
      captchaToken: 'x',
    });
    expect(blank.json().errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      location: 'Location is required',
      message: 'Message is required',
      captchaAnswer: 'Please solve the captcha',
    });
  });

  it('rejects an invalid email address', async () => {
    const response = await send(t, { ...form, email: 'not-an-email', ...(await solvedCaptcha(t)) });
    expect(response).toAnswer(400, {
      success: false,
      message: 'Invalid email address',
      errors: { email: 'Invalid email address' },
    });
  });

  it('limits the message to 5000 characters and the other fields to their lengths', async () => {
    const tooLong = await send(t, { ...form, message: 'a'.repeat(5001), ...(await solvedCaptcha(t)) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ message: 'Message must be at most 5000 characters' });
    const longest = await send(t, { ...form, message: 'a'.repeat(5000), ...(await solvedCaptcha(t)) });
    expect(longest.statusCode).toBe(201);
    const fields = await send(t, {
      name: 'n'.repeat(101),
      email: `${'e'.repeat(195)}@x.com`,
      location: 'l'.repeat(101),
      message: 'hi',
      ...(await solvedCaptcha(t)),
    });
    expect(fields.json().errors).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Email must be at most 200 characters',
      location: 'Location must be at most 100 characters',
    });
  });

  it('answers Captcha is incorrect to a wrong answer, stores nothing and spends the challenge', async () => {
    const captcha = await solvedCaptcha(t);
    const wrong = await send(t, {
      ...form,
      message: 'wrong answer',
      ...captcha,
      captchaAnswer: captcha.captchaAnswer + 1,
    });
    expect(wrong).toAnswer(400, {
      success: false,
      message: CAPTCHA_INCORRECT,
      errors: { captchaAnswer: CAPTCHA_INCORRECT },
    });
    const stored = await t()
      .db.selectFrom('contact_messages')
      .select('id')
      .where('message', '=', 'wrong answer')
      .execute();
    expect(stored).toEqual([]);
    const retry = await send(t, { ...form, ...captcha });
    expect(retry.json()).toEqual({
      success: false,
      message: CAPTCHA_EXPIRED,
      errors: { captchaAnswer: CAPTCHA_EXPIRED },
    });
    const notANumber = await send(t, { ...form, ...(await solvedCaptcha(t)), captchaAnswer: 'eleven' });
    expect(notANumber.json().errors).toEqual({ captchaAnswer: CAPTCHA_INCORRECT });
  });

  it('refuses a challenge used before', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await send(t, { ...form, ...captcha })).statusCode).toBe(201);
    const again = await send(t, { ...form, ...captcha });
    expect(again).toAnswer(400, {
      success: false,
      message: CAPTCHA_EXPIRED,
      errors: { captchaAnswer: CAPTCHA_EXPIRED },
    });
  });

  it('refuses an expired challenge even with the right answer', async () => {
    const { a, b, token } = await issueCaptcha(t().ctx, new Date(Date.now() - 11 * 60 * 1000));
    const response = await send(t, { ...form, captchaAnswer: a + b, captchaToken: token });
    expect(response).toAnswer(400, {
      success: false,
      message: CAPTCHA_EXPIRED,
      errors: { captchaAnswer: CAPTCHA_EXPIRED },
    });
    const stillFresh = await issueCaptcha(t().ctx, new Date(Date.now() - 9 * 60 * 1000));
    const fresh = await send(t, {
      ...form,
      captchaAnswer: stillFresh.a + stillFresh.b,
      captchaToken: stillFresh.token,
    });
    expect(fresh.statusCode).toBe(201);
  });

  it('refuses forged, altered and foreign tokens', async () => {
    const { captchaToken: token } = await solvedCaptcha(t);
    const claims = decodeJwt(token);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('k'.repeat(64)));
    const [header, , signature] = token.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, h: 'x' })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    const { token: sessionToken } = await buildAdmin(t().ctx);
    for (const forged of [otherKey, altered, unsigned, sessionToken, 'not-a-token']) {
      for (let answer = 2; answer <= 3; answer += 1) {
        const response = await send(t, { ...form, captchaAnswer: answer, captchaToken: forged });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ captchaAnswer: CAPTCHA_INCORRECT });
      }
    }
  });

  it('purges the records of expired challenges when one is spent', async () => {
    await t()
      .db.insertInto('used_captchas')
      .values({ token_id: 'expired-one', expires_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    expect((await send(t, { ...form, ...(await solvedCaptcha(t)) })).statusCode).toBe(201);
    const left = await t()
      .db.selectFrom('used_captchas')
      .select('token_id')
      .where('token_id', '=', 'expired-one')
      .execute();
    expect(left).toEqual([]);
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    });
    expect(response).toFailWith(400, 'The request body is not valid JSON');
  });
});

describeEachDialect('feedback throttling', (t) => {
  it('allows five sends per address in ten minutes, then answers 429', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await send(t, { ...form, email: `a${i}@example.com`, ...(await solvedCaptcha(t)) }, address);
      expect(response.statusCode).toBe(201);
    }
    const blocked = await send(t, { ...form, email: 'a9@example.com', ...(await solvedCaptcha(t)) }, address);
    expect(blocked).toFailWith(429, CONTACT_THROTTLED);
    const elsewhere = await send(t, { ...form, email: 'a9@example.com', ...(await solvedCaptcha(t)) });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('allows five sends per email in ten minutes, whatever the address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send(t, { ...form, email: 'same@example.com', ...(await solvedCaptcha(t)) })).statusCode).toBe(201);
    }
    const blocked = await send(t, { ...form, email: 'SAME@example.com', ...(await solvedCaptcha(t)) });
    expect(blocked).toFailWith(429, CONTACT_THROTTLED);
  });
});

/** The JSON the API should show for a stored message. */
const presented = (row: ContactMessageRow, read: boolean) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  location: row.location,
  message: row.message,
  read,
  createdAt: row.created_at,
});

describeEachDialect('feedback in the back office', (t) => {
  it('lists messages newest first with pagination for any admin', async () => {
    const older = await buildContactMessage(t().ctx, { created_at: '2026-01-01T10:00:00.000Z' });
    const newer = await buildContactMessage(t().ctx, {
      created_at: '2026-01-02T10:00:00.000Z',
      read_at: '2026-01-03T10:00:00.000Z',
    });
    const { auth } = await buildAdmin(t().ctx);
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/contact/all', headers: auth });
    expect(response).toAnswer(200, {
      success: true,
      contacts: [presented(newer, true), presented(older, false)],
      pagination: { total: 2, page: 1, limit: 10, pages: 1 },
    });
    const second = await t().app.inject({ method: 'GET', url: '/api/v1/contact/all?page=2&limit=1', headers: auth });
    expect(second.json().contacts.map((c: { _id: string }) => c._id)).toEqual([older.id]);
    expect(second.json().pagination).toEqual({ total: 2, page: 2, limit: 1, pages: 2 });
    const bad = await t().app.inject({ method: 'GET', url: '/api/v1/contact/all?page=0', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the list from visitors and readers', async () => {
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/v1/contact/all' });
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const asReader = await t().app.inject({ method: 'GET', url: '/api/v1/contact/all', headers: reader.auth });
    expect(asReader).toFailWith(403, 'Access denied');
  });

  it('marks a message read once, records who did it, and answers 404 for an unknown id', async () => {
    const message = await buildContactMessage(t().ctx);
    const { auth, admin } = await buildAdmin(t().ctx);
    const url = `/api/v1/contact/read/${message.id}`;
    const response = await t().app.inject({ method: 'PUT', url, headers: auth });
    expect(response).toAnswer(200, {
      success: true,
      message: 'Message marked as read',
      contact: presented(message, true),
    });
    const first = await t()
      .db.selectFrom('contact_messages')
      .select('read_at')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(first.read_at).toEqual(ISO);
    const superAdmin = await buildSuperAdmin(t().ctx);
    expect((await t().app.inject({ method: 'PUT', url, headers: superAdmin.auth })).json().contact.read).toBe(true);
    const again = await t()
      .db.selectFrom('contact_messages')
      .select('read_at')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(again.read_at).toBe(first.read_at);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', message.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'update', entity: 'contact' })]);

    const unknown = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/contact/read/ffffffffffffffffffffffff',
      headers: auth,
    });
    expect(unknown).toFailWith(404, CONTACT_NOT_FOUND);
  });

  it('counts the unread messages for any admin, and one fewer once a message is marked read', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const unread = async () => {
      const response = await t().app.inject({ method: 'GET', url: '/api/v1/contact/unread', headers: auth });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['success', 'unread']);
      return response.json().unread as number;
    };
    const before = await unread();
    const message = await buildContactMessage(t().ctx);
    await buildContactMessage(t().ctx, { read_at: '2026-01-03T10:00:00.000Z' });
    expect(await unread()).toBe(before + 1);
    await t().app.inject({ method: 'PUT', url: `/api/v1/contact/read/${message.id}`, headers: auth });
    expect(await unread()).toBe(before);
    await t().app.inject({ method: 'PUT', url: `/api/v1/contact/read/${message.id}`, headers: auth });
    expect(await unread()).toBe(before);
  });

  it('keeps the unread count from visitors and readers', async () => {
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/v1/contact/unread' });
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const asReader = await t().app.inject({ method: 'GET', url: '/api/v1/contact/unread', headers: reader.auth });
    expect(asReader).toFailWith(403, 'Access denied');
  });

  it('lets neither visitors nor readers mark a message read', async () => {
    const message = await buildContactMessage(t().ctx);
    const url = `/api/v1/contact/read/${message.id}`;
    expect((await t().app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    const reader = await buildReader(t().ctx);
    const asReader = await t().app.inject({ method: 'PUT', url, headers: reader.auth });
    expect(asReader).toFailWith(403, 'Access denied');
    const row = await t()
      .db.selectFrom('contact_messages')
      .select('read_at')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });
});
