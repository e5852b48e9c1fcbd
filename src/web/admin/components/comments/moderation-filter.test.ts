import { describe, expect, it } from 'vitest';
import { filterOf, moderationQuery, withChange } from './moderation-filter';

describe('the Comments screen’s address', () => {
  it('reads the queue and filters, the Pending queue when none or an unknown one is named', () => {
    expect(filterOf(new URLSearchParams(''))).toEqual({ queue: 'pending', newsId: '', readerId: '', status: '' });
    expect(filterOf(new URLSearchParams('queue=nonsense')).queue).toBe('pending');
    expect(filterOf(new URLSearchParams('queue=reported&newsId=n1&readerId=r1&status=hidden'))).toEqual({
      queue: 'reported',
      newsId: 'n1',
      readerId: 'r1',
      status: 'hidden',
    });
  });

  it('starts from page 1 after a change and leaves defaults out of the address', () => {
    const params = new URLSearchParams('queue=all&newsId=n1&page=3');
    expect(withChange(params, 'status', 'visible').toString()).toBe('queue=all&newsId=n1&status=visible');
    expect(withChange(params, 'newsId', '').toString()).toBe('queue=all');
    expect(withChange(params, 'queue', 'pending').toString()).toBe('newsId=n1');
  });

  it('sends only the filters that are set', () => {
    expect(moderationQuery({ queue: 'pending', newsId: '', readerId: '', status: '' }, 2, 20)).toEqual({
      queue: 'pending',
      page: 2,
      limit: 20,
    });
    expect(moderationQuery({ queue: 'all', newsId: 'n1', readerId: 'r1', status: 'hidden' }, 1, 20)).toEqual({
      queue: 'all',
      newsId: 'n1',
      readerId: 'r1',
      status: 'hidden',
      page: 1,
      limit: 20,
    });
  });
});
