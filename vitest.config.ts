import { defineConfig } from 'vitest/config';

/** One runner for every workspace; `--project <name>` picks one. */
export default defineConfig({
  test: {
    // Two cores: two test files at a time (PGlite is single-threaded WASM per file).
    maxWorkers: 2,
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts', 'e2e'],
  },
});
