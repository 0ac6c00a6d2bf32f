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
