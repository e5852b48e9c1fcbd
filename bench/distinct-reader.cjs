// Gives every request the bearer token of another bench reader, in turn (the tokens are in the JSON
// file BENCH_READER_TOKENS names). autocannon loads this file in its worker thread.
const { readFileSync } = require('node:fs');

const tokens = JSON.parse(readFileSync(process.env.BENCH_READER_TOKENS, 'utf8'));
let sequence = 0;

module.exports = (request) => {
  sequence += 1;
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[sequence % tokens.length]}` } };
};
