import type { ComponentType } from 'react';

/** When an island wakes up in the browser (client.ts): at once, when idle, when on screen, or on first use. */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction';

type IslandProps<P extends object> = {
  /** The island's file name: `islands/{name}.island.tsx`. */
  name: string;
  component: ComponentType<P>;
  props: P;
  when: IslandWhen;
  /**
   * A key that also wakes the island from anywhere on the page (not while typing in a field),
   * e.g. `/` for search; the key press is handed to the island once it is awake (client.ts).
   */
  wakeKey?: string;
  /** When to wake instead in a browser with a stored reader session (client.ts): a reader's own parts show without a press. */
  whenSignedIn?: IslandWhen;
};

/**
 * Renders an island's HTML on the server inside `<site-island>`, which carries its name, its JSON
 * props (an attribute: no inline script, nothing for the CSP to allow) and when to wake. Its chunk
 * is fetched when it wakes, after the first paint (decision 255). Islands never nest: the browser
 * hydrates each alone.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when,
  wakeKey,
  whenSignedIn,
}: IslandProps<P>) {
  return (
    <site-island name={name} props={JSON.stringify(props)} when={when} wake-key={wakeKey} when-signed-in={whenSignedIn}>
      <Component {...props} />
    </site-island>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': {
        name: string;
        props: string;
        when: IslandWhen;
        'wake-key'?: string;
        'when-signed-in'?: IslandWhen;
        children?: React.ReactNode;
      };
    }
  }
}
