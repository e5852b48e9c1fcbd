import type { Contact } from '../../../shared/schemas/contact';
import type { ContactMessageRow } from './contact.repository';

/** The one place a stored message becomes JSON; its text stays plain text. */
export function presentContact(row: ContactMessageRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    location: row.location,
    message: row.message,
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}
