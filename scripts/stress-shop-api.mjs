// Stress check of a running shop API (`npm start`'s on :8787 by default): rounds of concurrent
// requests (GET /api/GetAllTax, POST /api/GetAllCategory, POST /api/GetAllProductFilter) with an
// idle pause between rounds, long enough for kept-alive connections behind the port to time out
// (5 s in workerd): the pattern that made `wrangler dev` stall or answer 503 (see
// scripts/shop-api-server.mjs). Prints every answer that is not a 200, errors and timeouts, and
// the latency percentiles.
//
//   node scripts/stress-shop-api.mjs [--url http://127.0.0.1:8787] [--rounds 10] [--per-round 200]
//     [--connections 20] [--pause-ms 5000 | 4900:5100]
import autocannon from "autocannon";
import { setTimeout as sleep } from "node:timers/promises";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const url = option("url", "http://127.0.0.1:8787").replace(/\/$/, "");
const rounds = Number(option("rounds", "10"));
const perRound = Number(option("per-round", "200"));
const connections = Number(option("connections", "20"));
// A range (4900:5100) sweeps the pause across the rounds, to meet a 5 s timeout at every phase.
const [pauseFrom, pauseTo = pauseFrom] = option("pause-ms", "5000").split(":").map(Number);
const pauseAt = (round) => pauseFrom + ((pauseTo - pauseFrom) * (round - 1)) / Math.max(1, rounds - 2);

const json = { "content-type": "application/json" };
const requests = [
  { method: "GET", path: "/api/GetAllTax" },
  { method: "POST", path: "/api/GetAllCategory", headers: json, body: "{}" },
  {
    method: "POST",
    path: "/api/GetAllProductFilter",
    headers: json,
    body: '{"subcat_id":1,"min_amt":0,"max_amt":5000}',
  },
];

const totals = { requests: 0, non2xx: 0, errors: 0, timeouts: 0, statuses: {} };
const latencies = [];
const started = Date.now();
for (let round = 1; round <= rounds; round++) {
  const result = await autocannon({ url, connections, amount: perRound, requests, timeout: 30 });
  totals.requests += result.requests.total;
  totals.non2xx += result.non2xx;
  totals.errors += result.errors;
  totals.timeouts += result.timeouts;
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
    totals.statuses[code] = (totals.statuses[code] ?? 0) + count.count;
  }
  latencies.push(result.latency);
  console.log(
    `round ${round}: ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
      `timeouts ${result.timeouts}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  if (round < rounds) await sleep(pauseAt(round));
}
const max = Math.max(...latencies.map((latency) => latency.max));
console.log(
  `total: ${totals.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(totals.statuses)}, ` +
    `non-2xx ${totals.non2xx}, errors ${totals.errors}, timeouts ${totals.timeouts}, worst latency ${max} ms`,
);
process.exitCode = totals.non2xx + totals.errors + totals.timeouts > 0 ? 1 : 0;
