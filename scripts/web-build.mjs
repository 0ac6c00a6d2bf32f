import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
/** The server render (docs/decisions/016-ssr.md); without it public pages fall back to the shell. */
const SSR_ENTRY = path.join(ROOT, 'apps/web/dist-server/entry-server.js');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the storefront (browser and server bundles) when either is missing or older than its sources. */
export function ensureWebBuild() {
  const built = Math.min(
    ...[DIST_INDEX, SSR_ENTRY].map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built >= sources) return;
  console.info(built ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
  // A production build whatever the caller's NODE_ENV (vitest sets "test", which would make
  // Vite bundle React's development build).
  execSync('npm run build --silent', {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
