import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';
import type { MailSender } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shop's outgoing mail. `await app.mailer.send({ to, subject, text, html })`, usually
     * with `...renderEmail({ lang, subject, heading, paragraphs })` from `modules/mail/template`.
     * See modules/mail/README.md.
     */
    mailer: Mailer;
  }
}

export type MailPluginOptions = { smtpUrl?: string; from: MailSender; dataDir: string };

/** Decorates `app.mailer` (SMTP when configured, else an outbox under DATA_DIR). */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { smtpUrl, from, dataDir }) => {
    const outboxDir = path.resolve(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl, from, outboxDir, log: app.log });
    if (!smtpUrl) app.log.info({ outboxDir }, `no SMTP_URL: e-mails are written to ${outboxDir}`);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mailer' },
);
