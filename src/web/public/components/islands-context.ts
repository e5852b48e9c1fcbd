import { createContext, useContext } from 'react';

/** The islands whose chunks a page preloads, collected during the server render (Island.tsx decides which). */
export const IslandsContext = createContext<Set<string> | null>(null);

export function useIslands(): Set<string> {
  const islands = useContext(IslandsContext);
  if (!islands) throw new Error('Island rendered outside a page render (render.server.tsx)');
  return islands;
}
