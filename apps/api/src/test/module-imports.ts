import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

type Cruised = { modules: { source: string; dependencies: { resolved: string }[] }[] };

/**
 * Every import a module's own files make, type-only ones included, as `{ from, to }` paths
 * resolved by dependency-cruiser (the tool `npm run lint` walls with: docs/decisions/030-module-walls.md).
 * For the walls tests that pin one module's direction (invoices, storage, events).
 */
export function importsOfModule(name: string): { from: string; to: string }[] {
  const run = spawnSync(
    process.execPath,
    [
      CRUISER,
      `apps/api/src/modules/${name}`,
      '--config',
      '.dependency-cruiser-cycles.cjs',
      '--output-type',
      'json',
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const { modules } = JSON.parse(run.stdout) as Cruised;
  const own = modules.filter((m) => m.source.startsWith(`apps/api/src/modules/${name}/`));
  if (own.length === 0) throw new Error(`dependency-cruiser found no file of module ${name}`);
  return own.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, to: d.resolved })));
}
