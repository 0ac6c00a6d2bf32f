import { defineProject } from 'vitest/config';

/** Tests of the repository's own scripts (budget checker). */
export default defineProject({ test: { name: 'scripts', include: ['**/*.test.ts'], environment: 'node' } });
