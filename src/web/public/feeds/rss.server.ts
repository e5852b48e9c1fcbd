import type { AppContext } from '../../../server/context';
import { findCategory } from '../../../server/modules/categories/categories.service';
import { listPublishedBlocks } from '../../../server/modules/news/news.published';
import { SHARE_IMAGE_WIDTH } from '../../../shared/constants';
import { imageUpTo } from '../../../shared/image-variants';
import type { News } from '../../../shared/schemas/news';
import { stripHtml, truncateWords } from '../../../shared/text';
import { categoryFeedPath, categoryPath } from '../../../shared/urls';
import { absoluteUrl } from '../head.server';
import { escapeXml, rfc822Date, XML_DECLARATION } from './xml';

/** The newest articles a feed carries: a day's news for most feed readers and aggregators. */
export const RSS_ITEMS = 30;
const RSS_DESCRIPTION_WORDS = 40;

type Channel = { title: string; link: string; description: string; self: string };

function item(origin: string, news: News): string {
  const link = `${origin}/${news.slug}`;
  const description = news.subtitle || truncateWords(stripHtml(news.description), RSS_DESCRIPTION_WORDS);
  const image = news.images[0] && imageUpTo(news.images[0], SHARE_IMAGE_WIDTH);
  const size = image?.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  return [
    '<item>',
    `<title>${escapeXml(news.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    // The id address never changes, though an editor may change the slug: a reader never sees the item twice.
    `<guid isPermaLink="true">${escapeXml(`${origin}/${news._id}`)}</guid>`,
    `<pubDate>${rfc822Date(news.publish)}</pubDate>`,
    `<description>${escapeXml(description)}</description>`,
    news.category ? `<category>${escapeXml(news.category.name)}</category>` : '',
    image
      ? `<media:content url="${escapeXml(absoluteUrl(origin, image.url))}" medium="image" type="image/webp"${size}/>`
      : '',
    '</item>',
  ].join('');
}

function rss(origin: string, channel: Channel, news: News[]): string {
  const newest = news[0]?.publish;
  return (
    `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><channel>` +
    `<title>${escapeXml(channel.title)}</title>` +
    `<link>${escapeXml(channel.link)}</link>` +
    `<description>${escapeXml(channel.description)}</description>` +
    '<language>hi</language>' +
    (newest ? `<lastBuildDate>${rfc822Date(newest)}</lastBuildDate>` : '') +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    news.map((entry) => item(origin, entry)).join('') +
    '</channel></rss>\n'
  );
}

/** `/rss.xml`: the site's newest articles. */
export async function siteFeed(ctx: AppContext, origin: string, siteName: string): Promise<string> {
  const [news = []] = await listPublishedBlocks(ctx, [{ limit: RSS_ITEMS }]);
  return rss(origin, { title: siteName, link: `${origin}/`, description: siteName, self: `${origin}/rss.xml` }, news);
}

/** `/{category}/rss.xml`: the newest articles of the category with this id; an unknown category is a 404 (AppError). */
export async function categoryFeed(ctx: AppContext, origin: string, siteName: string, id: string): Promise<string> {
  const [category, [news = []]] = await Promise.all([
    findCategory(ctx, id),
    listPublishedBlocks(ctx, [{ categoryId: id, limit: RSS_ITEMS }]),
  ]);
  return rss(
    origin,
    {
      title: `${category.name} – ${siteName}`,
      link: `${origin}${categoryPath(category)}`,
      description: category.description || category.name,
      self: `${origin}${categoryFeedPath(category)}`,
    },
    news,
  );
}
