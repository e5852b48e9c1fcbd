// Gives every request a search of its own, as readers type one: a word and a number ("cricket 2",
// "cricket 20", …) or two words, the second often still half typed. The words are the seeded
// articles' own (bench/seed-articles.ts); numbers reach the slugs' and the `विषयN` tags'. The
// request number keeps every URL distinct, so no answer kept for readers is reused. autocannon
// loads this file in its worker thread.
const WORDS = [
  ...'india cricket team won the match player century bowler state government market election farmer weather rain city police court verdict'.split(
    ' ',
  ),
  ...'भारत के क्रिकेट टीम ने मैच में जीता है खिलाड़ी की शतक और गेंदबाज़ से राज्य सरकार बाज़ार चुनाव किसान मौसम बारिश शहर पुलिस अदालत फ़ैसला विकास योजना विषय'.split(
    ' ',
  ),
];
let sequence = 0;

const nextSearch = (request) => {
  sequence += 1;
  const first = WORDS[sequence % WORDS.length];
  const second = sequence % 2 === 0 ? String((sequence * 7919) % 10000) : WORDS[(sequence * 13) % WORDS.length];
  const typed = second.slice(0, 1 + (Math.floor(sequence / 2) % second.length));
  const q = encodeURIComponent(`${first} ${typed}`);
  return { ...request, path: `${request.path}&q=${q}&request=${sequence}` };
};

module.exports = nextSearch;
/** Continues the typing from another point: distinct-search-later.cjs starts where a first run never reaches. */
module.exports.startAt = (start) => {
  sequence = start;
};
