import type { Config } from '@react-router/dev/config';

/**
 * The back office is a client app behind login (decision 100): React Router framework mode with
 * `ssr: false` builds an index.html and one chunk per route, served by plugins/admin-app.ts.
 */
export default {
  appDirectory: '.',
  buildDirectory: '../../../build/admin',
  basename: '/admin',
  ssr: false,
} satisfies Config;
