import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSender } from './sender';

/** One e-mail. `text` is required (every client can read it); `html` is its rich twin. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (files under DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
  /** Sends now; rejects when the SMTP server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, logging a failure instead of throwing. For flows
   * whose answer must not depend on whether a mail went out (no account enumeration by timing).
   */
  sendInBackground(message: MailMessage): void;
  /** Waits for background sends to finish, then closes the SMTP connection. */
  close(): Promise<void>;
};

export type MailerOptions = {
  smtpUrl?: string;
  from: string | MailSender;
  /** Where messages are written when no SMTP server is configured. */
  outboxDir: string;
  log: FastifyBaseLogger;
};

/** A file-name-safe version of an address: `ana@example.com` → `ana_at_example.com`. */
function fileSafe(address: string): string {
  return (
    address
      .replace('@', '_at_')
      .replace(/[^a-zA-Z0-9._-]/g, '_')
      .slice(0, 80) || 'recipient'
  );
}

/**
 * nodemailer over SMTP_URL; without it, every message is composed exactly as it would be
 * sent and written to `outboxDir/<timestamp>-<to>.eml`, with a log line naming the file.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from, ...message });
    if (smtpUrl) {
      log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      return;
    }
    await fs.mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(
      outboxDir,
      `${stamp}-${randomBytes(3).toString('hex')}-${fileSafe(message.to)}.eml`,
    );
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    log.info({ to: message.to, file }, `mail written to ${file} (no SMTP_URL configured)`);
  }

  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    send,
    sendInBackground(message) {
      const job = send(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
