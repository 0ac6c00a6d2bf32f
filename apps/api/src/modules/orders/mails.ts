import { formatEuros, type Lang, ORDER_STATUS, type OrderStatus } from '@shop/shared';
import { translate } from '../../lib/messages';
import type { MailMessage } from '../mail';
import { renderEmail } from '../mail';

type MailOrder = {
  code: string;
  status: number;
  kind: 'service' | 'product';
  lang: Lang;
  message: string;
  feesServiceCents: number | null;
  feesTaxCents: number | null;
};

/**
 * Where the customer follows an order of this status on the storefront
 * (docs/product.md#screens-and-routes).
 */
export function orderPageUrl(
  publicUrl: string,
  order: { id: number; code: string; status: number; kind: string },
) {
  if (order.status === ORDER_STATUS.rejected) return `${publicUrl}/processing/${order.id}`;
  if (order.status === ORDER_STATUS.waitingForPayment) return `${publicUrl}/waitingForPayment/${order.id}`;
  // A cancelled order has no page of its own: the lists show it among the finished ones.
  if (order.status === ORDER_STATUS.cancelled) return `${publicUrl}/currentOrders`;
  if (order.status >= ORDER_STATUS.received)
    return `${publicUrl}/trackOrder/${order.status}/${order.code.slice(1)}`;
  return `${publicUrl}/currentOrders`;
}

/**
 * The customer's e-mail for an order that reached `status`, in the language they ordered
 * in: received (request), rejected with the reason, accepted with the fees, and each
 * production step.
 */
export function orderStatusMail(
  order: MailOrder & { id: number },
  to: { email: string; name: string },
  publicUrl: string,
  /** 7 (handed to the courier): the carrier and each parcel's tracking link. */
  shipment: { carrier: string; parcels: { number: string; url: string }[] } | null = null,
): MailMessage {
  const { lang, code } = order;
  const status = order.status as OrderStatus;
  const paragraphs = [translate(`orders.mail.status.${status}`, lang, { name: to.name, code })];
  if ((status === ORDER_STATUS.rejected || status === ORDER_STATUS.cancelled) && order.message) {
    paragraphs.push(translate('orders.mail.reason', lang, { message: order.message }));
  }
  if (status === ORDER_STATUS.waitingForPayment) {
    const total = (order.feesServiceCents ?? 0) + (order.feesTaxCents ?? 0);
    paragraphs.push(
      translate('orders.mail.fees', lang, {
        service: formatEuros(order.feesServiceCents ?? 0, lang),
        tax: formatEuros(order.feesTaxCents ?? 0, lang),
        total: formatEuros(total, lang),
      }),
    );
    if (order.message) paragraphs.push(translate('orders.mail.note', lang, { message: order.message }));
  }
  if (status >= ORDER_STATUS.received && status <= ORDER_STATUS.delivered && order.message) {
    // A production step's note staff marked "shown to the customer" (internal ones never get here).
    paragraphs.push(translate('orders.mail.note', lang, { message: order.message }));
  }
  for (const parcel of shipment?.parcels ?? []) {
    paragraphs.push(
      translate('orders.mail.tracking', lang, {
        carrier: shipment!.carrier,
        number: parcel.number,
        url: parcel.url,
      }),
    );
  }
  return {
    to: to.email,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.subject', lang, {
        code,
        status: translate(`orders.status.${status}`, lang),
      }),
      heading: translate(`orders.status.${status}`, lang),
      paragraphs,
      action: { label: translate('orders.mail.open', lang), url: orderPageUrl(publicUrl, order) },
    }),
  };
}

/**
 * The customer's confirmation of a paid product order, with its total and invoice number: the
 * mail the cart payment sent itself before the `paid` event (docs/decisions/038-order-events-outbox.md).
 */
export function orderPaidMail(input: {
  to: string;
  name: string;
  lang: Lang;
  code: string;
  totalCents: number;
  invoiceNumber: string;
  publicUrl: string;
}): MailMessage {
  const { lang } = input;
  return {
    to: input.to,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.paidSubject', lang, { code: input.code }),
      heading: translate('orders.mail.paidHeading', lang),
      paragraphs: [
        translate('orders.mail.paidBody', lang, {
          name: input.name,
          total: formatEuros(input.totalCents, lang),
          code: input.code,
          invoice: input.invoiceNumber,
        }),
      ],
      action: {
        label: translate('orders.mail.track', lang),
        url: `${input.publicUrl}/trackOrder/${ORDER_STATUS.received}/${input.code.slice(1)}`,
      },
    }),
  };
}

/** A refund's mail: the amount back on the card and the credit note under My Invoices. */
export function orderRefundMail(input: {
  to: { email: string; name: string };
  lang: Lang;
  code: string;
  amountCents: number;
  creditNote: string;
  publicUrl: string;
}): MailMessage {
  const { lang } = input;
  const amount = formatEuros(input.amountCents, lang);
  return {
    to: input.to.email,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.refundSubject', lang, { code: input.code, amount }),
      heading: translate('orders.mail.refundSubject', lang, { code: input.code, amount }),
      paragraphs: [
        translate('orders.mail.refundBody', lang, {
          name: input.to.name,
          amount,
          code: input.code,
          number: input.creditNote,
        }),
      ],
      action: { label: translate('orders.mail.invoices', lang), url: `${input.publicUrl}/invoices` },
    }),
  };
}
