import { createContext, useContext } from 'react';

/** A `<link rel="preload" as="image">` for the head: the page's main image, in the candidate the `<img>` will pick. */
export type ImagePreload = { href: string; srcSet?: string; sizes?: string };

/**
 * The main images a page renders, collected during the server render so the head can preload
 * them (render.server.tsx); absent in the browser, where there is no head to write.
 */
export const ImagePreloadsContext = createContext<Map<string, ImagePreload> | null>(null);

export function useImagePreloads(): Map<string, ImagePreload> | null {
  return useContext(ImagePreloadsContext);
}
