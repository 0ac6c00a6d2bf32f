import type { Db } from '../src/db/client';

export type BenchTarget = { name: string; path: string };

/** The API reads to measure; modules add theirs here (ids looked up from the seeded data). */
export async function benchTargets(_db: Db): Promise<BenchTarget[]> {
  return [
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/home', path: '/api/home' },
    { name: 'GET /api/home (ar)', path: '/api/home?lang=ar' },
    { name: 'GET /api/shipping/rates', path: '/api/shipping/rates' },
  ];
}
