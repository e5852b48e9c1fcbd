import type { AppContext } from '../../src/server/context';
import { newId } from '../../src/server/lib/ids';
import { type ContactMessageRow, insertContactMessage } from '../../src/server/modules/contact/contact.repository';

let sequence = 0;

/** A stored feedback message; `created_at` decides its place in the newest-first list. */
export async function buildContactMessage(
  ctx: AppContext,
  overrides: Partial<ContactMessageRow> = {},
): Promise<ContactMessageRow> {
  sequence += 1;
  const row: ContactMessageRow = {
    id: newId(),
    name: `पाठक ${sequence}`,
    email: `reader${sequence}@example.com`,
    location: 'Jaipur',
    message: `Message ${sequence}`,
    read_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
  await insertContactMessage(ctx.db, row);
  return row;
}
