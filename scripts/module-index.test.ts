import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIndexes, staleIndexes } from './module-index.mjs';

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

function write(src: string, path: string, text: string) {
  mkdirSync(join(src, path, '..'), { recursive: true });
  writeFileSync(join(src, path), text);
}

describe('generated module indexes (db/schema.generated.ts, lib/messages.generated.ts)', () => {
  it('are current in this repository (run `npm run gen:modules` after adding a table or messages file)', () => {
    expect(staleIndexes().map(({ path }) => path)).toEqual([]);
  });

  it('go stale when a module adds a table or messages, and list it once regenerated', () => {
    tree = mkdtempSync(join(tmpdir(), 'module-index-'));
    const src = tree;
    write(src, 'modules/a/table.ts', 'export const a = 1;\n');
    write(src, 'modules/a/messages.ts', 'export const aMessages = {} as const;\n');
    for (const { path, text } of renderIndexes(src)) write(src, path.slice(src.length + 1), text);
    expect(staleIndexes(src)).toEqual([]);

    write(src, 'modules/b/table.ts', 'export const b = 1;\n');
    write(src, 'modules/b/rates-messages.ts', 'export const bRatesMessages = {} as const;\n');
    expect(staleIndexes(src).map(({ path }) => path.slice(src.length + 1))).toEqual([
      'db/schema.generated.ts',
      'lib/messages.generated.ts',
    ]);
    const [schema, messages] = renderIndexes(src);
    expect(schema?.text).toContain("export * from '../modules/b/table';");
    expect(messages?.text).toContain("import { bRatesMessages } from '../modules/b/rates-messages';");
    expect(messages?.text).toContain('  ...bRatesMessages,');
  });
});
