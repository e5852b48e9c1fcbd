import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The sidebar's paths under /admin/ (docs/product.md, Back-office layout), each screen its own chunk. */
export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('addnews', 'routes/addnews.tsx', { id: 'routes/addnews' }),
    route('addnews/:id', 'routes/addnews.tsx', { id: 'routes/addnews-edit' }),
    route('allnews', 'routes/allnews.tsx'),
    route('category', 'routes/category.tsx'),
    route('subcategory', 'routes/subcategory.tsx'),
    route('breaking', 'routes/breaking-news.tsx'),
    route('livestriming', 'routes/live-streams.tsx'),
    route('poll', 'routes/polls.tsx'),
    route('ads', 'routes/ads.tsx'),
    route('yt', 'routes/youtube-videos.tsx'),
    route('manageadmin', 'routes/manageadmin.tsx'),
    route('users', 'routes/users.tsx'),
    route('feedback', 'routes/feedback.tsx'),
    route('activity', 'routes/activity.tsx'),
    route('settings', 'routes/settings.tsx'),
    // Last: any other path under /admin, inside the shell so the guard runs first.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
