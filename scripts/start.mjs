/**
 * `npm start`: builds the storefront if needed, then runs the API server (which migrates the
 * database and seeds the demo catalogue on first start) in this same process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(ROOT, 'node_modules/tsx'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
process.chdir(ROOT);
ensureWebBuild();

const { register } = await import('tsx/esm/api');
register();
await import('../apps/api/src/server.ts');
