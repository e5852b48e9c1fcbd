import type { Poll } from '../../../shared/schemas/polls';
import type { PollWithOptions } from './polls.repository';

export function presentPoll({ poll, options }: PollWithOptions): Poll {
  const presented = options.map((option) => ({ text: option.text, votes: Number(option.votes) }));
  return {
    _id: poll.id,
    question: poll.question,
    options: presented,
    totalVotes: presented.reduce((sum, option) => sum + option.votes, 0),
    createdAt: poll.created_at,
  };
}
