import { expect, it } from 'vitest';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { siteMessages } from '../../src/shared/messages/site';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

type Auth = { authorization: string };

const get = (t: () => TestApp, url: string) => t().app.inject({ method: 'GET', url, headers: { host: 'news.test' } });

async function post(t: () => TestApp, auth: Auth, newsId: string, body: object): Promise<string> {
  const response = await t().app.inject({
    method: 'POST',
    url: `/api/v1/liveblog/${newsId}/updates`,
    headers: auth,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().update._id;
}

/** The sidebar's cricket box of a page, as its HTML. */
async function cricketBox(t: () => TestApp, url: string): Promise<{ box: string; cache: unknown }> {
  const response = await get(t, url);
  expect(response.statusCode).toBe(200);
  const body = response.body.replace(/<!-- -->/g, '');
  const start = body.indexOf('<section aria-labelledby="cricket-score"');
  expect(start).toBeGreaterThan(-1);
  return { box: body.slice(start, body.indexOf('</section>', start)), cache: response.headers['x-cache'] };
}

describeEachDialect('the cricket score box (decision 264)', (t) => {
  it('says quietly that no match is live, or shows the settings’ widget, while no live blog has a score line', async () => {
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    await buildNews(t().ctx, { category, live: true, title: 'चुनाव लाइव' });
    const quiet = await cricketBox(t, `/${category.slug}`);
    expect(quiet.box).toContain(`>${siteMessages.cricketScore.hi}</h2>`);
    expect(quiet.box).toContain(siteMessages.cricketNoMatch.hi);

    await updateSettings(t().ctx, { cricketWidgetUrl: 'https://scores.example/widget' }, null);
    const widget = await cricketBox(t, `/${category.slug}`);
    expect(widget.box).toContain('<iframe src="https://scores.example/widget"');
  });

  it('shows the newest score line of the live match on listing and article pages, linked to its live blog, and follows every score change at once', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    await updateSettings(t().ctx, { cricketWidgetUrl: 'https://scores.example/widget' }, null);
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const match = await buildNews(t().ctx, { category, live: true, title: 'भारत बनाम इंग्लैंड लाइव' });
    const other = await buildNews(t().ctx, { category, language: 'English', title: 'Ground report' });
    await post(t, editor.auth, match._id, { body: 'टॉस', score: 'भारत 12/0 (2 ओवर)' });
    await post(t, editor.auth, match._id, { body: 'चौका', score: 'भारत 16/0 (2.1 ओवर)' });

    for (const url of [`/${category.slug}`, `/${other.slug}`, `/${match.slug}`]) {
      const { box } = await cricketBox(t, url);
      expect(box).toContain(`<a href="/${match.slug}"`);
      expect(box).toContain(
        '<span lang="hi" class="mt-1 block font-bold leading-snug group-hover:underline">भारत बनाम इंग्लैंड लाइव</span>',
      );
      expect(box).toContain('>भारत 16/0 (2.1 ओवर)</span>');
      expect(box).not.toContain('12/0');
      // While a match is on, its score stands in for the widget.
      expect(box).not.toContain('<iframe');
    }
    // The English article's page speaks English around the Hindi score.
    const english = await cricketBox(t, `/${other.slug}`);
    expect(english.box).toContain(`>${siteMessages.cricketScore.en}</h2>`);
    expect(english.box).toContain(siteMessages.cricketFollow.en);
    expect(english.cache).toBe('hit');

    // An update without a score line changes the live blog's page alone.
    await post(t, editor.auth, match._id, { body: 'शानदार फ़ील्डिंग' });
    expect((await cricketBox(t, `/${other.slug}`)).cache).toBe('hit');

    // A new score line reaches every kept page at once.
    const wicket = await post(t, editor.auth, match._id, { body: 'विकेट!', score: 'भारत 16/1 (2.2 ओवर)' });
    const fresh = await cricketBox(t, `/${other.slug}`);
    expect(fresh.cache).toBe('miss');
    expect(fresh.box).toContain('>भारत 16/1 (2.2 ओवर)</span>');

    // Deleting it brings the one before back.
    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/liveblog/${match._id}/updates/${wicket}`,
      headers: editor.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await cricketBox(t, `/${category.slug}`)).box).toContain('>भारत 16/0 (2.1 ओवर)</span>');

    // Over: the box goes back to the widget.
    const ended = await t().app.inject({
      method: 'PUT',
      url: `/api/v1/liveblog/${match._id}/coverage`,
      headers: editor.auth,
      payload: { ended: true },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await cricketBox(t, `/${category.slug}`);
    expect(after.box).toContain('<iframe src="https://scores.example/widget"');
    expect(after.box).not.toContain(match.slug);
  });

  it('never shows the score of a live blog readers cannot see', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    await updateSettings(t().ctx, { cricketWidgetUrl: '' }, null);
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const hidden = await buildNews(t().ctx, { category, live: true, title: 'छिपा मैच' });
    await post(t, editor.auth, hidden._id, { body: 'टॉस', score: 'भारत 1/0' });
    const toggled = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: editor.auth,
      payload: { newsId: hidden._id, activeStatus: false },
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    const { box } = await cricketBox(t, `/${category.slug}`);
    expect(box).toContain(siteMessages.cricketNoMatch.hi);
    expect(box).not.toContain('भारत 1/0');
  });
});
