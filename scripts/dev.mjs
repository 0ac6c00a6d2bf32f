/** `npm run dev`: the API (restarts on change) on :8080 and Vite's dev server proxying /api to it. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
