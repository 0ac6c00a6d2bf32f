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
 * Finding 2 of issue 12, in two client processes started together so that neither delays
 * the other's requests: `burst` sends `logins` wrong-password logins at once, each from its own
 * address (x-forwarded-for; the shop runs with TRUST_PROXY); `poll` sends GET /api/health
 * every `pollMs` for `durationMs`. The bench keeps the health answers sent during the burst.
 */
type BurstJob = { mode: 'burst'; base: string; email: string; logins: number; delayMs: number };
type PollJob = { mode: 'poll'; base: string; pollMs: number; durationMs: number };

async function burst(job: BurstJob) {
  await new Promise((resolve) => setTimeout(resolve, job.delayMs));
  const startedAt = Date.now();
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
  return { startedAt, endedAt: Date.now(), loginStatuses: statuses };
}

async function poll(job: PollJob) {
  const samples: { at: number; ms: number; ok: boolean }[] = [];
  const pending: Promise<void>[] = [];
  const send = () => {
    const at = Date.now();
    const started = performance.now();
    pending.push(
      fetch(`${job.base}/api/health`)
        .then(async (response) => {
          await response.arrayBuffer();
          samples.push({ at, ms: performance.now() - started, ok: response.ok });
        })
        .catch(() => {
          samples.push({ at, ms: performance.now() - started, ok: false });
        }),
    );
  };
  const timer = setInterval(send, job.pollMs);
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  clearInterval(timer);
  await Promise.all(pending);
  return { samples };
}

/**
 * The payments bench (bench/payments.ts): `pay` sends one payment per customer, `concurrency`
 * at a time, after `delayMs`; `mixed` sends, every `everyMs`, each of `requests` in turn (other
 * customers' catalogue reads and cart writes) and times every answer.
 */
type TimedRequest = {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
};
type PayJob = {
  mode: 'pay';
  base: string;
  delayMs: number;
  concurrency: number;
  payments: { headers: Record<string, string>; body: unknown }[];
};
type MixedJob = {
  mode: 'mixed';
  base: string;
  everyMs: number;
  durationMs: number;
  requests: TimedRequest[];
};

async function timed(base: string, request: Omit<TimedRequest, 'name'>) {
  const at = Date.now();
  const started = performance.now();
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  }).catch(() => null);
  const text = (await response?.text()) ?? '';
  const ms = performance.now() - started;
  const status = response?.status ?? 0;
  return { at, ms, status, ...(status >= 400 ? { error: text.slice(0, 300) } : {}) };
}

async function pay(job: PayJob) {
  await new Promise((resolve) => setTimeout(resolve, job.delayMs));
  const startedAt = Date.now();
  const samples: { ms: number; status: number }[] = [];
  let firstError = '';
  let next = 0;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.payments.length) {
        const payment = job.payments[next++]!;
        const { ms, status, error } = await timed(job.base, {
          path: '/api/payment',
          method: 'POST',
          body: payment.body,
          headers: payment.headers,
        });
        samples.push({ ms, status });
        if (error && !firstError) firstError = error;
      }
    }),
  );
  return { startedAt, endedAt: Date.now(), samples, firstError };
}

async function mixed(job: MixedJob) {
  const samples: { name: string; at: number; ms: number; status: number }[] = [];
  const pending: Promise<void>[] = [];
  let turn = 0;
  const timer = setInterval(() => {
    const request = job.requests[turn++ % job.requests.length]!;
    pending.push(
      timed(job.base, request).then((sample) => void samples.push({ name: request.name, ...sample })),
    );
  }, job.everyMs);
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  clearInterval(timer);
  await Promise.all(pending);
  return { samples };
}

const raw = JSON.parse(process.argv[2] ?? '{}') as Job | BurstJob | PollJob | PayJob | MixedJob;
if ('mode' in raw) {
  const answer =
    raw.mode === 'burst'
      ? await burst(raw)
      : raw.mode === 'poll'
        ? await poll(raw)
        : raw.mode === 'pay'
          ? await pay(raw)
          : await mixed(raw);
  // Exit only once the pipe took it all: a large answer (the mixed samples) was cut short.
  await new Promise((resolve) => process.stdout.write(JSON.stringify(answer), resolve));
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
