/**
 * Compiles the API (and the shared package it imports) to JavaScript in apps/api/dist, so
 * production runs plain `node` without a TypeScript loader (decision 019). esbuild (installed
 * with tsx) bundles our own code; every npm dependency stays an ordinary external import.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const API = path.join(ROOT, 'apps/api');
export const API_DIST = path.join(API, 'dist');
export const API_SERVER = path.join(API_DIST, 'server.js');
const SOURCES = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
];

const ENTRIES = {
  server: 'src/server.ts',
  // The embedded database's process (db/embedded/start.ts forks it by this name).
  'embedded-db': 'src/db/embedded/process.ts',
  // The worker pool's threads (lib/worker-pool.ts starts them from this name).
  'pool-worker': 'src/workers/pool-worker.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'seed-cli': 'src/db/seed-cli.ts',
  'staff-cli': 'src/db/staff-cli.ts',
};

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Code that finds files next to itself (migrations, the storefront build) uses
 * `import.meta.dirname`; in the bundle that is apps/api/dist, so each use is pointed back at
 * its source file's folder, relative to the bundle (the tree may move as a whole).
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/]apps[\\/]api[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return { contents: text, loader: 'ts' };
      const relative = path.relative(API_DIST, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.dirname',
          `__bundlePath.resolve(import.meta.dirname, ${JSON.stringify(relative)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildApi() {
  const { build } = await import('esbuild');
  const manifest = JSON.parse(fs.readFileSync(path.join(API, 'package.json'), 'utf8'));
  const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name !== '@shop/shared')
    .flatMap((name) => [name, `${name}/*`]);
  fs.rmSync(API_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: API,
    entryPoints: ENTRIES,
    outdir: API_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external,
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    banner: { js: "import __bundlePath from 'node:path';" },
    plugins: [sourceDirname],
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(API_DIST, 'package.json'), '{ "type": "module" }\n');
}

/** Whether apps/api/dist exists and is newer than every source it is compiled from. */
export function apiBuildIsCurrent() {
  const built = fs.statSync(API_SERVER, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built >= Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
}

// `node scripts/api-build.mjs`: compile now (npm start runs it when the output is stale).
if (path.resolve(process.argv[1] ?? '') === path.resolve(import.meta.filename)) {
  const started = Date.now();
  console.info(fs.existsSync(API_SERVER) ? 'API sources changed: recompiling…' : 'Compiling the API…');
  await buildApi();
  console.info(`API compiled to apps/api/dist in ${Date.now() - started} ms`);
}
