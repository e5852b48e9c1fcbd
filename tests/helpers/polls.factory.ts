import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { insertPoll, type PollRow } from '../../src/server/modules/polls/polls.repository';
import { announceWrite } from './announce';

let sequence = 0;

/** A poll stored straight through the repository; every option starts at zero votes. */
export async function buildPoll(
  ctx: AppContext,
  overrides: { question?: string; options?: string[]; createdAt?: string } = {},
): Promise<PollRow & { options: string[] }> {
  sequence += 1;
  const poll: PollRow = {
    id: newId(),
    question: overrides.question ?? `क्या आप सहमत हैं? (${sequence})`,
    created_at: overrides.createdAt ?? nowIso(),
  };
  const options = overrides.options ?? ['हाँ', 'नहीं', 'कह नहीं सकते'];
  await insertPoll(ctx.db, poll, options);
  await announceWrite(ctx, 'poll', [poll.id]);
  return { ...poll, options };
}
