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
