// One autocannon measurement: a short warm-up (JIT, connection pools, caches) that is thrown away, then the run
// that counts. Errors are everything that is not a 2xx: socket errors, timeouts and error statuses alike.
import autocannon from 'autocannon';
import { databaseCpu, processCpuMs } from './cpu-time.mjs';

/**
 * Each connection is its own visitor (X-Forwarded-For, read by the server with TRUST_PROXY=1), as on a real site.
 * With every request from one address, the in-memory rate-limit counter of that address holds one timestamp per
 * request of the last minute and filters them all on each request: a cost real traffic never sees.
 */
function visitorPerConnection(addresses) {
  let next = 0;
  return (client) => {
    const n = next++ % addresses;
    client.setHeaders({ ...client.opts.headers, 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}` });
  };
}

/** `serverPid`: the process that answers, whose CPU time per request is reported too. */
export async function measureHttp({ url, serverPid, seconds, warmupSeconds, connections, addresses = connections, method, headers, body, requests }) {
  // Only what autocannon should see: the bench's other settings (rounds, where rate limits count) are not its options.
  const request = Object.fromEntries(Object.entries({ method, headers, body, requests }).filter(([, value]) => value !== undefined));
  const run = (duration) => autocannon({ url, connections, duration, setupClient: visitorPerConnection(addresses), ...request });
  await run(warmupSeconds);
  const cpuBefore = processCpuMs(serverPid);
  const database = databaseCpu();
  const result = await run(seconds);
  const cpuMs = processCpuMs(serverPid) - cpuBefore;
  return {
    serverCpuMsPerRequest: Math.round((cpuMs / result.requests.total) * 1000) / 1000,
    databaseCpuMsPerRequest: database.perRequest(result.requests.total),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    bytesPerResponse: Math.round(result.throughput.total / result.requests.total),
    statusCodes: result.statusCodeStats,
  };
}
