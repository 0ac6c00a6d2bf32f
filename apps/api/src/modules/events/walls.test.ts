import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

type Cruised = { modules: { source: string; dependencies: { resolved: string }[] }[] };

describe('the events module', () => {
  // Handlers register with events (docs/decisions/038-order-events-outbox.md): importing the
  // modules that handle events (orders, mail, webhooks, invoices) would turn that around.
  it('imports no other module than jobs', () => {
    const run = spawnSync(
      process.execPath,
      [
        CRUISER,
        'apps/api/src/modules/events',
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
      .filter((m) => m.source.startsWith('apps/api/src/modules/events/'))
      .flatMap((m) => m.dependencies.map((d) => d.resolved))
      .filter((to) => to.includes('/modules/') && !/\/modules\/(events|jobs)\//.test(to));
    expect(modules.length).toBeGreaterThan(0);
    expect(reaches).toEqual([]);
  }, 60_000);
});
