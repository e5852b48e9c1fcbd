import { describe, expect, it } from 'vitest';
import type { CommentReply, PublicComment } from '../../../shared/schemas/comments';
import { editableAt, withEdited, withLike, withPage, withPosted } from './comment-threads';

const at = '2026-11-25T10:00:00.000Z';
const reply = (id: string, parentId: string | null, extra: Partial<CommentReply> = {}): CommentReply => ({
  _id: id,
  text: `text ${id}`,
  user: { name: 'Asha' },
  createdAt: at,
  likes: 0,
  parentId,
  edited: false,
  ...extra,
});
const thread = (id: string, replies: CommentReply[] = []): PublicComment => ({ ...reply(id, null), replies });

describe('comment threads in the browser', () => {
  it('shows a new first comment on top and a reply at the end of its thread', () => {
    const threads = [thread('a', [reply('a1', 'a')]), thread('b')];
    expect(withPosted(threads, reply('c', null)).map((item) => item._id)).toEqual(['c', 'a', 'b']);
    const replied = withPosted(threads, reply('a2', 'a'));
    expect(replied[0]?.replies.map((item) => item._id)).toEqual(['a1', 'a2']);
  });

  it('changes an edited or liked comment where it is, a thread keeping its replies', () => {
    const threads = [thread('a', [reply('a1', 'a')])];
    const edited = withEdited(threads, reply('a', null, { text: 'new', edited: true }));
    expect(edited[0]).toMatchObject({ text: 'new', edited: true, replies: [{ _id: 'a1' }] });
    const liked = withLike(threads, 'a1', { liked: true, likes: 4 });
    expect(liked[0]?.replies[0]).toMatchObject({ likedByMe: true, likes: 4 });
  });

  it('adds a further page without repeating threads already shown', () => {
    expect(withPage([thread('a'), thread('b')], [thread('b'), thread('c')]).map((item) => item._id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('offers the edit to the author only, within the window', () => {
    const windowMs = 5 * 60 * 1000;
    const start = Date.parse(at);
    expect(editableAt(reply('a', null, { mine: true }), start + windowMs - 1, windowMs)).toBe(true);
    expect(editableAt(reply('a', null, { mine: true }), start + windowMs, windowMs)).toBe(false);
    expect(editableAt(reply('a', null, { mine: false }), start, windowMs)).toBe(false);
  });
});
