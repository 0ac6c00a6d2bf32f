import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A port free on 127.0.0.1 now (the OS picks it), for a server that must know its own address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built shop exactly as `npm start` runs it (the package.json script: compiled
 * API, plain node), on a free port of 127.0.0.1. PUBLIC_URL is that address: the gateways'
 * pages (the sandbox's challenge, the bank's) send the browser and their notifications back to it.
 */
export async function startShop(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=2', '--heap-growing-percent=25', 'scripts/start.mjs'],
    {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: publicUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start in time:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Shop ready on http:\/\/localhost:\d+/.test(output)) {
        clearTimeout(timer);
        resolve({ child, baseUrl: publicUrl });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited with code ${code}:\n${output}`));
    });
  });
}

/** Stops a shop started by startShop, waiting (at most 10 s) for it to exit. */
export async function stopShop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
