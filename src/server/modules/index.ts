import { adminsRoutes } from './admins/admins.routes';
import { adsRoutes } from './ads/ads.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { breakingRoutes } from './breaking/breaking.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { commentsRoutes } from './comments/comments.routes';
import { contactRoutes } from './contact/contact.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { likesRoutes } from './likes/likes.routes';
import { liveRoutes } from './live/live.routes';
import { liveBlogRoutes } from './live-blog/live-blog.routes';
import { mediaRoutes } from './media/media.routes';
import type { ModuleRoutes } from './module';
import { mostReadRoutes } from './most-read/most-read.routes';
import { newsRoutes } from './news/news.routes';
import { newsRevisionsRoutes } from './news-revisions/revisions.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { pollsRoutes } from './polls/polls.routes';
import { pushRoutes } from './push/push.routes';
import { readerAuthRoutes } from './reader-auth/reader-auth.routes';
import { readersRoutes } from './readers/readers.routes';
import { settingsRoutes } from './settings/settings.routes';
import { subcategoriesRoutes } from './subcategories/subcategories.routes';
import { videosRoutes } from './videos/videos.routes';
import { visitsRoutes } from './visits/visits.routes';

/** Every API module, mounted under /api/v1. One line per module. */
export const apiModules: ModuleRoutes[] = [
  authRoutes,
  mediaRoutes,
  newsRoutes,
  newsRevisionsRoutes,
  likesRoutes,
  notificationsRoutes,
  pushRoutes,
  pollsRoutes,
  adsRoutes,
  categoriesRoutes,
  subcategoriesRoutes,
  breakingRoutes,
  liveRoutes,
  videosRoutes,
  adminsRoutes,
  readersRoutes,
  readerAuthRoutes,
  dashboardRoutes,
  visitsRoutes,
  mostReadRoutes,
  contactRoutes,
  settingsRoutes,
  auditRoutes,
  commentsRoutes,
  liveBlogRoutes,
];
