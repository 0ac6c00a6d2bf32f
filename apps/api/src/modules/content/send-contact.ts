import { BUSINESS } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { enqueueMail } from '../jobs';
import { contactMail } from './contact-mail';
import type { ContactBody } from './schema';
import { createContactMessage } from './service';

/**
 * Keeps and sends one contact message, for the JSON API and the scriptless form alike. The
 * message and its mail job commit together: "sent" is answered only once the mail is queued
 * (the worker delivers it, retrying while the SMTP server is unreachable). A filled honeypot
 * is a bot: the caller answers as usual so it learns nothing, and nothing is kept or sent.
 */
export async function sendContactMessage(
  app: FastifyInstance,
  env: Env,
  request: FastifyRequest,
  body: ContactBody,
): Promise<void> {
  const { website, ...fields } = body;
  if (website) {
    request.log.info({ ip: request.ip }, 'contact form honeypot filled; message dropped');
    return;
  }
  await app.db.transaction(async (tx) => {
    const row = await createContactMessage(tx, { ...fields, lang: request.lang, ip: request.ip });
    await enqueueMail(tx, contactMail(row, env.CONTACT_EMAIL ?? BUSINESS.emails.general));
  });
}
