import { createECDH, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { issueCaptcha } from '../../src/server/modules/contact/captcha';
import { NEW_PASSWORD } from './admins';
import { buildAd } from './ads.factory';
import type { TestApp } from './app';
import { buildBreakingNews } from './breaking.factory';
import { buildCategory, buildSubcategory } from './categories.factory';
import { buildComment } from './comments.factory';
import { buildContactMessage } from './contact.factory';
import { type AdminWithToken, buildAdmin, buildReader, TEST_PASSWORD } from './factories';
import { makeImage } from './images';
import { buildLiveStream } from './live.factory';
import { buildLiveUpdate } from './live-blog.factory';
import { codeMailParts, waitForOutboxMails } from './mail';
import type { FilePart } from './multipart';
import { buildNews, newsBody } from './news.factory';
import type { ContractRequest } from './openapi-contract';
import { buildPoll } from './polls.factory';
import { buildVideo } from './videos.factory';

/** A Hindi article linked to its English translation (docs/decisions/230). */
async function linkedPair(f: ContractFixture) {
  const english = await buildNews(f.t.ctx, { language: 'English' });
  const hindi = await buildNews(f.t.ctx, { language: 'Hindi', translation: english._id });
  return { hindi, english };
}

/** `translation` on an update: linked (JSON and form), refused for one language (400) and for a taken partner (409). */
async function translationCases(f: ContractFixture, hindiId: string): Promise<ContractCase[]> {
  const english = await buildNews(f.t.ctx, { language: 'English' });
  const taken = (await linkedPair(f)).english;
  const sameLanguage = await buildNews(f.t.ctx, { language: 'Hindi' });
  return [
    {
      name: 'linking a translation',
      request: { headers: f.auth, body: { json: { id: hindiId, translation: english._id } } },
      status: 200,
      observe: (response) => expect(response.json().news.translation._id).toBe(english._id),
    },
    {
      name: 'unlinking it in a form',
      request: { headers: f.auth, body: { form: { id: hindiId, translation: '' } } },
      status: 200,
      observe: (response) => expect(response.json().news.translation).toBeUndefined(),
    },
    {
      name: 'a translation in the same language',
      request: { headers: f.auth, body: { json: { id: hindiId, translation: sameLanguage._id } } },
      status: 400,
    },
    {
      name: 'a translation linked elsewhere',
      request: { headers: f.auth, body: { json: { id: hindiId, translation: taken._id } } },
      status: 409,
    },
  ];
}

export type ContractFixture = { t: TestApp; boss: AdminWithToken; auth: { authorization: string } };

/**
 * One call, the status it must get and, in `observe`, what else the answer must show. A case whose
 * request departs from the document on purpose (`undocumented`: a bad body, no token) proves the
 * answer to it is a documented error.
 */
export type ContractCase = {
  name: string;
  request: ContractRequest;
  status: number;
  undocumented?: true;
  observe?: (response: LightMyRequestResponse) => void;
};

const API = '/api/v1';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const MISSING_ID = '000000000000000000000000';

let sequence = 0;
const next = () => ++sequence;

async function png(field: string): Promise<FilePart> {
  return { field, filename: `photo-${next()}.png`, type: 'image/png', bytes: await makeImage('png') };
}

/** The ids of an article's kept revisions, newest first. */
async function revisionsOf(f: ContractFixture, newsId: string): Promise<string[]> {
  const rows = await f.t.db
    .selectFrom('news_revisions')
    .select('id')
    .where('news_id', '=', newsId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

async function solvedCaptcha(f: ContractFixture) {
  const { a, b, token } = await issueCaptcha(f.t.ctx);
  return { captchaAnswer: a + b, captchaToken: token };
}

/** A fresh address registered through the API, with the code and link key its mail carries. */
async function mailedCode(f: ContractFixture) {
  const email = `reader${next()}@example.com`;
  await f.t.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: { name: 'पाठक', email } });
  const [mail] = await waitForOutboxMails(f.t.ctx, email);
  if (!mail) throw new Error(`no code mailed to ${email}`);
  return { email, ...codeMailParts(mail) };
}

/** A live update's address: under its own article. */
const updateAddress = (update: { _id: string; newsId: string }) => ({ newsId: update.newsId, updateId: update._id });

function contactFields() {
  return { name: 'सुनीता शर्मा', email: `reader${next()}@example.com`, location: 'जयपुर', message: 'अच्छी खबरें' };
}

/**
 * Requests for every operation of the OpenAPI document, keyed as `METHOD path`, for
 * tests/api/openapi-contract.test.ts (docs/decisions/131): an operation without one fails that test.
 */
export const CONTRACT_CASES: Record<string, (f: ContractFixture) => Promise<ContractCase[]>> = {
  [`POST ${API}/auth/login`]: async (f) => [
    {
      name: 'signs in',
      request: { body: { json: { email: f.boss.admin.email, password: TEST_PASSWORD } } },
      status: 200,
    },
    {
      name: 'wrong password',
      request: { body: { json: { email: f.boss.admin.email, password: 'nope' } } },
      status: 401,
    },
  ],
  [`POST ${API}/auth/register`]: async () => [
    {
      name: 'a new reader',
      request: { body: { json: { name: 'पाठक', email: `reader${next()}@example.com` } } },
      status: 200,
    },
    {
      name: 'a disposable address',
      request: { body: { json: { name: 'पाठक', email: `reader${next()}@mailinator.com` } } },
      status: 400,
    },
  ],
  [`POST ${API}/auth/sentotp`]: async () => [
    { name: 'any address', request: { body: { json: { email: `reader${next()}@example.com` } } }, status: 200 },
  ],
  [`POST ${API}/auth/verifyotp`]: async (f) => {
    const { email, code } = await mailedCode(f);
    return [
      { name: 'the mailed code', request: { body: { json: { email, otp: code } } }, status: 200 },
      { name: 'a used code', request: { body: { json: { email, otp: code } } }, status: 400 },
    ];
  },
  [`POST ${API}/auth/verifylink`]: async (f) => {
    const { email, key } = await mailedCode(f);
    return [
      { name: 'the mailed key', request: { body: { json: { email, key } } }, status: 200 },
      { name: 'a used key', request: { body: { json: { email, key } } }, status: 400 },
    ];
  },
  [`GET ${API}/account`]: async (f) => [
    { name: 'the reader', request: { headers: (await buildReader(f.t.ctx)).auth }, status: 200 },
    { name: 'an admin', request: { headers: f.auth }, status: 403 },
  ],
  [`PUT ${API}/account`]: async (f) => {
    const reader = await buildReader(f.t.ctx);
    return [
      {
        name: 'new choices',
        request: { headers: reader.auth, body: { json: { name: 'पाठक', location: 'Kota', replyMail: false } } },
        status: 200,
      },
      {
        name: 'no name',
        request: { headers: reader.auth, body: { json: { name: '', location: '', replyMail: true } } },
        status: 400,
        undocumented: true,
      },
    ];
  },
  [`GET ${API}/account/export`]: async (f) => [
    {
      name: 'my data',
      request: { headers: (await buildReader(f.t.ctx)).auth },
      status: 200,
      observe: (response) => expect(response.headers['content-disposition']).toMatch(/^attachment;/),
    },
  ],
  [`DELETE ${API}/account`]: async (f) => {
    const reader = await buildReader(f.t.ctx);
    return [
      { name: 'no choice', request: { headers: reader.auth, body: { json: {} } }, status: 400, undocumented: true },
      { name: 'keep comments', request: { headers: reader.auth, body: { json: { comments: 'keep' } } }, status: 200 },
    ];
  },
  [`POST ${API}/auth/signout-everywhere`]: async (f) => [
    { name: 'the reader', request: { headers: (await buildReader(f.t.ctx)).auth }, status: 200 },
  ],
  [`GET ${API}/auth/me`]: async (f) => [
    { name: 'the admin', request: { headers: f.auth }, status: 200 },
    { name: 'no token', request: {}, status: 401, undocumented: true },
  ],
  [`POST ${API}/image/multi`]: async (f) => [
    {
      name: 'two files',
      request: { headers: f.auth, body: { form: { thumbnail: [await png('thumbnail'), await png('thumbnail')] } } },
      status: 200,
      observe: (response) => expect(response.json().images).toHaveLength(2),
    },
    { name: 'no file', request: { headers: f.auth, body: { form: {} } }, status: 400, undocumented: true },
  ],
  [`POST ${API}/news/create`]: async (f) => {
    const category = (await buildCategory(f.t.ctx)).id;
    const { tag, images, ...fields } = newsBody(category);
    return [
      { name: 'JSON', request: { headers: f.auth, body: { json: newsBody(category) } }, status: 201 },
      {
        name: 'a form of repeated parts: tags, an image reference and an image file',
        request: {
          headers: f.auth,
          body: {
            form: { ...fields, tag: ['cricket', 'India'], images: [...(images as object[]), await png('images')] },
          },
        },
        status: 201,
        observe: (response) => {
          expect(response.json().news.tag).toEqual(['cricket', 'India']);
          expect(response.json().news.images).toHaveLength(2);
        },
      },
      {
        name: 'a form with the lists as JSON text, as the original clients send them',
        request: {
          headers: f.auth,
          body: {
            form: { ...newsBody(category), tag: JSON.stringify(tag), images: JSON.stringify(images) },
          },
        },
        status: 201,
      },
      { name: 'nothing filled in', request: { headers: f.auth, body: { json: {} } }, status: 400, undocumented: true },
    ];
  },
  [`PUT ${API}/news/update`]: async (f) => {
    const news = await buildNews(f.t.ctx);
    return [
      { name: 'JSON', request: { headers: f.auth, body: { json: { id: news._id, title: 'New title' } } }, status: 200 },
      {
        name: 'a form with one tag part, a list of one',
        request: {
          headers: f.auth,
          body: { form: { id: news._id, tag: ['elections'], thumbnail: [await png('thumbnail')] } },
        },
        status: 200,
        observe: (response) => expect(response.json().news.tag).toEqual(['elections']),
      },
      { name: 'unknown article', request: { headers: f.auth, body: { json: { id: MISSING_ID } } }, status: 404 },
      ...(await translationCases(f, news._id)),
    ];
  },
  [`PUT ${API}/news/toggleActive`]: async (f) => {
    const news = await buildNews(f.t.ctx);
    return [
      {
        name: 'JSON',
        request: { headers: f.auth, body: { json: { newsId: news._id, activeStatus: false } } },
        status: 200,
      },
      {
        name: 'form',
        request: { headers: f.auth, body: { form: { newsId: news._id, activeStatus: 'true' } } },
        status: 200,
      },
    ];
  },
  [`DELETE ${API}/news/delete`]: async (f) => [
    {
      name: '?id= without a body',
      request: { headers: f.auth, query: { id: (await buildNews(f.t.ctx))._id } },
      status: 200,
    },
    {
      name: 'JSON body',
      request: { headers: f.auth, body: { json: { id: (await buildNews(f.t.ctx))._id } } },
      status: 200,
    },
    { name: 'unknown article', request: { headers: f.auth, query: { id: MISSING_ID } }, status: 404 },
  ],
  [`GET ${API}/news/all`]: async (f) => [
    { name: 'everything', request: {}, status: 200 },
    {
      name: 'a searched page',
      request: { query: { page: 1, limit: 5, q: 'India', searchIn: 'titleOrSlug' } },
      status: 200,
    },
    { name: 'admin', request: { headers: f.auth, query: { type: 'top-news', language: 'Hindi' } }, status: 200 },
    { name: 'limit 0', request: { query: { limit: 0 } }, status: 400, undocumented: true },
  ],
  [`GET ${API}/news/notifications`]: async (f) => [
    { name: 'a page', request: { query: { page: 1, limit: 10 } }, status: 200 },
    {
      name: 'a reader sees what is unread',
      request: { headers: (await buildReader(f.t.ctx)).auth },
      status: 200,
      observe: (response) => expect(response.json().unread).toEqual(expect.any(Array)),
    },
  ],
  [`POST ${API}/news/notifications/seen`]: async (f) => [
    { name: 'a reader', request: { headers: (await buildReader(f.t.ctx)).auth }, status: 200 },
  ],
  [`POST ${API}/news/like`]: async (f) => {
    const { _id } = await buildNews(f.t.ctx);
    const { auth } = await buildReader(f.t.ctx);
    return [
      { name: 'likes', request: { headers: auth, body: { json: { newsId: _id } } }, status: 200 },
      { name: 'unknown article', request: { headers: auth, body: { json: { newsId: MISSING_ID } } }, status: 404 },
    ];
  },
  [`POST ${API}/news/removelike`]: async (f) => [
    {
      name: 'takes it back',
      request: {
        headers: (await buildReader(f.t.ctx)).auth,
        body: { json: { newsId: (await buildNews(f.t.ctx))._id } },
      },
      status: 200,
    },
  ],
  [`GET ${API}/news/like/{newsId}`]: async (f) => [
    {
      name: 'the live state',
      request: { headers: (await buildReader(f.t.ctx)).auth, path: { newsId: (await buildNews(f.t.ctx))._id } },
      status: 200,
    },
  ],
  [`GET ${API}/push/key`]: async () => [{ name: 'the public key', request: {}, status: 200 }],
  [`POST ${API}/push/subscribe`]: async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    // The loopback's discard port: a push sent to it fails at once, nothing leaves the machine.
    const endpoint = `http://127.0.0.1:9/push/contract-${next()}`;
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    return [
      { name: 'subscribes', request: { body: { json: { endpoint, keys } } }, status: 200 },
      { name: 'not https', request: { body: { json: { endpoint: 'http://push.example.com/x', keys } } }, status: 400 },
    ];
  },
  [`POST ${API}/push/unsubscribe`]: async () => [
    { name: 'unsubscribes', request: { body: { json: { endpoint: 'http://127.0.0.1:9/push/gone' } } }, status: 200 },
  ],
  [`GET ${API}/news/push/{id}`]: async (f) => [
    { name: 'not pushed', request: { headers: f.auth, path: { id: (await buildNews(f.t.ctx))._id } }, status: 200 },
    { name: 'unknown article', request: { headers: f.auth, path: { id: MISSING_ID } }, status: 404 },
  ],
  [`GET ${API}/news/{idOrSlug}`]: async (f) => [
    { name: 'by slug', request: { path: { idOrSlug: (await buildNews(f.t.ctx)).slug } }, status: 200 },
    {
      name: 'with its translation',
      request: { path: { idOrSlug: (await linkedPair(f)).hindi.slug } },
      status: 200,
      observe: (response) => expect(response.json().news.translation.language).toBe('English'),
    },
    { name: 'unknown', request: { path: { idOrSlug: 'no-such-story' } }, status: 404 },
  ],
  [`GET ${API}/news/revisions/{id}`]: async (f) => [
    { name: 'revisions', request: { headers: f.auth, path: { id: (await buildNews(f.t.ctx))._id } }, status: 200 },
    { name: 'unknown article', request: { headers: f.auth, path: { id: MISSING_ID } }, status: 404 },
  ],
  [`GET ${API}/news/revisions/{id}/{revisionId}`]: async (f) => {
    const { _id: id } = await buildNews(f.t.ctx);
    const [revisionId = ''] = await revisionsOf(f, id);
    return [
      { name: 'revision', request: { headers: f.auth, path: { id, revisionId } }, status: 200 },
      { name: 'unknown revision', request: { headers: f.auth, path: { id, revisionId: MISSING_ID } }, status: 404 },
    ];
  },
  [`POST ${API}/news/revisions/{id}/{revisionId}/restore`]: async (f) => {
    const { _id: id } = await buildNews(f.t.ctx);
    const [revisionId = ''] = await revisionsOf(f, id);
    return [
      { name: 'without a body', request: { headers: f.auth, path: { id, revisionId } }, status: 200 },
      {
        name: 'from the current version',
        request: { headers: f.auth, path: { id, revisionId }, body: { json: { version: 2 } } },
        status: 200,
      },
      {
        name: 'from a stale version',
        request: { headers: f.auth, path: { id, revisionId }, body: { json: { version: 1 } } },
        status: 409,
      },
      {
        name: 'a version that is no number',
        request: { headers: f.auth, path: { id, revisionId }, body: { json: { version: 'latest' } } },
        status: 400,
        undocumented: true,
      },
      { name: 'unknown revision', request: { headers: f.auth, path: { id, revisionId: MISSING_ID } }, status: 404 },
    ];
  },
  [`GET ${API}/poll/get`]: async () => [{ name: 'polls', request: { query: { limit: 10 } }, status: 200 }],
  [`POST ${API}/poll/create`]: async (f) => {
    const options = [{ text: 'हाँ' }, { text: 'नहीं' }];
    return [
      { name: 'JSON', request: { headers: f.auth, body: { json: { question: 'सहमत?', options } } }, status: 201 },
      {
        name: 'form, one part per option',
        request: { headers: f.auth, body: { form: { question: 'सहमत?', options } } },
        status: 201,
      },
      {
        name: 'form, the options as JSON text',
        request: { headers: f.auth, body: { form: { question: 'सहमत?', options: JSON.stringify(options) } } },
        status: 201,
      },
    ];
  },
  [`DELETE ${API}/poll/delete/{id}`]: async (f) => [
    { name: 'a poll', request: { headers: f.auth, path: { id: (await buildPoll(f.t.ctx)).id } }, status: 200 },
    { name: 'unknown', request: { headers: f.auth, path: { id: MISSING_ID } }, status: 404 },
  ],
  [`POST ${API}/poll/vote`]: async (f) => [
    {
      name: 'a vote',
      request: { body: { json: { pollId: (await buildPoll(f.t.ctx)).id, optionIndex: 0 } } },
      status: 200,
    },
  ],
  [`GET ${API}/ads/getAll`]: async () => [
    { name: 'one position', request: { query: { type: 'top-add' } }, status: 200 },
  ],
  [`POST ${API}/ads/create`]: async (f) => [
    {
      name: 'form with the image file',
      request: {
        headers: f.auth,
        body: { form: { url: 'https://example.com/', type: 'top-add', image: await png('image') } },
      },
      status: 201,
    },
    {
      name: 'JSON naming an image',
      request: {
        headers: f.auth,
        body: { json: { url: 'https://example.com/', type: 'right-add', image: 'https://example.com/banner.png' } },
      },
      status: 201,
    },
  ],
  [`DELETE ${API}/ads/delete/{id}`]: async (f) => [
    { name: 'an ad', request: { headers: f.auth, path: { id: (await buildAd(f.t.ctx)).id } }, status: 200 },
  ],
  [`POST ${API}/category/create`]: async (f) => [
    { name: 'JSON', request: { headers: f.auth, body: { json: { name: `Sport ${next()}` } } }, status: 201 },
    {
      name: 'form with an image file',
      request: {
        headers: f.auth,
        body: { form: { name: `Travel ${next()}`, position: 3, image: await png('image') } },
      },
      status: 201,
    },
  ],
  [`POST ${API}/category/update`]: async (f) => [
    {
      name: 'form with an image file',
      request: {
        headers: f.auth,
        body: { form: { id: (await buildCategory(f.t.ctx)).id, image: await png('image') } },
      },
      status: 200,
    },
    {
      name: 'JSON',
      request: { headers: f.auth, body: { json: { id: (await buildCategory(f.t.ctx)).id, name: 'Renamed' } } },
      status: 200,
    },
  ],
  [`DELETE ${API}/category/delete/{id}`]: async (f) => [
    {
      name: 'an empty category',
      request: { headers: f.auth, path: { id: (await buildCategory(f.t.ctx)).id } },
      status: 200,
    },
  ],
  [`GET ${API}/category/all`]: async () => [{ name: 'all', request: {}, status: 200 }],
  [`GET ${API}/category/{id}`]: async (f) => [
    {
      name: 'a category',
      request: { path: { id: (await buildNews(f.t.ctx)).category?._id ?? '' }, query: { page: 1 } },
      status: 200,
    },
  ],
  [`POST ${API}/subcategory/create`]: async (f) => {
    const category = (await buildCategory(f.t.ctx)).id;
    return [
      { name: 'JSON', request: { headers: f.auth, body: { json: { name: 'Cricket', category } } }, status: 201 },
      { name: 'form', request: { headers: f.auth, body: { form: { name: 'Hockey', category } } }, status: 201 },
    ];
  },
  [`POST ${API}/subcategory/update`]: async (f) => [
    {
      name: 'form',
      request: {
        headers: f.auth,
        body: { form: { id: (await buildSubcategory(f.t.ctx)).id, description: 'Now this' } },
      },
      status: 200,
    },
  ],
  [`DELETE ${API}/subcategory/delete/{id}`]: async (f) => [
    {
      name: 'a subcategory',
      request: { headers: f.auth, path: { id: (await buildSubcategory(f.t.ctx)).id } },
      status: 200,
    },
  ],
  [`GET ${API}/subcategory/all`]: async () => [{ name: 'all', request: {}, status: 200 }],
  [`GET ${API}/subcategory/{id}`]: async (f) => [
    { name: 'a subcategory', request: { path: { id: (await buildSubcategory(f.t.ctx)).id } }, status: 200 },
  ],
  [`GET ${API}/breakingNews/getAll`]: async () => [{ name: 'all', request: {}, status: 200 }],
  [`POST ${API}/breakingNews/create`]: async (f) => [
    { name: 'JSON', request: { headers: f.auth, body: { json: { name: 'Floods in the north' } } }, status: 201 },
    { name: 'form', request: { headers: f.auth, body: { form: { name: 'Rains ease' } } }, status: 201 },
    { name: 'no name', request: { headers: f.auth, body: { json: {} } }, status: 400, undocumented: true },
  ],
  [`PUT ${API}/breakingNews/update/{id}`]: async (f) => [
    {
      name: 'deactivate',
      request: {
        headers: f.auth,
        path: { id: (await buildBreakingNews(f.t.ctx)).id },
        body: { json: { active: false } },
      },
      status: 200,
    },
  ],
  [`DELETE ${API}/breakingNews/delete/{id}`]: async (f) => [
    { name: 'a line', request: { headers: f.auth, path: { id: (await buildBreakingNews(f.t.ctx)).id } }, status: 200 },
    { name: 'unknown', request: { headers: f.auth, path: { id: MISSING_ID } }, status: 404 },
  ],
  [`GET ${API}/live/getAll`]: async () => [{ name: 'all', request: {}, status: 200 }],
  [`POST ${API}/live/create`]: async (f) => [
    {
      name: 'JSON',
      request: { headers: f.auth, body: { json: { name: 'Assembly', url: YOUTUBE, active: true } } },
      status: 201,
    },
    {
      name: 'form',
      request: { headers: f.auth, body: { form: { name: 'Match', url: YOUTUBE, active: 'false' } } },
      status: 201,
    },
  ],
  [`PUT ${API}/live/livestream/{id}`]: async (f) => [
    {
      name: 'rename',
      request: {
        headers: f.auth,
        path: { id: (await buildLiveStream(f.t.ctx)).id },
        body: { json: { name: 'Renamed', url: YOUTUBE } },
      },
      status: 200,
    },
  ],
  [`PUT ${API}/live/update/{id}`]: async (f) => [
    {
      name: 'deactivate',
      request: {
        headers: f.auth,
        path: { id: (await buildLiveStream(f.t.ctx)).id },
        body: { json: { active: false } },
      },
      status: 200,
    },
  ],
  [`DELETE ${API}/live/delete/{id}`]: async (f) => [
    { name: 'a stream', request: { headers: f.auth, path: { id: (await buildLiveStream(f.t.ctx)).id } }, status: 200 },
  ],
  [`GET ${API}/liveblog/{newsId}/updates`]: async (f) => {
    const update = await buildLiveUpdate(f.t.ctx);
    return [
      { name: 'from the start', request: { path: { newsId: update.newsId } }, status: 200 },
      { name: 'after a cursor', request: { path: { newsId: update.newsId }, query: { after: '1' } }, status: 200 },
      { name: 'unknown', request: { path: { newsId: MISSING_ID } }, status: 404 },
    ];
  },
  [`POST ${API}/liveblog/{newsId}/updates`]: async (f) => {
    const news = await buildNews(f.t.ctx, { live: true });
    return [
      {
        name: 'an update',
        request: {
          headers: f.auth,
          path: { newsId: news._id },
          body: { json: { body: 'Four!', score: 'IND 4/0', keyEvent: true } },
        },
        status: 201,
      },
    ];
  },
  [`PUT ${API}/liveblog/{newsId}/updates/{updateId}`]: async (f) => [
    {
      name: 'an edit',
      request: {
        headers: f.auth,
        path: updateAddress(await buildLiveUpdate(f.t.ctx)),
        body: { json: { body: 'Six!' } },
      },
      status: 200,
    },
  ],
  [`PUT ${API}/liveblog/{newsId}/updates/{updateId}/pin`]: async (f) => [
    {
      name: 'pin',
      request: {
        headers: f.auth,
        path: updateAddress(await buildLiveUpdate(f.t.ctx)),
        body: { json: { pinned: true } },
      },
      status: 200,
    },
  ],
  [`DELETE ${API}/liveblog/{newsId}/updates/{updateId}`]: async (f) => [
    {
      name: 'an update',
      request: { headers: f.auth, path: updateAddress(await buildLiveUpdate(f.t.ctx)) },
      status: 200,
    },
  ],
  [`PUT ${API}/liveblog/{newsId}/coverage`]: async (f) => [
    {
      name: 'end',
      request: {
        headers: f.auth,
        path: { newsId: (await buildLiveUpdate(f.t.ctx)).newsId },
        body: { json: { ended: true } },
      },
      status: 200,
    },
  ],
  [`GET ${API}/yt/getAll`]: async () => [{ name: 'all', request: { query: { limit: 5 } }, status: 200 }],
  [`POST ${API}/yt/create`]: async (f) => [
    {
      name: 'JSON',
      request: { headers: f.auth, body: { json: { url: 'https://youtu.be/dQw4w9WgXcQ', type: 'short' } } },
      status: 201,
    },
    { name: 'form', request: { headers: f.auth, body: { form: { url: YOUTUBE, type: 'middle-yt' } } }, status: 201 },
  ],
  [`DELETE ${API}/yt/delete/{id}`]: async (f) => [
    { name: 'a video', request: { headers: f.auth, path: { id: (await buildVideo(f.t.ctx)).id } }, status: 200 },
  ],
  [`GET ${API}/admin`]: async (f) => [
    { name: 'SuperAdmin', request: { headers: f.auth }, status: 200 },
    { name: 'an Admin', request: { headers: (await buildAdmin(f.t.ctx)).auth }, status: 403 },
  ],
  [`POST ${API}/admin/add`]: async (f) => [
    {
      name: 'an Admin',
      request: {
        headers: f.auth,
        body: { json: { name: 'Asha', email: `asha${next()}@example.com`, password: NEW_PASSWORD } },
      },
      status: 201,
    },
  ],
  [`PUT ${API}/admin/update/{id}`]: async (f) => [
    {
      name: 'permissions',
      request: {
        headers: f.auth,
        path: { id: (await buildAdmin(f.t.ctx)).admin.id },
        body: { json: { permissions: { canAdd: true } } },
      },
      status: 200,
    },
  ],
  [`DELETE ${API}/admin/delete/{id}`]: async (f) => [
    { name: 'an Admin', request: { headers: f.auth, path: { id: (await buildAdmin(f.t.ctx)).admin.id } }, status: 200 },
  ],
  [`GET ${API}/users`]: async (f) => {
    await buildReader(f.t.ctx);
    return [{ name: 'a page', request: { headers: f.auth, query: { page: 1, limit: 10 } }, status: 200 }];
  },
  [`GET ${API}/dashboard`]: async (f) => [{ name: 'figures', request: { headers: f.auth }, status: 200 }],
  [`POST ${API}/visit`]: async () => [{ name: 'a visit', request: {}, status: 200 }],
  [`GET ${API}/visit/daily`]: async (f) => [
    { name: 'a week', request: { headers: f.auth, query: { days: 7 } }, status: 200 },
  ],
  [`POST ${API}/news/read/{newsId}`]: async (f) => [
    { name: 'a read', request: { path: { newsId: (await buildNews(f.t.ctx))._id } }, status: 200 },
    { name: 'not an id', request: { path: { newsId: 'story' } }, status: 400, undocumented: true },
  ],
  [`GET ${API}/dashboard/most-read`]: async (f) => {
    const news = await buildNews(f.t.ctx);
    await f.t.ctx.db
      .insertInto('news_reads')
      .values({ news_id: news._id, hour: new Date().toISOString().slice(0, 13), count: 3 })
      .execute();
    return [{ name: 'the top 10', request: { headers: f.auth }, status: 200 }];
  },
  [`GET ${API}/contact/captcha`]: async () => [{ name: 'a question', request: {}, status: 200 }],
  [`POST ${API}/contact/create`]: async (f) => [
    { name: 'JSON', request: { body: { json: { ...contactFields(), ...(await solvedCaptcha(f)) } } }, status: 201 },
    { name: 'form', request: { body: { form: { ...contactFields(), ...(await solvedCaptcha(f)) } } }, status: 201 },
  ],
  [`GET ${API}/contact/all`]: async (f) => [
    { name: 'a page', request: { headers: f.auth, query: { page: 1 } }, status: 200 },
  ],
  [`GET ${API}/contact/unread`]: async (f) => [{ name: 'the count', request: { headers: f.auth }, status: 200 }],
  [`PUT ${API}/contact/read/{id}`]: async (f) => [
    {
      name: 'a message',
      request: { headers: f.auth, path: { id: (await buildContactMessage(f.t.ctx)).id } },
      status: 200,
    },
  ],
  [`GET ${API}/settings`]: async () => [{ name: 'the settings', request: {}, status: 200 }],
  [`PUT ${API}/settings`]: async (f) => [
    { name: 'site name', request: { headers: f.auth, body: { json: { siteName: 'Morning Desk' } } }, status: 200 },
    { name: 'no token', request: { body: { json: { siteName: 'X' } } }, status: 401, undocumented: true },
  ],
  [`GET ${API}/audit`]: async (f) => [
    { name: 'a page', request: { headers: f.auth, query: { page: 1, limit: 20 } }, status: 200 },
  ],
  [`GET ${API}/news/comments/{newsId}`]: async (f) => {
    const news = await buildNews(f.t.ctx);
    const reader = await buildReader(f.t.ctx);
    const thread = await buildComment(f.t.ctx, { newsId: news._id, readerId: reader.id });
    await buildComment(f.t.ctx, { newsId: news._id, readerId: reader.id, parentId: thread.id });
    return [
      { name: 'anonymous', request: { path: { newsId: news._id }, query: { sort: 'newest' } }, status: 200 },
      { name: 'as the reader', request: { headers: reader.auth, path: { newsId: news._id } }, status: 200 },
      { name: 'unknown article', request: { path: { newsId: MISSING_ID } }, status: 404 },
    ];
  },
  [`GET ${API}/account/comments`]: async (f) => {
    const reader = await buildReader(f.t.ctx);
    await buildComment(f.t.ctx, { newsId: (await buildNews(f.t.ctx))._id, readerId: reader.id });
    return [
      { name: 'my comments', request: { headers: reader.auth, query: { page: 1, limit: 5 } }, status: 200 },
      {
        name: 'a limit too large',
        request: { headers: reader.auth, query: { limit: 1000 } },
        status: 400,
        undocumented: true,
      },
      { name: 'an admin', request: { headers: f.auth }, status: 403 },
    ];
  },
  [`POST ${API}/news/comment`]: async (f) => {
    const news = await buildNews(f.t.ctx);
    const reader = await buildReader(f.t.ctx);
    return [
      {
        name: 'a comment',
        request: { headers: reader.auth, body: { json: { newsId: news._id, text: 'Well said' } } },
        status: 201,
      },
      {
        name: 'too short',
        request: { headers: (await buildReader(f.t.ctx)).auth, body: { json: { newsId: news._id, text: 'x' } } },
        status: 400,
        undocumented: true,
      },
    ];
  },
  [`PUT ${API}/news/comment/{id}`]: async (f) => {
    const reader = await buildReader(f.t.ctx);
    const comment = await buildComment(f.t.ctx, { newsId: (await buildNews(f.t.ctx))._id, readerId: reader.id });
    return [
      {
        name: 'own comment',
        request: { headers: reader.auth, path: { id: comment.id }, body: { json: { text: 'Edited' } } },
        status: 200,
      },
    ];
  },
  [`DELETE ${API}/news/comment/{id}`]: async (f) => {
    const reader = await buildReader(f.t.ctx);
    const comment = await buildComment(f.t.ctx, { newsId: (await buildNews(f.t.ctx))._id, readerId: reader.id });
    return [{ name: 'own comment', request: { headers: reader.auth, path: { id: comment.id } }, status: 200 }];
  },
  [`POST ${API}/news/comment/{id}/like`]: async (f) => {
    const comment = await buildComment(f.t.ctx, {
      newsId: (await buildNews(f.t.ctx))._id,
      readerId: (await buildReader(f.t.ctx)).id,
    });
    return [
      {
        name: 'a like',
        request: { headers: (await buildReader(f.t.ctx)).auth, path: { id: comment.id } },
        status: 200,
      },
    ];
  },
  [`DELETE ${API}/news/comment/{id}/like`]: async (f) => {
    const comment = await buildComment(f.t.ctx, {
      newsId: (await buildNews(f.t.ctx))._id,
      readerId: (await buildReader(f.t.ctx)).id,
    });
    return [
      {
        name: 'no like given',
        request: { headers: (await buildReader(f.t.ctx)).auth, path: { id: comment.id } },
        status: 200,
      },
    ];
  },
  [`POST ${API}/news/comment/{id}/report`]: async (f) => {
    const comment = await buildComment(f.t.ctx, {
      newsId: (await buildNews(f.t.ctx))._id,
      readerId: (await buildReader(f.t.ctx)).id,
    });
    return [
      {
        name: 'a report',
        request: {
          headers: (await buildReader(f.t.ctx)).auth,
          path: { id: comment.id },
          body: { json: { reason: 'spam' } },
        },
        status: 200,
      },
    ];
  },
  [`POST ${API}/account/reply-mail/off`]: async () => [
    { name: 'a forged token', request: { query: { token: 'someone.forged' } }, status: 400 },
  ],
  [`GET ${API}/comments/moderation`]: async (f) => [
    { name: 'the reported queue', request: { headers: f.auth, query: { queue: 'reported', page: 1 } }, status: 200 },
  ],
  ...Object.fromEntries(
    (['approve', 'hide', 'delete'] as const).flatMap((action) => [
      [
        `POST ${API}/comments/moderation/${action}`,
        async (f: ContractFixture): Promise<ContractCase[]> => {
          const comment = await buildComment(f.t.ctx, {
            newsId: (await buildNews(f.t.ctx))._id,
            readerId: (await buildReader(f.t.ctx)).id,
            status: 'pending',
          });
          return [{ name: 'bulk', request: { headers: f.auth, body: { json: { ids: [comment.id] } } }, status: 200 }];
        },
      ],
      [
        `POST ${API}/comments/moderation/{id}/${action}`,
        async (f: ContractFixture): Promise<ContractCase[]> => {
          const comment = await buildComment(f.t.ctx, {
            newsId: (await buildNews(f.t.ctx))._id,
            readerId: (await buildReader(f.t.ctx)).id,
            status: 'pending',
          });
          return [
            { name: 'one', request: { headers: f.auth, path: { id: comment.id } }, status: 200 },
            { name: 'missing', request: { headers: f.auth, path: { id: MISSING_ID } }, status: 404 },
          ];
        },
      ],
    ]),
  ),
  [`POST ${API}/comments/readers/{id}/restrict`]: async (f) => [
    {
      name: 'a suspension',
      request: {
        headers: f.auth,
        path: { id: (await buildReader(f.t.ctx)).id },
        body: { json: { days: 2, hideComments: true } },
      },
      status: 200,
    },
    {
      name: 'a ban',
      request: { headers: f.auth, path: { id: (await buildReader(f.t.ctx)).id }, body: { json: {} } },
      status: 200,
    },
  ],
  [`DELETE ${API}/comments/readers/{id}/restrict`]: async (f) => [
    {
      name: 'lift',
      request: { headers: f.auth, path: { id: (await buildReader(f.t.ctx, { status: 'banned' })).id } },
      status: 200,
    },
  ],
};
