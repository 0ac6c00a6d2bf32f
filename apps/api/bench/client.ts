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

/**
 * Finding 2 of issue 12: `logins` wrong-password logins at once, each from its own address
 * (x-forwarded-for; the shop runs with TRUST_PROXY), while GET /api/health is sent every
 * `pollMs`. Reports health's latency during the burst: it stays low only if nothing blocks
 * the server's event loop.
 */
type BurstJob = { mode: 'burst'; base: string; email: string; logins: number; pollMs: number };

async function burst(job: BurstJob) {
  const latencies: number[] = [];
  const healthFailures: number[] = [];
  const polls: Promise<void>[] = [];
  const poll = () => {
    const started = performance.now();
    polls.push(
      fetch(`${job.base}/api/health`)
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (!response.ok) healthFailures.push(response.status);
        })
        .catch(() => {
          healthFailures.push(0);
        }),
    );
  };
  poll();
  const timer = setInterval(poll, job.pollMs);
  const started = performance.now();
  const statuses: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: job.logins }, async (_, i) => {
      const response = await fetch(`${job.base}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.12.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ email: job.email, password: `wrong-password-${i}` }),
      }).catch(() => null);
      await response?.arrayBuffer();
      const key = String(response?.status ?? 'error');
      statuses[key] = (statuses[key] ?? 0) + 1;
    }),
  );
  const burstMs = performance.now() - started;
  clearInterval(timer);
  await Promise.all(polls);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    burstMs: Math.round(burstMs),
    healthRequests: latencies.length,
    healthFailures: healthFailures.length,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    loginStatuses: statuses,
  };
}

const raw = JSON.parse(process.argv[2] ?? '{}') as Job | BurstJob;
if ('mode' in raw && raw.mode === 'burst') {
  process.stdout.write(JSON.stringify(await burst(raw)));
  process.exit(0);
}
const job = raw as Job;
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
