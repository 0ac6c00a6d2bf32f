import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startShop, stopShop } from './shop';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    smtpUrl: string;
    staffEmail: string;
    staffPassword: string;
  }
}

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

export default async function setup(project: TestProject) {
  // The browser bundle and the server render, rebuilt when their sources changed (as npm start does).
  ensureWebBuild();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const mailDir = path.join(work, 'mail');
  fs.mkdirSync(mailDir);
  const mail = await startMailCatcher(mailDir);
  const { child, baseUrl } = await startShop({
    NODE_ENV: 'test',
    DATA_DIR: path.join(work, 'data'),
    SMTP_URL: mail.url,
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    // Every browser test signs up from 127.0.0.1: more than the 30 e-mailed codes an hour one
    // address may ask for (modules/accounts/throttle.ts).
    ACCOUNT_IP_LIMITS_SCALE: '10',
    // webhooks.e2e.ts receives deliveries on 127.0.0.1 (docs/decisions/054-webhooks.md).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  });
  child.stdout?.resume();
  child.stderr?.resume();
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('smtpUrl', mail.url);
  project.provide('staffEmail', STAFF.email);
  project.provide('staffPassword', STAFF.password);

  return async () => {
    await stopShop(child);
    await mail.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
