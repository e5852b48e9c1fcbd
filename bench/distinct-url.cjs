// Gives every request a URL of its own, so no answer kept for readers is reused. autocannon loads
// this file in its worker thread (functions cannot cross into it).
let sequence = 0;

module.exports = (request) => {
  sequence += 1;
  return { ...request, path: `${request.path}&request=${sequence}` };
};
