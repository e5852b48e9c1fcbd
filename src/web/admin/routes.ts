import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { SCREENS } from './screens';

/** Every screen of the table in screens.ts, each its own chunk, under the shell's guard and sidebar. */
export default [
  layout(
    'routes/shell.tsx',
    SCREENS.map(({ path, file, id }) => (path === '' ? index(file, { id }) : route(path, file, { id }))),
  ),
] satisfies RouteConfig;
