import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { buildReader } from '../helpers/factories';
import { codeMailParts, waitForOutboxMails } from '../helpers/mail';
import { buildNews } from '../helpers/news.factory';
import { describeReaderAuth, freshReader } from '../helpers/reader-auth';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

/**
 * The API answers in the language the request prefers (decision 269): Hindi for `Accept-Language`
 * ranking hi first, English, exactly as before, otherwise.
 */
describeReaderAuth('answers in the language the request asks for', (t) => {
  const inject = (options: InjectOptions) => t().app.inject(options);

  it("a comment's refusal, its field error and 'Comment posted', in Hindi or English", async () => {
    const news = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx);
    const post = (text: string, headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: '/api/v1/news/comment',
        headers: { ...reader.auth, ...headers },
        payload: { newsId: news._id, text },
      });

    const english = await post('x', {});
    expect(english).toFailWith(400, 'A comment must be 2 to 2000 characters', {
      text: 'A comment must be 2 to 2000 characters',
    });
    const hindi = await post('x', HINDI);
    expect(hindi).toFailWith(400, 'टिप्पणी 2 से 2000 अक्षरों की होनी चाहिए', {
      text: 'टिप्पणी 2 से 2000 अक्षरों की होनी चाहिए',
    });
    expect(hindi.headers.vary).toMatch(/accept-language/i);

    const posted = await post('पहली टिप्पणी', HINDI);
    expect(posted.statusCode).toBe(201);
    expect(posted.json().message).toBe('टिप्पणी पोस्ट हो गई');
    const tooSoon = await post('दूसरी टिप्पणी', HINDI);
    expect(tooSoon).toFailWith(429, 'दो टिप्पणियों के बीच 30 सेकंड रुकें');
    expect(await post('दूसरी टिप्पणी', { 'accept-language': 'en-GB,hi;q=0.5' })).toFailWith(
      429,
      'Please wait 30 seconds between comments',
    );
  });

  it("a refusal with an argument: a suspension's end, as an ISO time in English and a date in the site's zone in Hindi", async () => {
    const news = await buildNews(t().ctx);
    const until = '2099-03-04T10:30:00.000Z';
    const suspended = await buildReader(t().ctx, { status: 'suspended', suspendedUntil: until });
    const post = (headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: '/api/v1/news/comment',
        headers: { ...suspended.auth, ...headers },
        payload: { newsId: news._id, text: 'नमस्ते सबको' },
      });
    expect(await post({})).toFailWith(403, `You may not comment until ${until}`);
    expect(await post(HINDI)).toFailWith(403, 'आप 4 मार्च 2099, शाम 4:00 तक टिप्पणी नहीं कर सकते');
  });

  it('sign-up, sign-in and its wrong code with the tries left, in Hindi', async () => {
    const reader = freshReader();
    const register = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: HINDI,
      remoteAddress: reader.address,
      payload: { name: 'सुनीता', email: reader.email },
    });
    expect(register).toAnswer(200, { success: true, message: 'हमने आपके ईमेल पर साइन-इन कोड भेज दिया है।' });
    const { code } = codeMailParts((await waitForOutboxMails(t().ctx, reader.email))[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string, headers: Record<string, string> = HINDI) =>
      inject({
        method: 'POST',
        url: '/api/v1/auth/verifyotp',
        headers,
        remoteAddress: reader.address,
        payload: { email: reader.email, otp },
      });
    expect(await verify(wrong)).toFailWith(400, 'गलत कोड। 4 प्रयास बाकी हैं।');
    expect(await verify(wrong, {})).toFailWith(400, 'Wrong code. 3 tries left.');
    expect(await verify(wrong)).toFailWith(400, 'गलत कोड। 2 प्रयास बाकी हैं।');
    expect(await verify(wrong)).toFailWith(400, 'गलत कोड। 1 प्रयास बाकी है।');
    const signedIn = await verify(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().message).toBe('आप साइन इन हो गए हैं');

    const missing = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: HINDI,
      remoteAddress: freshReader().address,
      payload: { name: '', email: 'not-an-email' },
    });
    expect(missing).toFailWith(400, 'नाम लिखना ज़रूरी है', { name: 'नाम लिखना ज़रूरी है', email: 'सही ईमेल पता लिखें' });
    const english = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: freshReader().address,
      payload: { name: '', email: 'not-an-email' },
    });
    expect(english).toFailWith(400, 'Name is required', {
      name: 'Name is required',
      email: 'Enter a valid email address',
    });
  });

  it("the account's messages, and the generic 401 and 404 a reader can meet", async () => {
    const reader = await buildReader(t().ctx);
    const saved = await inject({
      method: 'PUT',
      url: '/api/v1/account',
      headers: { ...reader.auth, ...HINDI },
      payload: { name: 'रवि', location: '', replyMail: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('खाता सहेज लिया गया');
    expect(await inject({ method: 'GET', url: '/api/v1/account', headers: HINDI })).toFailWith(401, 'पहले साइन इन करें');
    expect(await inject({ method: 'GET', url: '/api/v1/account' })).toFailWith(401, 'Authentication required');
    expect(
      await inject({ method: 'GET', url: '/api/v1/account', headers: { ...HINDI, authorization: 'Bearer nonsense' } }),
    ).toFailWith(401, 'आपका साइन-इन अमान्य है या उसकी मियाद ख़त्म हो चुकी है। फिर से साइन इन करें।');
    expect(await inject({ method: 'GET', url: '/api/v1/nowhere', headers: HINDI })).toFailWith(
      404,
      'नहीं मिला: GET /api/v1/nowhere',
    );
    expect(await inject({ method: 'GET', url: '/api/v1/nowhere' })).toFailWith(404, 'Not found: GET /api/v1/nowhere');
    expect(await inject({ method: 'GET', url: '/api/v1/news/no-such-story', headers: HINDI })).toFailWith(
      404,
      'ख़बर नहीं मिली',
    );
  });

  it("the 'Your opinion' form's field errors and its thanks, and its rate limit's 429", async () => {
    const captcha = async () => {
      const { a, b, token } = (await inject({ method: 'GET', url: '/api/v1/contact/captcha' })).json();
      return { captchaAnswer: a + b, captchaToken: token as string };
    };
    const address = freshReader().address;
    const send = async (payload: object, headers: Record<string, string> = HINDI) =>
      inject({ method: 'POST', url: '/api/v1/contact/create', headers, remoteAddress: address, payload });
    const empty = await send({ name: '', email: '', location: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: 'नाम लिखना ज़रूरी है',
      email: 'ईमेल लिखना ज़रूरी है',
      location: 'स्थान लिखना ज़रूरी है',
      message: 'संदेश लिखना ज़रूरी है',
    });
    const letter = { name: 'राम', email: 'ram@example.com', location: 'जयपुर', message: 'अच्छी ख़बरें' };
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await send({ ...letter, email: `ram${sent}@example.com`, ...(await captcha()) });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().message).toBe('धन्यवाद! आपका संदेश भेज दिया गया है।');
    }
    expect(await send({ ...letter, ...(await captcha()) })).toFailWith(
      429,
      'बहुत ज़्यादा संदेश भेजे गए। दूसरा संदेश भेजने से पहले कुछ मिनट रुकें।',
    );
    expect(await send({ ...letter, ...(await captcha()) }, {})).toFailWith(
      429,
      'Too many messages sent. Please wait a few minutes before sending another.',
    );
  });
});
