/**
 * The walls between API modules (docs/decisions/030-module-walls.md). A module's files are
 * private: another module, app.ts, lib/, db/ and plugins/ use it through its public face
 * `modules/<name>/index.ts`. Cycles between modules are checked by .dependency-cruiser-cycles.cjs.
 *
 * Tests are exempt (`*.test.ts`, `src/test/`, the catalogue's test fixture): a test may set up
 * any module's tables or call its internals directly.
 */
const SRC = '^apps/api/src/';
const TESTS = '\\.test\\.ts$|^apps/api/src/test/|/test-catalog\\.ts$';
// Generated collectors (db/schema.generated.ts, lib/messages.generated.ts) list every module's
// table.ts / messages.ts by design; the pool worker loads single render files lazily so a
// worker thread does not import the whole API.
const COLLECTORS =
  '^apps/api/src/(db/schema\\.generated|lib/messages\\.generated)\\.ts$|^apps/api/src/workers/';

module.exports = {
  forbidden: [
    {
      name: 'module-reach-in',
      comment: "Another module's files are private: import '../<name>' (its index.ts) instead.",
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SRC}modules/[^/]+/`,
        pathNot: [`${SRC}modules/$1/`, `${SRC}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'outside-reach-in',
      comment: "Outside the modules, use a module through its index.ts ('modules/<name>').",
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}modules/[^/]+/`, TESTS, COLLECTORS] },
      to: { path: `${SRC}modules/[^/]+/`, pathNot: `${SRC}modules/[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TESTS },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
