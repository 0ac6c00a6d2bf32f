import { BUSINESS } from '@shop/shared';
import type { Env } from '../../config/env';

/** The From of every shop e-mail, as nodemailer takes it (it encodes a non-ASCII name itself). */
export type MailSender = { name: string; address: string };

/**
 * Customers see the business's name as the sender (the shop settings, packages/shared
 * business.ts), not a technical placeholder. MAIL_FROM gives the address, and may name the
 * sender itself (`Name <address>`) for a deployment under another brand; without it the
 * address is no-reply@ the public host, so replies never go to a made-up domain.
 */
export function mailSender(env: Pick<Env, 'MAIL_FROM' | 'PUBLIC_URL'>): MailSender {
  const configured = env.MAIL_FROM?.trim();
  if (configured) {
    const named = /^(.*)<([^<>]+)>$/.exec(configured);
    if (named) {
      const name = (named[1] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      return { name: name || BUSINESS.brandName, address: (named[2] ?? '').trim() };
    }
    return { name: BUSINESS.brandName, address: configured };
  }
  return { name: BUSINESS.brandName, address: `no-reply@${new URL(env.PUBLIC_URL).hostname}` };
}
