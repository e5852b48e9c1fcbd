import { describe, expect, it } from 'vitest';
import { pressed, unreadBadge } from './like-state';

describe('the heart and the bell', () => {
  it('a press adds the like or takes it back, never below nothing', () => {
    expect(pressed({ likes: 4, liked: false })).toEqual({ likes: 5, liked: true });
    expect(pressed({ likes: 5, liked: true })).toEqual({ likes: 4, liked: false });
    // A kept page's lagging count may show 0 beside the reader's own like.
    expect(pressed({ likes: 0, liked: true })).toEqual({ likes: 0, liked: false });
  });

  it('badges the unread count up to nine', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(12)).toBe('9+');
  });
});
