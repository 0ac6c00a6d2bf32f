/**
 * The proof flow's mails (docs/product.md#proofs), each queued by a handler of the order's
 * events (proof_ready, proof_answered, final_files) or by the 24-hour reminder job, in the
 * language the account chose last, like every order mail (event-mails.ts).
 */
import { type Lang, type LocalizedText, localize } from '@shop/shared';
import { translate } from '../../lib/messages';
import type { MailMessage } from '../mail';
import { isolate, isolated, renderEmail } from '../mail';
import { orderPageUrl } from './mails';

type Recipient = { email: string; name: string; lang: Lang };
type MailOrder = { id: number; code: string; status: number; kind: string };

/** The line a proof is for, as a mail names it: its label or title, or "your order" for a service's own proof. */
export function proofLineName(line: { title: LocalizedText; label: string } | null, lang: Lang): string {
  if (!line) return translate('orders.mail.wholeOrder', lang);
  return line.label || localize(line.title, lang);
}

/** To the customer: a new proof (version, note) waits for their answer; production starts at approval. */
export function proofReadyMail(input: {
  to: Recipient;
  order: MailOrder;
  line: string;
  version: number;
  note: string;
  publicUrl: string;
  reminder?: boolean;
}): MailMessage {
  const { to, order, lang } = { ...input, lang: input.to.lang };
  const params = isolated({ name: to.name, code: order.code, line: input.line, version: input.version });
  const paragraphs = [
    translate(
      input.reminder ? 'orders.mail.proofReminder.body' : 'orders.mail.proofReady.body',
      lang,
      params,
    ),
  ];
  if (input.note && !input.reminder)
    paragraphs.push(translate('orders.mail.proofReady.note', lang, { note: input.note }));
  return {
    to: to.email,
    ...renderEmail({
      lang,
      subject: translate(
        input.reminder ? 'orders.mail.proofReminder.subject' : 'orders.mail.proofReady.subject',
        lang,
        { code: isolate(order.code) },
      ),
      heading: translate('orders.mail.proofReady.heading', lang),
      paragraphs,
      action: { label: translate('orders.mail.open', lang), url: orderPageUrl(input.publicUrl, order) },
    }),
  };
}

/** To the staff member who sent the proof: the customer's requested changes, with the comment. */
export function proofChangesMail(input: {
  to: Recipient;
  order: MailOrder;
  customer: string;
  line: string;
  version: number;
  comment: string;
  files: number;
  publicUrl: string;
}): MailMessage {
  const lang = input.to.lang;
  const paragraphs = [
    translate(
      'orders.mail.proofChanges.body',
      lang,
      isolated({
        customer: input.customer,
        version: input.version,
        line: input.line,
        code: input.order.code,
        comment: input.comment,
      }),
    ),
  ];
  if (input.files > 0)
    paragraphs.push(translate('orders.mail.proofChanges.files', lang, { count: input.files }));
  return {
    to: input.to.email,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.proofChanges.subject', lang, { code: isolate(input.order.code) }),
      heading: translate('orders.mail.proofChanges.subject', lang, { code: isolate(input.order.code) }),
      paragraphs,
      action: {
        label: translate('orders.mail.proofChanges.open', lang),
        url: `${input.publicUrl}/admin/${input.order.kind === 'service' ? 'quotes' : 'orders'}/${input.order.id}`,
      },
    }),
  };
}

/** To the customer: a service's finished files are on the order, ready to download. */
export function finalFilesMail(input: {
  to: Recipient;
  order: MailOrder;
  count: number;
  publicUrl: string;
}): MailMessage {
  const lang = input.to.lang;
  return {
    to: input.to.email,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.finalFiles.subject', lang, { code: isolate(input.order.code) }),
      heading: translate('orders.mail.finalFiles.subject', lang, { code: isolate(input.order.code) }),
      paragraphs: [
        translate(
          'orders.mail.finalFiles.body',
          lang,
          isolated({ name: input.to.name, code: input.order.code, count: input.count }),
        ),
      ],
      action: { label: translate('orders.mail.open', lang), url: orderPageUrl(input.publicUrl, input.order) },
    }),
  };
}
