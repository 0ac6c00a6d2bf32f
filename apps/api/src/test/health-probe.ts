/**
 * Polls GET /api/health of a listening app every `everyMs` over real HTTP, so a blocked event
 * loop shows as a slow answer (inject() would queue behind the same loop and hide nothing).
 */
export type HealthProbe = {
  /** Stops polling; resolves with every sample's duration in milliseconds. */
  stop(): Promise<number[]>;
};

export function probeHealth(baseUrl: string, everyMs = 20): HealthProbe {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

export const worst = (samples: number[]) => Math.max(0, ...samples);

/**
 * The worst health answer the test may accept: 100 ms, plus the worst this machine showed
 * with the server idle just before (2 shared cores under other work can stall any process for
 * a while; a blocked event loop shows as seconds).
 */
export async function healthAllowance(
  baseUrl: string,
  idleMs = 1000,
): Promise<{ limit: number; idle: number }> {
  const probe = probeHealth(baseUrl);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const idle = worst(await probe.stop());
  return { limit: 100 + idle, idle };
}

/** The sample below which `share` of the samples lie (0.9: the 90th percentile). */
export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * A blocked event loop shows in every sample taken while it is blocked, for seconds (the old
 * parser held health for 2 s to hours, the old quote renders for 2-5 s). A test asserts that
 * nine samples in ten stay within the allowance and that none waits BLOCKED_MS: a single
 * slower sample on 2 shared cores is the machine, not the server (the shipped server's own
 * figures are measured from outside, in the closing note).
 */
export const BLOCKED_MS = 1000;
