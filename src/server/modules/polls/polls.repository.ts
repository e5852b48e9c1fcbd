import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { PollOptionTable, PollTable } from '../../db/database';

export type PollRow = Selectable<PollTable>;
export type PollOptionRow = Selectable<PollOptionTable>;
export type PollWithOptions = { poll: PollRow; options: PollOptionRow[] };

function optionsOf(db: Db, pollIds: string[]): Promise<PollOptionRow[]> {
  if (pollIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('poll_options')
    .selectAll()
    .where('poll_id', 'in', pollIds)
    .orderBy('poll_id')
    .orderBy('position')
    .execute();
}

/** Newest first; ids are time-ordered, so they break ties between polls made in the same millisecond. */
export async function listPolls(db: Db, limit: number): Promise<PollWithOptions[]> {
  const polls = await db
    .selectFrom('polls')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const options = await optionsOf(
    db,
    polls.map((poll) => poll.id),
  );
  return polls.map((poll) => ({ poll, options: options.filter((option) => option.poll_id === poll.id) }));
}

/** The newest poll with its options, in one query (the home page's poll). */
export async function findLatestPoll(db: Db): Promise<PollWithOptions | undefined> {
  const rows = await db
    .selectFrom('polls')
    .innerJoin('poll_options', 'poll_options.poll_id', 'polls.id')
    .select(['polls.id', 'polls.question', 'polls.created_at'])
    .select(['poll_options.position', 'poll_options.text', 'poll_options.votes'])
    .where('polls.id', '=', (eb) =>
      eb.selectFrom('polls').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1),
    )
    .orderBy('poll_options.position')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  return {
    poll: { id: first.id, question: first.question, created_at: first.created_at },
    options: rows.map((row) => ({ poll_id: row.id, position: row.position, text: row.text, votes: row.votes })),
  };
}

export async function findPollById(db: Db, id: string): Promise<PollWithOptions | undefined> {
  const poll = await db.selectFrom('polls').selectAll().where('id', '=', id).executeTakeFirst();
  if (!poll) return undefined;
  return { poll, options: await optionsOf(db, [id]) };
}

export async function insertPoll(db: Db, poll: PollRow, optionTexts: string[]): Promise<void> {
  await db.insertInto('polls').values(poll).execute();
  await db
    .insertInto('poll_options')
    .values(optionTexts.map((text, position) => ({ poll_id: poll.id, position, text, votes: 0 })))
    .execute();
}

/** Options and votes go with the poll (foreign keys cascade on both dialects). */
export async function removePollRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('polls').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Claims every voter key for the poll; answers how many were new. A key someone already holds
 * (or is claiming in a transaction not yet committed) is skipped, so the caller sees fewer than it sent.
 */
export async function claimVoterKeys(
  db: Db,
  vote: { pollId: string; position: number; voterKeys: string[]; at: string },
): Promise<number> {
  const result = await db
    .insertInto('poll_votes')
    .values(
      vote.voterKeys.map((voterKey) => ({
        poll_id: vote.pollId,
        voter_key: voterKey,
        option_position: vote.position,
        created_at: vote.at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['poll_id', 'voter_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Counts one vote in SQL (`votes = votes + 1`), so concurrent voters never overwrite each other. */
export async function incrementOptionVotes(db: Db, pollId: string, position: number): Promise<boolean> {
  const result = await db
    .updateTable('poll_options')
    .set((eb) => ({ votes: eb('votes', '+', 1) }))
    .where('poll_id', '=', pollId)
    .where('position', '=', position)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
