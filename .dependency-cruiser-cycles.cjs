/**
 * No two API modules may need each other, directly or round a longer circle
 * (docs/decisions/030-module-walls.md). A second pass over the modules alone: db/ and lib/ collect
 * every module's tables and messages by design, and folder cycles through them are not ones.
 */
// Tests are exempt here too (see .dependency-cruiser.cjs).
const TESTS = '\\.test\\.ts$|^apps/api/src/test/|/test-catalog\\.ts$';

const SRC = '^apps/api/src/';

/**
 * Cycles not yet untangled (docs/decisions/030-module-walls.md): each module here may stay in a
 * cycle with the modules listed, and with no other. Remove an entry once its cycle is broken;
 * the list only shrinks.
 */
const KNOWN_CYCLES = {};

const cycleRule = (from, to) => ({
  name: 'module-cycle',
  comment: 'Two modules that need each other are one module, or one of them owns the shared piece.',
  severity: 'error',
  scope: 'folder',
  from: { path: from },
  to: { path: to, circular: true },
});
const MODULE = `${SRC}modules/[^/]+$`;
const known = Object.keys(KNOWN_CYCLES).join('|');

module.exports = {
  forbidden: [
    cycleRule(known ? `${SRC}modules/(?!(${known})$)[^/]+$` : MODULE, MODULE),
    ...Object.entries(KNOWN_CYCLES).map(([name, partners]) =>
      cycleRule(`${SRC}modules/${name}$`, `${SRC}modules/(?!(${partners.join('|')})$)[^/]+$`),
    ),
  ],
  options: {
    includeOnly: `${SRC}modules/`,
    exclude: { path: TESTS },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
