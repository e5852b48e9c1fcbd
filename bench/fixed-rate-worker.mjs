// The load of bench/fixed-rate.ts, in a worker thread so the server's event loop does only the
// server's work: requests start on a fixed schedule, whether or not earlier ones were answered, and
// each one's time runs from when it was due, so a stall anywhere counts in full for every request
// it delayed.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, rate, seconds, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = Math.round(rate * seconds);
const gapMs = 1000 / rate;
const latencies = new Float64Array(total);
let sent = 0;
let finished = 0;
let errors = 0;
let non2xx = 0;
const start = performance.now();

function finish(index, due, failed) {
  latencies[index] = performance.now() - due;
  if (failed) errors += 1;
  finished += 1;
  if (finished === total) {
    agent.destroy();
    parentPort.postMessage({ latencies, errors, non2xx, seconds: (performance.now() - start) / 1000 });
  }
}

function send(index, due) {
  const request = http.get(url, { agent, headers }, (response) => {
    if (response.statusCode < 200 || response.statusCode > 299) non2xx += 1;
    response.resume();
    response.on('end', () => finish(index, due, false));
    response.on('error', () => finish(index, due, true));
  });
  request.on('error', () => finish(index, due, true));
}

function sendWhatIsDue() {
  const now = performance.now();
  while (sent < total && start + sent * gapMs <= now) {
    send(sent, start + sent * gapMs);
    sent += 1;
  }
  if (sent < total) setTimeout(sendWhatIsDue, Math.max(0, start + sent * gapMs - performance.now()));
}

sendWhatIsDue();
