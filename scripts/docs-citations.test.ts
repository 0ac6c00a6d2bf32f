import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every reference in code and docs must resolve inside the repository: a newcomer who clones
 * it has no product notes, specification or stack notes beside it (docs/product.md is ours).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'data',
  'coverage',
  'test-results',
  '.tmp',
]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|md|css|html)$/;
const SELF = relative(root, fileURLToPath(import.meta.url));

/** Citations of documents that live outside the repository. */
const OUTSIDE = [
  /\bdecisions\.md\b/i,
  /\bspec\.md\b/i,
  /\bspec(?:'s|s)?\s+(?:sections?\s*|§\s*)?\d/i,
  /\bspec\s*§/i,
  /\bstack[-_ ]notes\b/i,
  /\/work\/shared\b/,
  /(?:^|[\s('"`])\.\.\/shared\/(?!src\b)/,
];

/** `docs/….md` or `docs/….md#anchor`, as code and docs cite them from the repository's root. */
const DOC_CITATION = /(?<![\w/.-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
/** Relative markdown links in docs: `](decisions/017-budgets.md#x)`. */
const MD_LINK = /\]\((?!https?:|mailto:|#|\/)([^)\s]+?\.md)(#[\w-]+)?\)/g;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.data-')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (TEXT_FILE.test(name)) out.push(path);
  }
  return out;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

type Citation = { file: string; line: number; text: string };

function scan() {
  const outside: Citation[] = [];
  const docs: (Citation & { target: string; anchor: string | null })[] = [];
  for (const path of listFiles(root)) {
    const file = relative(root, path);
    if (file === SELF) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((text, index) => {
      const line = index + 1;
      if (OUTSIDE.some((pattern) => pattern.test(text))) outside.push({ file, line, text: text.trim() });
      for (const match of text.matchAll(DOC_CITATION)) {
        const [target, anchor = null] = match[0].split('#');
        docs.push({ file, line, text: match[0], target, anchor });
      }
      if (file.endsWith('.md')) {
        for (const match of text.matchAll(MD_LINK)) {
          const target = relative(root, resolve(dirname(path), match[1]));
          docs.push({ file, line, text: match[0], target, anchor: match[2]?.slice(1) ?? null });
        }
      }
    });
  }
  return { outside, docs };
}

const where = (c: Citation) => `${c.file}:${c.line}: ${c.text}`;

describe('citations in code and docs', () => {
  const { outside, docs } = scan();

  it('recognises the citations that lead outside the repository', () => {
    const flagged = [
      'see decisions.md "Shipping"',
      '(spec section 7)',
      'Spec sections 2 and 9',
      "spec's section 4",
      'Spec §8: errors',
      'payment form (spec 5: all four required)',
      'stack-notes: PGlite',
      'see /work/shared/spec.md',
    ];
    for (const text of flagged)
      expect(
        OUTSIDE.some((p) => p.test(text)),
        text,
      ).toBe(true);
    const fine = ['docs/decisions/015-trade-vat.md', 'docs/product.md#shipping', "the spec's `details`"];
    for (const text of fine)
      expect(
        OUTSIDE.some((p) => p.test(text)),
        text,
      ).toBe(false);
  });

  it('cites nothing outside the repository', () => {
    expect(outside.map(where)).toEqual([]);
  });

  it('cites docs that exist, at headings that exist', () => {
    // The scan must see the code's citations, or this test would pass on nothing.
    expect(docs.filter((c) => c.target === 'docs/product.md' && c.anchor).length).toBeGreaterThan(20);
    const anchorsOf = new Map<string, Set<string>>();
    const broken = docs.filter((c) => {
      const path = join(root, c.target);
      if (!existsSync(path)) return true;
      if (!c.anchor) return false;
      if (!anchorsOf.has(c.target)) anchorsOf.set(c.target, headingAnchors(readFileSync(path, 'utf8')));
      return !anchorsOf.get(c.target)?.has(c.anchor);
    });
    expect(broken.map(where)).toEqual([]);
  });

  it('dates every decision record, gives it a status and the number of its file', () => {
    const dir = join(root, 'docs/decisions');
    const records = readdirSync(dir).filter(
      (name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'),
    );
    expect(records.length).toBeGreaterThan(25);
    const incomplete = records.filter((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return (
        !text.startsWith(`# ${name.slice(0, 3)}: `) ||
        !/^- Status: \S/m.test(text) ||
        !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text)
      );
    });
    expect(incomplete).toEqual([]);
  });

  it('builds anchors as GitHub does', () => {
    const anchors = headingAnchors(
      '# Product rules\n## API envelope\n```\n# not a heading\n```\n## Cart (`/api/card`, the name)\n## API envelope',
    );
    expect([...anchors]).toEqual([
      'product-rules',
      'api-envelope',
      'cart-apicard-the-name',
      'api-envelope-1',
    ]);
  });
});
