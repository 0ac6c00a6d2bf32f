import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));

describe('orders/table.ts', () => {
  // drizzle-kit (npm run db:generate) requires each table.ts directly, in folder order; since
  // invoices/table.ts stopped importing orders, orders/table.ts is the first way into the
  // module, and its imports come back to orders/staff.ts through uploads and storage.
  it('loads on its own, before the module index, as drizzle-kit loads it', () => {
    const table = join(HERE, 'table.ts');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const t = await import(${JSON.stringify(table)}); console.log(typeof t.orders);`,
      ],
      { cwd: HERE, encoding: 'utf8' },
    );
    expect(run.stderr).not.toMatch(/before initialization/);
    expect(run.stdout.trim()).toBe('object');
  }, 60_000);
});
