import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BUSINESS } from '@shop/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../config/env';
import type { ContactMessage } from './table';

/**
 * Minimal mail sending for the contact form (decisions.md "Mail"): SMTP through SMTP_URL,
 * or, when it is unset, .eml files in DATA_DIR/outbox that a developer can open. Kept
 * behind `sendMail` so that the shop-wide mailer can replace it without touching routes.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
};

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export function createSendMail(env: Env): SendMail {
  const outbox = path.resolve(env.DATA_DIR, 'outbox');
  const transport: Transporter = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    if (!env.SMTP_URL && Buffer.isBuffer(info.message)) {
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message);
    }
  };
}

/** Header values must stay on one line whatever a visitor types. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The e-mail the shop receives for one contact-form message. */
export function contactMail(message: ContactMessage, to: string): OutgoingMail {
  return {
    to,
    subject: oneLine(`Contact form: ${message.name}`).slice(0, 150),
    replyTo: { name: oneLine(message.name), address: message.email },
    text: [
      `New message from the ${BUSINESS.brandName} contact form (#${message.id}).`,
      '',
      `Name:     ${message.name}`,
      `E-mail:   ${message.email}`,
      `Phone:    ${message.phone}`,
      `Language: ${message.lang === 'ar' ? 'Arabic' : 'English'}`,
      `Received: ${message.createdAt.toISOString()}`,
      '',
      message.message,
      '',
      '-- ',
      'Reply to this e-mail to answer the customer directly.',
    ].join('\n'),
  };
}
