import { BUSINESS } from '@shop/shared';
import type { MailMessage } from '../mail';
import { renderEmail } from '../mail';
import type { ContactMessage } from './table';

/**
 * The e-mail the shop receives for one contact-form message, in the shop's layout. Staff
 * read English; the customer's language is stated so they can answer in it. Replying
 * answers the customer directly.
 */
export function contactMail(message: ContactMessage, to: string): MailMessage {
  return {
    to,
    replyTo: message.email,
    ...renderEmail({
      lang: 'en',
      subject: `Contact form: ${message.name}`.slice(0, 150),
      heading: `New message from the ${BUSINESS.brandName} contact form (#${message.id})`,
      paragraphs: [
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Phone: ${message.phone}`,
        `Language: ${new Intl.DisplayNames(['en'], { type: 'language' }).of(message.lang)}`,
        `Received: ${message.createdAt.toISOString()}`,
        message.message,
        'Reply to this e-mail to answer the customer directly.',
      ],
    }),
  };
}
