import { matchPath, useHref, useNavigation } from 'react-router';
import { SCREENS } from '../screens';

/** The name of the screen at a path under the app's basename (/admin), if it has one. */
function screenNameAt(pathname: string, basename: string): string | undefined {
  const inApp = pathname.slice(basename.length);
  return SCREENS.find((screen) => screen.name && matchPath(`/${screen.path}`, inApp))?.name;
}

/**
 * While the next screen (its chunk, its loader) is on its way: a bar across the top of the window,
 * drawn over the page so nothing moves, and a polite 'Loading …' for assistive technology (decision 125).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  // The router's pending location carries the basename; the screens' paths do not.
  const basename = useHref('/').replace(/\/$/, '');
  const next = navigation.state === 'loading' ? navigation.location : undefined;
  const name = next && screenNameAt(next.pathname, basename);
  return (
    <>
      {next && (
        <div
          data-testid="navigation-progress"
          aria-hidden="true"
          className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand/20"
        >
          <div className="h-full w-2/5 bg-brand motion-safe:animate-navigation-progress motion-reduce:w-full" />
        </div>
      )}
      <p role="status" className="sr-only">
        {next ? `Loading ${name ?? 'the next screen'}…` : ''}
      </p>
    </>
  );
}
