/**
 * A message with a reader's or an editor's words inside it ('{query} के लिए 12 नतीजे', '12 results
 * for {query}'): written with `SLOT` in their place and split around it, so the page can put them in
 * an element of their own language wherever each language's order puts them.
 */
export const SLOT = '\uE000';

/** The message's text before and after `SLOT`. */
export function aroundSlot(text: string): [before: string, after: string] {
  const at = text.indexOf(SLOT);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
}
