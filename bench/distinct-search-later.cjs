// The typing of distinct-search.cjs, a million requests on: new queries made of the words a run
// before this one asked, as readers go on typing once the server has kept those words' matches
// (decision 250). autocannon loads this file in its worker thread.
const nextSearch = require('./distinct-search.cjs');

nextSearch.startAt(1_000_003);
module.exports = nextSearch;
