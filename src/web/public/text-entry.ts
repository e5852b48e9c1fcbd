/** Fields where a key is typing, not a shortcut: text inputs, text areas, selects and editable content. */
const TEXT_ENTRY =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"], [type="reset"], [type="range"], [type="color"])';

/** Whether a key pressed at `target` is someone typing (so a single-key shortcut such as `/` must leave it alone). */
export function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TEXT_ENTRY) !== null;
}

/** A plain key press that may be a single-key shortcut: no Ctrl, Alt or Meta, not mid-composition. */
export function isShortcutKey(event: KeyboardEvent, key: string): boolean {
  return (
    event.key === key &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    !event.isComposing &&
    !isTextEntry(event.target)
  );
}
