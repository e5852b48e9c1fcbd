import type { SharedStore } from '../../lib/shared-store';

/**
 * The 'most read' block as last announced, written as its articles' ids in order (decision 241):
 * a batch announces the block only when it differs, and with Redis only the first instance to see
 * the new block does, so kept pages are dropped once per change, not once per instance.
 */
export type BlockMark = {
  /** Records `mark`; true when it differs from the one recorded before. */
  swap(mark: string): Promise<boolean>;
};

export function createMemoryBlockMark(): BlockMark {
  let last: string | undefined;
  return {
    async swap(mark) {
      const changed = mark !== last;
      last = mark;
      return changed;
    },
  };
}

/** A day is longer than any block stays unchanged without a batch looking at it. */
const MARK_TTL_SECONDS = 24 * 60 * 60;

export function createRedisBlockMark(store: SharedStore, local: BlockMark): BlockMark {
  const key = `${store.prefix}reads:block`;
  return {
    swap(mark) {
      return store.ask(
        'most read block',
        async () => (await store.redis.set(key, mark, 'EX', MARK_TTL_SECONDS, 'GET')) !== mark,
        () => local.swap(mark),
      );
    },
  };
}

export function createBlockMark(shared: SharedStore | undefined): BlockMark {
  const local = createMemoryBlockMark();
  return shared ? createRedisBlockMark(shared, local) : local;
}
