import { useState } from 'react';

/**
 * An edit dialog whose save ends in a sweetalert2 popup. A Radix modal keeps focus and pointer
 * inside itself, so a popup over it can be neither focused nor clicked, and a click on it counts as
 * outside and closes the dialog. So the dialog steps aside while the save and its popup run, and
 * comes back with what the editor typed when the save fails (decision 105).
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
      setSaving(true);
      const saved = await save(editing.item);
      setSaving(false);
      setEditing(saved ? null : { item: editing.item, draft: values });
      return saved;
    },
  };
}
