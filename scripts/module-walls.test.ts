import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
// The two passes of `npm run lint:walls`: reaches into a module, then cycles between modules.
const CONFIGS = ['.dependency-cruiser.cjs', '.dependency-cruiser-cycles.cjs'].map((name) => join(ROOT, name));

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes a tiny API tree (path → source) and runs the repository's wall rules on it. */
function cruise(files: Record<string, string>) {
  tree = mkdtempSync(join(tmpdir(), 'walls-'));
  for (const [path, text] of Object.entries(files)) {
    const full = join(tree, 'apps/api/src', path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  const runs = CONFIGS.map((config) =>
    spawnSync(process.execPath, [CRUISER, 'apps/api/src', '--config', config], {
      cwd: tree,
      encoding: 'utf8',
    }),
  );
  return {
    status: runs.find((run) => run.status !== 0)?.status ?? 0,
    output: runs.map((run) => `${run.stdout}${run.stderr}`).join('\n'),
  };
}

const walledTree = {
  'modules/a/index.ts': "export { thing } from './service';\n",
  'modules/a/service.ts': "import { table } from '../b';\nexport const thing = table;\n",
  'modules/b/index.ts': "export { table } from './table';\n",
  'modules/b/table.ts': 'export const table = 1;\n',
  'app.ts': "import { thing } from './modules/a';\nexport const app = thing;\n",
};

describe('module walls (npm run lint)', () => {
  it('passes a tree where modules meet only through index.ts', () => {
    const { status, output } = cruise(walledTree);
    expect(output).toContain('no dependency violations');
    expect(status).toBe(0);
  });

  it("fails on a module reaching into another module's file", () => {
    const { status, output } = cruise({
      ...walledTree,
      'modules/a/service.ts': "import { table } from '../b/table';\nexport const thing = table;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('module-reach-in');
  });

  it("fails on app.ts, lib/ or db/ reaching past a module's index.ts", () => {
    const { status, output } = cruise({
      ...walledTree,
      'lib/helper.ts': "import { table } from '../modules/b/table';\nexport const helper = table;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('outside-reach-in');
  });

  it('fails on two modules that import each other, even through their index.ts', () => {
    const { status, output } = cruise({
      ...walledTree,
      'modules/b/table.ts':
        "import { thing } from '../a';\nexport const table = 1;\nexport const again = thing;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('module-cycle');
  });

  it('fails on a new cycle between modules still listed in KNOWN_CYCLES, outside their known partners', () => {
    const { status, output } = cruise({
      'modules/cart/index.ts': "import { issue } from '../invoices';\nexport const cart = issue;\n",
      'modules/invoices/index.ts':
        "import { cart } from '../cart';\nexport const issue = 1;\nexport const back = cart;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('module-cycle');
  });

  it('lets a test import any module file', () => {
    const { status } = cruise({
      ...walledTree,
      'modules/a/a.test.ts': "import { table } from '../b/table';\nexport const seen = table;\n",
    });
    expect(status).toBe(0);
  });
});
