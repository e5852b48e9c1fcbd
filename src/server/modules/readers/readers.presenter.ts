import type { RegisteredUser } from '../../../shared/schemas/users';
import type { ReaderRow } from './readers.repository';

export function presentRegisteredUser(row: ReaderRow): RegisteredUser {
  return { _id: row.id, name: row.name, email: row.email, location: row.location, createdAt: row.created_at };
}
