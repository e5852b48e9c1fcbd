import { describe, expect, it } from 'vitest';
import { addVary } from './vary';

function replyWith(vary?: string) {
  const headers = new Map<string, string>(vary === undefined ? [] : [['vary', vary]]);
  return {
    getHeader: (name: string) => headers.get(name),
    header: (name: string, value: string) => headers.set(name, value),
    get vary() {
      return headers.get('vary');
    },
  };
}

describe('addVary', () => {
  it('sets the field alone, or after those there', () => {
    const none = replyWith();
    addVary(none, 'Accept-Encoding');
    expect(none.vary).toBe('Accept-Encoding');
    const some = replyWith('Authorization');
    addVary(some, 'Accept-Encoding');
    expect(some.vary).toBe('Authorization, Accept-Encoding');
  });

  it('adds nothing the answer already varies by, whatever its case, nor anything after *', () => {
    for (const vary of ['accept-encoding', 'Authorization,  Accept-Encoding', '*']) {
      const reply = replyWith(vary);
      addVary(reply, 'Accept-Encoding');
      expect(reply.vary).toBe(vary);
    }
  });
});
