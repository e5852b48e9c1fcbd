import type { ReaderAccount, ReaderUser } from '../../../shared/schemas/reader-auth';
import type { ReaderRow } from '../readers/readers.repository';

export function presentReaderUser(row: ReaderRow): ReaderUser {
  return { _id: row.id, name: row.name, email: row.email, location: row.location, role: 'User' };
}

export function presentReaderAccount(row: ReaderRow): ReaderAccount {
  return {
    ...presentReaderUser(row),
    status: row.status,
    suspendedUntil: row.status === 'suspended' ? row.suspended_until : null,
    replyMail: row.reply_mail === 1,
    language: row.language,
    createdAt: row.created_at,
  };
}
