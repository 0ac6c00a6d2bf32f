import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

type Cruised = { modules: { source: string; dependencies: { resolved: string }[] }[] };

describe('the storage module', () => {
  // Cart, orders and uploads use the limits, the quota and the sweep; an import back from
  // storage would close the cycle docs/decisions/030-module-walls.md no longer allows. They
  // register their counts (registerUploadUse) and app.ts hands the sweep cart's part.
  it('imports nothing from cart, orders or uploads, not even a type', () => {
    const run = spawnSync(
      process.execPath,
      [
        CRUISER,
        'apps/api/src/modules/storage',
        '--config',
        '.dependency-cruiser-cycles.cjs',
        '--output-type',
        'json',
      ],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.status, run.stderr).toBe(0);
    const { modules } = JSON.parse(run.stdout) as Cruised;
    const reaches = modules
      .filter((m) => m.source.startsWith('apps/api/src/modules/storage/'))
      .flatMap((m) => m.dependencies.map((d) => `${m.source} → ${d.resolved}`))
      .filter((edge) => /\/modules\/(cart|orders|uploads)\//.test(edge));
    expect(modules.length).toBeGreaterThan(0);
    expect(reaches).toEqual([]);
  }, 60_000);
});
