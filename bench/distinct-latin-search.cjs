// Readers typing Hindi in Latin letters (decision 235): the bench articles' Hindi words
// (bench/seed-articles.ts) as they are spelt in Latin letters, in two spellings where readers use
// two, alone or with a second word still half typed. The request number keeps every URL distinct,
// so no answer kept for readers is reused. autocannon loads this file in its worker thread.
const WORDS =
  'bharat cricket kriket team match jeeta khiladi shatak gendbaz rajya sarkar sarkaar bazaar bazar chunav chunaav kisan kisaan mausam mosam barish baarish shahar police adalat faisla vikas yojana yojna'.split(
    ' ',
  );
let sequence = 0;

module.exports = (request) => {
  sequence += 1;
  const first = WORDS[sequence % WORDS.length];
  const second = WORDS[(sequence * 13) % WORDS.length];
  const typed = sequence % 3 === 0 ? '' : ` ${second.slice(0, 1 + (Math.floor(sequence / 3) % second.length))}`;
  const q = encodeURIComponent(`${first}${typed}`);
  return { ...request, path: `${request.path}&q=${q}&request=${sequence}` };
};
