import { useState } from 'react';
import { flushSync } from 'react-dom';

/** Until the hidden dialog has unmounted and Radix has taken back its aria-hidden from the rest of the page. */
function dialogGone(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * An edit dialog whose save ends in a sweetalert2 popup. A Radix modal keeps focus and pointer
 * inside itself, so a popup over it can be neither focused nor clicked, and a click on it counts as
 * outside and closes the dialog. So the dialog steps aside while the save and its popup run, and
 * comes back with what the editor typed when the save fails (decision 105). The popup opens only
 * once the dialog is gone: sweetalert2 restores the aria-hidden it found on the page when it closes,
 * and would otherwise leave the whole screen hidden from assistive technology.
 */
export function useEditDialog<Item, Values>(valuesOf: (item: Item) => Values) {
  const [editing, setEditing] = useState<{ item: Item; draft: Values } | null>(null);
  const [saving, setSaving] = useState(false);
  return {
    item: editing?.item,
    draft: editing?.draft,
    open: editing !== null && !saving,
    start: (item: Item) => setEditing({ item, draft: valuesOf(item) }),
    close: () => setEditing(null),
    /** Runs `save` with the dialog hidden; closes it when saved, reopens it with `values` when not. */
    async save(values: Values, save: (item: Item) => Promise<boolean>): Promise<boolean> {
      if (!editing) return false;
      flushSync(() => setSaving(true));
      await dialogGone();
      const saved = await save(editing.item);
      setSaving(false);
      setEditing(saved ? null : { item: editing.item, draft: values });
      return saved;
    },
  };
}
