import { defineConfig } from 'vitest/config';

/** One runner for every workspace; `--project <name>` picks one. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'e2e'],
  },
});
