// Another bench reader each request likes the article BENCH_LIKE_NEWS_ID names (a JSON POST).
// autocannon loads this file in its worker thread.
const asAnotherReader = require('./distinct-reader.cjs');

const body = JSON.stringify({ newsId: process.env.BENCH_LIKE_NEWS_ID });

module.exports = (request) => {
  const signed = asAnotherReader(request);
  return { ...signed, method: 'POST', headers: { ...signed.headers, 'content-type': 'application/json' }, body };
};
