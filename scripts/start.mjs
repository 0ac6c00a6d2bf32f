/**
 * `npm start`: builds the storefront and compiles the API if either is missing or stale, then
 * runs the compiled server (apps/api/dist/server.js) in this same process with plain Node
 * (decision 019). The server migrates the database and seeds the demo catalogue on first start.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_SERVER, apiBuildIsCurrent } from './api-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(ROOT, 'node_modules/fastify'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
process.chdir(ROOT);
ensureWebBuild();
// Compiled in a separate process, so the bundler's memory is not kept by the server's.
if (!apiBuildIsCurrent()) {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/api-build.mjs')], { stdio: 'inherit' });
}
await import(API_SERVER);
