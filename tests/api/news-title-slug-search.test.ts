import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { up as indexSlugWords } from '../../src/server/db/migrations/2026_11_24_090000_index_slug_words_for_search';
import { describeEachDialect } from '../helpers/app';
import { buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('GET /api/v1/news/all?searchIn=titleOrSlug (All News search)', (t) => {
  const slugsFor = async (q: string, searchIn = 'titleOrSlug') => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/v1/news/all?page=1&limit=20&searchIn=${searchIn}&q=${encodeURIComponent(q)}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { news: { slug: string }[] }).news.map((news) => news.slug).sort();
  };

  it('finds an article by a title word or by its slug, in any letter case, but not by its body', async () => {
    await buildNews(t().ctx, {
      slug: 'modi-ne-kaha_varanasi',
      title: 'मोदी ने वाराणसी में कहा',
      description: '<p>Ocelot in the body only</p>',
    });
    await buildNews(t().ctx, { slug: 'ocelot-seen', title: 'Ocelot seen near Udaipur', description: '<p>Text</p>' });
    expect(await slugsFor('वाराणसी')).toEqual(['modi-ne-kaha_varanasi']);
    expect(await slugsFor('VARANASI')).toEqual(['modi-ne-kaha_varanasi']);
    expect(await slugsFor('modi-ne-kaha_varanasi')).toEqual(['modi-ne-kaha_varanasi']);
    expect(await slugsFor('modi-ne-ka')).toEqual(['modi-ne-kaha_varanasi']);
    expect(await slugsFor('ocelot')).toEqual(['ocelot-seen']);
    expect(await slugsFor('ocelot', 'all')).toEqual(['modi-ne-kaha_varanasi', 'ocelot-seen']);
  });

  it('follows a changed slug', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx, { slug: 'old-custom-url', title: 'Slug change' });
    const updated = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: news._id, slug: 'brand-new-url' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await slugsFor('old-custom')).toEqual([]);
    expect(await slugsFor('brand-new')).toEqual(['brand-new-url']);
  });

  it('refuses an unknown scope', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/news/all?q=x&searchIn=body' });
    expect(response.statusCode).toBe(400);
  });

  it('migration 2026_11_24_090000 adds the slug words to documents written before it', async () => {
    const news = await buildNews(t().ctx, { slug: 'before-the-migration', title: 'Pelican census' });
    if (t().dialect === 'postgres')
      await sql`update news_search set document = setweight(to_tsvector('simple', 'Pelican census'), 'A')
        where news_id = ${news._id}`.execute(t().db);
    else await sql`update news_search set title = 'Pelican census' where news_id = ${news._id}`.execute(t().db);
    expect(await slugsFor('migration')).toEqual([]);
    await indexSlugWords(t().db);
    expect(await slugsFor('before-the-migration')).toEqual(['before-the-migration']);
    expect(await slugsFor('pelican')).toEqual(['before-the-migration']);
  });
});
