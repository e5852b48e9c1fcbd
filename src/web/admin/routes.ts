import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** Spec §2 'Admin layout': the sidebar's paths under /admin/, each screen its own chunk. */
export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('manageadmin', 'routes/manageadmin.tsx'),
    route('users', 'routes/users.tsx'),
    route('feedback', 'routes/feedback.tsx'),
    route('activity', 'routes/activity.tsx'),
    route('settings', 'routes/settings.tsx'),
  ]),
] satisfies RouteConfig;
