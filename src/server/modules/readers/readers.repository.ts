import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ReaderTable } from '../../db/database';

export type ReaderRow = Selectable<ReaderTable>;

export function findReaderById(db: Db, id: string): Promise<ReaderRow | undefined> {
  return db.selectFrom('readers').selectAll().where('id', '=', id).executeTakeFirst();
}
