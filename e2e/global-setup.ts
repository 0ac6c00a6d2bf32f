import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    staffEmail: string;
    staffPassword: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');
const STAFF = { email: 'staff@e2e.local', password: 'e2e-staff-password' };

/** Receives the shop's mail over real SMTP and keeps each message as a file for the tests to read. */
async function startMailCatcher(mailDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts the built shop exactly as `npm start` runs it (the package.json script: compiled
 * API, plain node), on a free port and a fresh data dir.
 */
function startShop(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=2', '--heap-growing-percent=25', 'scripts/start.mjs'],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start in time:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Shop ready on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1].replace('localhost', '127.0.0.1') });
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

export default async function setup(project: TestProject) {
  // The browser bundle and the server render, rebuilt when their sources changed (as npm start does).
  ensureWebBuild();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const mailDir = path.join(work, 'mail');
  fs.mkdirSync(mailDir);
  const mail = await startMailCatcher(mailDir);
  const { child, baseUrl } = await startShop({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    SMTP_URL: mail.url,
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  });
  child.stdout?.resume();
  child.stderr?.resume();
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('staffEmail', STAFF.email);
  project.provide('staffPassword', STAFF.password);

  return async () => {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await mail.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
