import { defineProject } from 'vitest/config';

/**
 * Tests of the repository's own scripts (budget checker, module walls). The walls tests spawn
 * dependency-cruiser, which took over 5 s (vitest's default) on two loaded cores.
 */
export default defineProject({
  test: { name: 'scripts', include: ['**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
