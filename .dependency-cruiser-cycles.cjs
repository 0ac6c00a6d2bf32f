/**
 * No two API modules may need each other, directly or round a longer circle
 * (docs/decisions/030-module-walls.md). A second pass over the modules alone: db/ and lib/ collect
 * every module's tables and messages by design, and folder cycles through them are not ones.
 */
// Tests are exempt here too (see .dependency-cruiser.cjs).
const TESTS = '\\.test\\.ts$|^apps/api/src/test/|/test-catalog\\.ts$';

const SRC = '^apps/api/src/';

module.exports = {
  forbidden: [
    {
      name: 'module-cycle',
      comment: 'Two modules that need each other are one module, or one of them owns the shared piece.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SRC}modules/[^/]+$` },
      to: { path: `${SRC}modules/[^/]+$`, circular: true },
    },
  ],
  options: {
    includeOnly: `${SRC}modules/`,
    exclude: { path: TESTS },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
