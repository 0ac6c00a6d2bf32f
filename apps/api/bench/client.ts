/**
 * The load generator of `npm run bench`, run as its own process so that it does not share
 * the server's event loop (as a real client would not). Reads one job as JSON from argv,
 * prints autocannon's figures as JSON.
 */
import autocannon from 'autocannon';

type Job = {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headerPool?: Record<string, string>[];
  connections: number;
  duration: number;
};

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
let next = 0;
const requests: autocannon.Request[] | undefined = job.method
  ? [
      {
        method: job.method,
        ...(job.body === undefined ? {} : { body: JSON.stringify(job.body) }),
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            ...(job.headerPool?.length ? job.headerPool[next++ % job.headerPool.length] : {}),
          },
        }),
      },
    ]
  : undefined;
const options = requests ? { url: job.url, requests } : { url: job.url };
// Warm up caches and JIT before measuring.
await autocannon({ ...options, connections: 10, duration: 1 });
const result = await autocannon({ ...options, connections: job.connections, duration: job.duration });
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }),
);
