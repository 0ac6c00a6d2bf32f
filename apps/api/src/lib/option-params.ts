import type { FastifyRequest } from 'fastify';

/**
 * The option ids of a configuration in a query string, read the same way by the catalogue's
 * summary, the cart and the quotes (the storefront writes them in several shapes).
 */

/** Gathers `options[0]=1&options[1]=2`, `options[]=1`, `options=1&options=2` and `options=1,2`. */
export function collectOptionParams(query: Record<string, unknown>): string[] {
  const indexed: [number, string][] = [];
  const plain: string[] = [];
  const take = (value: unknown, into: (v: string) => void) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') continue;
      for (const part of item.split(',')) if (part.trim() !== '') into(part.trim());
    }
  };
  for (const [key, value] of Object.entries(query)) {
    if (key === 'options' || key === 'options[]') {
      take(value, (v) => plain.push(v));
      continue;
    }
    const match = /^options\[(\d{1,4})\]$/.exec(key);
    if (match) take(value, (v) => indexed.push([Number(match[1]), v]));
  }
  indexed.sort((a, b) => a[0] - b[0]);
  return [...indexed.map(([, v]) => v), ...plain];
}

export async function normalizeOptionsQuery(request: FastifyRequest) {
  const query = { ...(request.query as Record<string, unknown>) };
  const options = collectOptionParams(query);
  for (const key of Object.keys(query)) if (key.startsWith('options')) delete query[key];
  request.query = { ...query, options };
}
