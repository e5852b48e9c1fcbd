import type { ApiAnswer } from './api-client';

/**
 * The API's entities as they travel (dates as ISO strings), named once from the answers that carry
 * them in the generated contract (decision 120), for the screens and islands that show them.
 */
export type News = ApiAnswer<'get', '/api/v1/news/{idOrSlug}'>['news'];
export type NewsImage = NonNullable<News['images']>[number];
export type NewsPagination = ApiAnswer<'get', '/api/v1/news/all'>['pagination'];
export type Category = ApiAnswer<'get', '/api/v1/category/all'>['categories'][number];
export type SubCategory = ApiAnswer<'get', '/api/v1/subcategory/all'>['subCategories'][number];
export type BreakingNews = ApiAnswer<'get', '/api/v1/breakingNews/getAll'>['breakingNewss'][number];
export type LiveStream = ApiAnswer<'get', '/api/v1/live/getAll'>['liveStreams'][number];
export type Poll = ApiAnswer<'get', '/api/v1/poll/get'>['polls'][number];
export type Ad = ApiAnswer<'get', '/api/v1/ads/getAll'>['ads'][number];
export type Video = ApiAnswer<'get', '/api/v1/yt/getAll'>['videos'][number];
export type AdminUser = ApiAnswer<'get', '/api/v1/auth/me'>['user'];
export type Permissions = AdminUser['permissions'];
export type Settings = ApiAnswer<'get', '/api/v1/settings'>['settings'];
export type Contact = ApiAnswer<'get', '/api/v1/contact/all'>['contacts'][number];
export type DailyVisit = ApiAnswer<'get', '/api/v1/visit/daily'>['visits'][number];
export type MostReadEntry = ApiAnswer<'get', '/api/v1/dashboard/most-read'>['articles'][number];
export type RegisteredUser = ApiAnswer<'get', '/api/v1/users'>['users'][number];
export type DashboardTotals = Omit<ApiAnswer<'get', '/api/v1/dashboard'>, 'success'>;
export type AuditEntry = ApiAnswer<'get', '/api/v1/audit'>['entries'][number];
export type NewsRevisionSummary = ApiAnswer<'get', '/api/v1/news/revisions/{id}'>['revisions'][number];
export type NewsRevision = ApiAnswer<'get', '/api/v1/news/revisions/{id}/{revisionId}'>['revision'];
