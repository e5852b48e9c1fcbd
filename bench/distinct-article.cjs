// Gives every request an article of its own (the seeded `bench-article-N`), in turn, so no page is
// ever answered from a cache. autocannon loads this file in its worker thread.
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
let sequence = 0;

module.exports = (request) => {
  sequence += 1;
  return { ...request, path: `/bench-article-${sequence % ARTICLES}` };
};
