import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { rebuildLatinSearchKeys } from '../../src/server/modules/news/news.search-backfill';
import { describeEachDialect } from '../helpers/app';
import { buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('GET /api/v1/news/all?q= with Hindi typed in Latin letters', (t) => {
  const slugsFor = async (q: string, extra = '', headers: Record<string, string> = {}) => {
    const response = await t().app.inject({ url: `/api/v1/news/all?q=${encodeURIComponent(q)}${extra}`, headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { news: { slug: string }[] }).news.map((news) => news.slug).sort();
  };

  it('finds a Devanagari title, body or tag by the word typed in Latin letters, in its usual spellings', async () => {
    await buildNews(t().ctx, { slug: 'rain-alert', title: 'उत्तर भारत में बेमौसम बारिश का अलर्ट' });
    await buildNews(t().ctx, {
      slug: 'poll-news',
      title: 'Latin-free headline',
      description: '<p>राज्य में <b>चुनाव</b> की तारीख़ें घोषित।</p>',
    });
    await buildNews(t().ctx, { slug: 'market-news', tag: ['सेंसेक्स'] });
    for (const q of ['barish', 'baarish', 'BARISH', 'baarisha']) expect(await slugsFor(q), q).toEqual(['rain-alert']);
    for (const q of ['chunav', 'chunaav', 'chunao']) expect(await slugsFor(q), q).toEqual(['poll-news']);
    expect(await slugsFor('sensex')).toEqual(['market-news']);
    expect(await slugsFor('barish alert')).toEqual(['rain-alert']);
    expect(await slugsFor('barish chunav')).toEqual([]);
  });

  it('finds names by their other spellings, both ways between Latin and Devanagari articles', async () => {
    await buildNews(t().ctx, { slug: 'dilli-metro', title: 'दिल्ली मेट्रो के दो नए कॉरिडोर' });
    await buildNews(t().ctx, { slug: 'delhi-smog', title: 'Smog returns to Delhi', language: 'English' });
    await buildNews(t().ctx, { slug: 'tax-cut', title: 'जीएसटी काउंसिल का फ़ैसला' });
    expect(await slugsFor('dilli')).toEqual(['delhi-smog', 'dilli-metro']);
    expect(await slugsFor('delhi')).toEqual(['delhi-smog', 'dilli-metro']);
    expect(await slugsFor('GST')).toEqual(['tax-cut']);
  });

  it('matches a short Latin word against whole keys only, a longer one as the start of a word', async () => {
    await buildNews(t().ctx, { slug: 'world-word', title: 'विश्वविद्यालय की परीक्षा' });
    expect(await slugsFor('vis')).toEqual([]);
    expect(await slugsFor('vishw')).toEqual(['world-word']);
    expect(await slugsFor('parik')).toEqual(['world-word']);
  });

  it('answers Devanagari and English queries as before: they never match the Latin keys', async () => {
    await buildNews(t().ctx, { slug: 'hindi-kal', title: 'कल का मौसम साफ़ रहेगा' });
    await buildNews(t().ctx, { slug: 'english-kalmar', title: 'Kalmar wins the regatta', language: 'English' });
    expect(await slugsFor('मौसम')).toEqual(['hindi-kal']);
    expect(await slugsFor('कल')).toEqual(['hindi-kal']);
    // 'mosm' is the key of मौसम: the text 'mos' is a prefix of it, but text is looked up in text only.
    expect(await slugsFor('mos')).toEqual([]);
    expect(await slugsFor('kalmar')).toEqual(['english-kalmar']);
    expect(await slugsFor('regatta')).toEqual(['english-kalmar']);
    expect(await slugsFor('Kalmar regatta')).toEqual(['english-kalmar']);
  });

  it("searches Latin keys of the title alone in the back office's title-or-slug search", async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    await buildNews(t().ctx, {
      slug: 'kisan-title',
      title: 'किसान सम्मान निधि की नई किस्त',
      description: '<p>खेती का मौसम</p>',
    });
    expect(await slugsFor('kisan', '&searchIn=titleOrSlug', auth)).toEqual(['kisan-title']);
    expect(await slugsFor('kheti', '&searchIn=titleOrSlug', auth)).toEqual([]);
    expect(await slugsFor('kheti', '', auth)).toEqual(['kisan-title']);
  });

  it('keeps the keys in step with an edit', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx, { slug: 'will-rename', title: 'जोधपुर में सोलर पार्क' });
    expect(await slugsFor('jodhpur')).toEqual(['will-rename']);
    const updated = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: news._id, title: 'जैसलमेर में सोलर पार्क' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await slugsFor('jodhpur')).toEqual([]);
    expect(await slugsFor('jaisalmer')).toEqual(['will-rename']);
  });

  it('rebuilds the keys of articles stored before them, once', async () => {
    await buildNews(t().ctx, { slug: 'old-archive', title: 'अयोध्या राम मंदिर में दर्शन' });
    // An archive from before the keys: search rows without them, and no version recorded.
    if (t().dialect === 'postgres')
      await sql`update news_search set document = ts_filter(document, '{a,b}')`.execute(t().db);
    else await sql`update news_search set title_keys = '', body_keys = ''`.execute(t().db);
    await t().db.deleteFrom('derived_data_versions').execute();
    expect(await slugsFor('ayodhya')).toEqual([]);
    expect(await slugsFor('अयोध्या')).toEqual(['old-archive']);

    const { count } = await t()
      .db.selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(await rebuildLatinSearchKeys(t().db)).toBe(Number(count));
    // The rebuild runs at start, before an app keeps any search's matches; this app kept some meanwhile.
    await t().ctx.caches.release();
    expect(await slugsFor('ayodhya')).toEqual(['old-archive']);
    expect(await slugsFor('ram mandir')).toEqual(['old-archive']);
    expect(await slugsFor('barish')).toEqual(['rain-alert']);
    expect(await rebuildLatinSearchKeys(t().db)).toBe(0);
  });
});
