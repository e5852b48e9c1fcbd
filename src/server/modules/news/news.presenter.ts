import type { News } from '../../../shared/schemas/news';
import type { NewsImage, NewsRowWithRefs } from './news.repository';

/** The one place an article row (with its tags and images) becomes the API's JSON (docs/product.md, API conventions). */
export function presentNews(row: NewsRowWithRefs, tags: string[], images: NewsImage[]): News {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    language: row.language,
    type: row.type,
    category: row.category_name === null ? null : { _id: row.category_id, name: row.category_name },
    subcategory:
      row.subcategory_id === null || row.subcategory_name === null
        ? null
        : { _id: row.subcategory_id, name: row.subcategory_name },
    location: row.location,
    youtubeurl: row.youtube_url,
    notificationSend: row.notification_send === 1,
    tag: tags,
    slug: row.slug,
    images: images.map((image) => ({
      public_id: image.public_id,
      url: image.url,
      width: image.width,
      height: image.height,
    })),
    active: row.active === 1,
    publish: row.publish_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    commentsEnabled: row.comments_enabled === 1,
    commentCount: row.comment_count,
    likes: row.like_count,
    live: row.live_started_at !== null,
    liveStartedAt: row.live_started_at,
    liveEndedAt: row.live_ended_at,
  };
}
