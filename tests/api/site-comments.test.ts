import { expect, it } from 'vitest';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { commentAs, setCommentSettings } from '../helpers/comments.factory';
import { buildReader } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

/**
 * The page's text as a reader reads it: React's text separators gone, and the islands' props, which
 * carry every word the comments section may show (its words in the page's language).
 */
const html = (body: string) => body.replace(/<!-- -->/g, '').replace(/ props="[^"]*"/g, '');

function page(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** The article's NewsArticle JSON-LD. */
function newsArticleData(body: string): Record<string, unknown> {
  for (const [, json] of body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    if (data['@type'] === 'NewsArticle') return data;
  }
  throw new Error('No NewsArticle JSON-LD on the page');
}

describeEachDialect('Article page: the comments section', (t) => {
  it('renders the first page of threads with replies, names, likes, text kept plain with its line breaks, and the count in JSON-LD', async () => {
    const news = await buildNews(t().ctx, { language: 'English' });
    const sunita = await buildReader(t().ctx, { name: 'Sunita' });
    const ramesh = await buildReader(t().ctx, { name: 'Ramesh' });
    const first = await commentAs(t(), sunita, news._id, 'First line\nsee https://example.com <b>now</b>');
    await commentAs(t(), ramesh, news._id, 'A reply to Sunita', first._id);
    await commentAs(t(), ramesh, news._id, 'Another thread');

    const response = await page(t(), `/${news.slug}?sort=oldest`);
    expect(response.statusCode).toBe(200);
    const body = html(response.body);
    expect(body).toContain('3 comments</h2>');
    expect(body).toContain('First line\nsee https://example.com &lt;b&gt;now&lt;/b&gt;');
    expect(body).not.toContain('href="https://example.com"');
    // The reply sits inside its thread's list item, after its first comment.
    const thread = body.slice(body.indexOf(`id="comment-${first._id}"`));
    expect(thread.indexOf('A reply to Sunita')).toBeLessThan(thread.indexOf('Another thread'));
    expect(body).toContain('Sign in to comment');
    expect(body).toMatch(/href="\/signin"[^>]*>Sign in to comment</);
    expect(body).toContain(`href="/${news.slug}?sort=newest#comments"`);
    expect(body).toContain(`href="/${news.slug}#comments"`);
    expect(newsArticleData(response.body).commentCount).toBe(3);
  });

  it('words the section in the article’s language', async () => {
    const news = await buildNews(t().ctx, { language: 'Hindi' });
    const reader = await buildReader(t().ctx);
    await commentAs(t(), reader, news._id, 'पहली टिप्पणी');
    const body = html((await page(t(), `/${news.slug}`)).body);
    expect(body).toContain('1 टिप्पणी</h2>');
    expect(body).toContain('टिप्पणी करने के लिए साइन इन करें');
    expect(body).toContain('सबसे पसंदीदा');
    // The comment's time as the Hindi article writes its own, in the site's zone.
    expect(body).toMatch(/<time [^>]*>\d{1,2} \S+ \d{4}, \S+ \d{1,2}:\d{2}<\/time>/);
    await commentAs(t(), await buildReader(t().ctx), news._id, 'दूसरी टिप्पणी');
    expect(html((await page(t(), `/${news.slug}`)).body)).toContain('2 टिप्पणियाँ</h2>');
  });

  it('pages and sorts by links without script: ?page=2 shows the next threads, ?sort=oldest the first posted first', async () => {
    const news = await buildNews(t().ctx, { language: 'English' });
    const reader = await buildReader(t().ctx);
    for (let number = 1; number <= 11; number += 1) await commentAs(t(), reader, news._id, `Comment number ${number}`);

    const firstPage = html((await page(t(), `/${news.slug}?sort=oldest`)).body);
    expect(firstPage).toContain('Comment number 1<');
    expect(firstPage).not.toContain('Comment number 11<');
    expect(firstPage).toContain(`href="/${news.slug}?sort=oldest&amp;page=2#comments"`);
    expect(firstPage).toContain('More comments');

    const second = html((await page(t(), `/${news.slug}?sort=oldest&page=2`)).body);
    expect(second).toContain('Comment number 11<');
    expect(second).not.toContain('Comment number 1<');
    expect(second).toContain(`href="/${news.slug}?sort=oldest#comments"`);
    expect(second).not.toContain('More comments');
  });

  it('says comments are closed, with no box or sign-in, when the article takes none', async () => {
    const news = await buildNews(t().ctx, { language: 'English', commentsEnabled: false });
    const body = html((await page(t(), `/${news.slug}`)).body);
    expect(body).toContain('Comments are closed on this article.');
    expect(body).not.toContain('Sign in to comment');
  });

  it('says so too once the close-after days have passed', async () => {
    await setCommentSettings(t(), { closeAfterDays: 1 });
    const news = await buildNews(t().ctx, {
      language: 'English',
      publish: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const body = html((await page(t(), `/${news.slug}`)).body);
    expect(body).toContain('Comments are closed on this article.');
    await setCommentSettings(t(), { closeAfterDays: 0 });
  });
});

describeEachDialect("Article page: a reader's comment refreshes the kept page (decision 177)", (t) => {
  it('forgets the article’s kept pages (at its slug and its id, any comments view) and nothing else when a visible comment comes, changes or goes', async () => {
    const news = await buildNews(t().ctx, { language: 'English' });
    const other = await buildNews(t().ctx, { language: 'English' });
    const reader = await buildReader(t().ctx);
    const urls = [`/${news.slug}`, `/${news._id}`, `/${news.slug}?sort=newest`, `/${other.slug}`];
    const keep = async () => {
      for (const url of urls) await page(t(), url);
      for (const url of urls) expect((await page(t(), url)).headers['x-cache'], url).toBe('hit');
    };

    await keep();
    const comment = await commentAs(t(), reader, news._id, 'Fresh at once');
    for (const url of urls.slice(0, 3)) {
      const response = await page(t(), url);
      expect(response.headers['x-cache'], url).toBe('miss');
      expect(html(response.body)).toContain('Fresh at once');
    }
    expect((await page(t(), `/${other.slug}`)).headers['x-cache']).toBe('hit');

    const edit = await t().app.inject({
      method: 'PUT',
      url: `/api/v1/news/comment/${comment._id}`,
      headers: reader.auth,
      payload: { text: 'Changed at once' },
    });
    expect(edit.statusCode).toBe(200);
    expect(html((await page(t(), `/${news.slug}`)).body)).toContain('Changed at once');

    const removal = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/news/comment/${comment._id}`,
      headers: reader.auth,
    });
    expect(removal.statusCode).toBe(200);
    expect(html((await page(t(), `/${news.slug}`)).body)).not.toContain('Changed at once');
  });

  it('keeps the page when a comment is held (only its author sees it) or liked (decision 160)', async () => {
    const news = await buildNews(t().ctx, { language: 'English' });
    const author = await buildReader(t().ctx);
    const liker = await buildReader(t().ctx);
    const visible = await commentAs(t(), author, news._id, 'Seen by all');
    await setCommentSettings(t(), { moderation: 'all' });
    await page(t(), `/${news.slug}`);
    const held = await commentAs(t(), author, news._id, 'Held for a moderator');
    expect(held.status).toBe('pending');
    await t().app.inject({ method: 'POST', url: `/api/v1/news/comment/${visible._id}/like`, headers: liker.auth });
    const response = await page(t(), `/${news.slug}`);
    expect(response.headers['x-cache']).toBe('hit');
    expect(html(response.body)).not.toContain('Held for a moderator');
    await setCommentSettings(t(), { moderation: 'off' });
  });

  it('forgets the page when readers’ reports hide a comment', async () => {
    const news = await buildNews(t().ctx, { language: 'English' });
    const author = await buildReader(t().ctx);
    const comment = await commentAs(t(), author, news._id, 'Reported away');
    expect(html((await page(t(), `/${news.slug}`)).body)).toContain('Reported away');
    for (let count = 0; count < 3; count += 1) {
      const reporter = await buildReader(t().ctx);
      const report = await t().app.inject({
        method: 'POST',
        url: `/api/v1/news/comment/${comment._id}/report`,
        headers: reporter.auth,
        payload: { reason: 'spam' },
      });
      expect(report.statusCode).toBe(200);
    }
    expect(html((await page(t(), `/${news.slug}`)).body)).not.toContain('Reported away');
  });
});
