import {
  ALREADY_VOTED,
  CHOOSE_OPTION,
  POLL_NOT_FOUND,
  type Poll,
  type PollCreateInput,
} from '../../../shared/schemas/polls';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { presentPoll } from './polls.presenter';
import {
  claimVoterKeys,
  findPollById,
  incrementOptionVotes,
  insertPoll,
  listPolls,
  removePollRow,
} from './polls.repository';

/** Who is voting: the browser always, the signed-in reader too. Each is allowed one vote per poll. */
export type Voter = { browserId: string; readerId?: string };

function voterKeys(voter: Voter): string[] {
  return voter.readerId ? [`b:${voter.browserId}`, `r:${voter.readerId}`] : [`b:${voter.browserId}`];
}

export async function listAllPolls(ctx: AppContext, limit: number): Promise<Poll[]> {
  return (await listPolls(ctx.db, limit)).map(presentPoll);
}

async function findPollOrFail(ctx: AppContext, id: string) {
  const found = await findPollById(ctx.db, id);
  if (!found) throw notFound(POLL_NOT_FOUND);
  return found;
}

export async function createPoll(ctx: AppContext, input: PollCreateInput, adminId: string): Promise<Poll> {
  const poll = { id: newId(), question: input.question, created_at: nowIso() };
  const optionTexts = input.options.map((option) => option.text);
  await auditedWrite(ctx, { adminId, action: 'create', entity: 'poll', entityId: poll.id }, async (trx) => {
    await insertPoll(trx, poll, optionTexts);
    return { result: undefined, details: { question: poll.question, options: optionTexts } };
  });
  return presentPoll(await findPollOrFail(ctx, poll.id));
}

export async function removePoll(ctx: AppContext, id: string, adminId: string): Promise<void> {
  await auditedWrite(ctx, { adminId, action: 'delete', entity: 'poll', entityId: id }, async (trx) => {
    if (!(await removePollRow(trx, id))) throw notFound(POLL_NOT_FOUND);
    return { result: undefined };
  });
}

/**
 * Counts the vote and claims every voter key in one transaction: if any key was already used for
 * this poll, the rollback takes the count back and nothing is kept.
 */
export async function castVote(
  ctx: AppContext,
  vote: { pollId: string; optionIndex: number; voter: Voter },
): Promise<Poll> {
  const { options } = await findPollOrFail(ctx, vote.pollId);
  if (vote.optionIndex >= options.length) throw badRequest(CHOOSE_OPTION, { optionIndex: CHOOSE_OPTION });
  const keys = voterKeys(vote.voter);
  await ctx.db.transaction().execute(async (trx) => {
    // Zero rows means the poll was deleted since the look-up above.
    if (!(await incrementOptionVotes(trx, vote.pollId, vote.optionIndex))) throw notFound(POLL_NOT_FOUND);
    const claimed = await claimVoterKeys(trx, {
      pollId: vote.pollId,
      position: vote.optionIndex,
      voterKeys: keys,
      at: nowIso(),
    });
    if (claimed < keys.length) throw conflict(ALREADY_VOTED);
  });
  return presentPoll(await findPollOrFail(ctx, vote.pollId));
}
