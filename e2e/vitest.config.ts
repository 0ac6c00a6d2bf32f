import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One shared server and one Chromium per file; files run one after another on 2 cores.
    fileParallelism: false,
    // Runs after the unit and API projects, on its own.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
