import {
  formatEuros,
  type Lang,
  type LocalizedText,
  localize,
  numberLocale,
  ORDER_STATUS,
  type OrderStatus,
} from '@shop/shared';
import { OPTION_PATH_SEPARATOR, optionPaths as sharedOptionPaths } from '@shop/shared/option-path';
import { type MessageKey, translate } from '../../lib/messages';
import type { OptionSnapshot } from '../../lib/order-snapshots';
import type { EmailTable, MailMessage } from '../mail';
import { isolate, isolated, renderEmail } from '../mail';

/** A message whose every value keeps its own direction (codes, names, amounts in an Arabic mail). */
const tr = (key: MessageKey, lang: Lang, params: Record<string, string | number> = {}) =>
  translate(key, lang, isolated(params));

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
 * The customer's e-mail for an order that reached `status`, in the account's current language
 * (the order's own only when none is given): received (request), rejected with the reason,
 * accepted with the fees, and each production step.
 */
export function orderStatusMail(
  order: MailOrder & { id: number },
  to: { email: string; name: string; lang?: Lang },
  publicUrl: string,
  /** 7 (handed to the courier): the carrier and each parcel's tracking link. */
  shipment: { carrier: string; parcels: { number: string; url: string }[] } | null = null,
): MailMessage {
  const { code } = order;
  const lang = to.lang ?? order.lang;
  const status = order.status as OrderStatus;
  const paragraphs = [tr(`orders.mail.status.${status}`, lang, { name: to.name, code })];
  if ((status === ORDER_STATUS.rejected || status === ORDER_STATUS.cancelled) && order.message) {
    paragraphs.push(tr('orders.mail.reason', lang, { message: order.message }));
  }
  if (status === ORDER_STATUS.waitingForPayment) {
    const total = (order.feesServiceCents ?? 0) + (order.feesTaxCents ?? 0);
    paragraphs.push(
      tr('orders.mail.fees', lang, {
        service: formatEuros(order.feesServiceCents ?? 0, lang),
        tax: formatEuros(order.feesTaxCents ?? 0, lang),
        total: formatEuros(total, lang),
      }),
    );
    if (order.message) paragraphs.push(tr('orders.mail.note', lang, { message: order.message }));
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
        code: isolate(code),
        status: translate(`orders.status.${status}`, lang),
      }),
      heading: translate(`orders.status.${status}`, lang),
      paragraphs,
      action: { label: translate('orders.mail.open', lang), url: orderPageUrl(publicUrl, order) },
    }),
  };
}

/** A line of the confirmation: what was bought, as the order froze it. */
export type ConfirmationLine = {
  title: LocalizedText;
  quantity: number;
  widthCm: number | null;
  heightCm: number | null;
  options: OptionSnapshot[];
  totalCents: number;
  /** The customer's own label for the line, when it has one. */
  label?: string | null;
};

export type OrderConfirmation = {
  to: string;
  name: string;
  lang: Lang;
  kind: 'product' | 'service';
  code: string;
  /** The customer's purchase-order number, when the order has one. */
  poNumber?: string | null;
  lines: ConfirmationLine[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    byRate: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
    totalCents: number;
  };
  /** The promised dispatch and delivery days ("YYYY-MM-DD", Madrid); null when the shop gives none. */
  delivery: { shipsOn: string; deliveredBy: string | null } | null;
  invoice: { id: number; number: string };
  publicUrl: string;
};

/**
 * A line's chosen options, each branch once as a path from its top choice down, under its
 * section: "Finishing: Eyelets › Every 50 cm › Silver eyelets" (the shared rule the cart, the
 * tracking page and the packing list use). Sibling choices of one section are lines of their
 * own; each choice is isolated (a service's is the customer's own brief, often Latin in an
 * Arabic mail).
 */
export function optionPaths(options: readonly OptionSnapshot[], lang: Lang): string[] {
  const named = options.map((o) => ({
    section: localize(o.section, lang),
    name: localize(o.name, lang),
    parent_name: o.parentName ? localize(o.parentName, lang) : null,
  }));
  return sharedOptionPaths(named).flatMap(({ section, chains }) =>
    chains.map((chain) => {
      const choice = isolate(chain.join(OPTION_PATH_SEPARATOR));
      return section ? `${section}: ${choice}` : choice;
    }),
  );
}

function civilDate(value: string, lang: Lang): string {
  return new Intl.DateTimeFormat(numberLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value}T12:00:00Z`));
}

/**
 * The customer's confirmation of a paid order (a product order, or a service quote paid): the
 * items with their options, the totals with VAT per rate, the promised dispatch and delivery
 * days, the PO number, and links to the invoice and to the order's tracking page. Sent from
 * the `paid` event (docs/decisions/038-order-events-outbox.md), in the account's language.
 */
export function orderConfirmationMail(input: OrderConfirmation): MailMessage {
  const { lang, totals } = input;
  const money = (cents: number) => formatEuros(cents, lang);
  const number = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 });
  const paragraphs = [
    input.kind === 'service'
      ? tr('orders.mail.status.4', lang, { name: input.name, code: input.code })
      : tr('orders.mail.paidBody', lang, {
          name: input.name,
          total: money(totals.totalCents),
          code: input.code,
          invoice: input.invoice.number,
        }),
  ];
  if (input.poNumber) paragraphs.push(tr('orders.mail.poNumber', lang, { po: input.poNumber }));
  if (input.delivery) {
    const shipsOn = civilDate(input.delivery.shipsOn, lang);
    paragraphs.push(
      input.delivery.deliveredBy
        ? tr('orders.mail.delivery', lang, {
            shipsOn,
            deliveredBy: civilDate(input.delivery.deliveredBy, lang),
          })
        : tr('orders.mail.dispatch', lang, { shipsOn }),
    );
  }
  const items: EmailTable = {
    title: translate('orders.mail.items', lang),
    rows: input.lines.map((line) => {
      const details: string[] = [];
      if (line.label) details.push(tr('orders.mail.lineLabel', lang, { label: line.label }));
      const quantity = tr('orders.mail.quantity', lang, { quantity: number.format(line.quantity) });
      details.push(
        line.widthCm && line.heightCm
          ? `${tr('orders.mail.size', lang, { size: `${number.format(line.widthCm)} × ${number.format(line.heightCm)}` })} · ${quantity}`
          : quantity,
      );
      details.push(...optionPaths(line.options, lang));
      return { label: localize(line.title, lang), details, value: isolate(money(line.totalCents)) };
    }),
  };
  const rate = (basisPoints: number) => number.format(basisPoints / 100);
  const totalRows: EmailTable['rows'] = [
    { label: translate('orders.mail.subtotal', lang), value: isolate(money(totals.subtotalCents)) },
  ];
  if (totals.discountCents > 0) {
    totalRows.push({
      label: translate('orders.mail.discount', lang),
      value: isolate(money(-totals.discountCents)),
    });
  }
  if (input.kind === 'product') {
    totalRows.push({
      label: translate('orders.mail.shipping', lang),
      value: isolate(money(totals.shippingCents)),
    });
  }
  for (const share of totals.byRate) {
    totalRows.push({
      label: tr('orders.mail.vat', lang, { rate: rate(share.rateBasisPoints), base: money(share.baseCents) }),
      value: isolate(money(share.taxCents)),
    });
  }
  totalRows.push({
    label: translate('orders.mail.total', lang),
    value: isolate(money(totals.totalCents)),
    strong: true,
  });
  return {
    to: input.to,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.paidSubject', lang, { code: isolate(input.code) }),
      heading: translate('orders.mail.paidHeading', lang),
      paragraphs,
      tables: [items, { title: translate('orders.mail.totals', lang), rows: totalRows }],
      action: {
        label: translate('orders.mail.track', lang),
        url: `${input.publicUrl}/trackOrder/${ORDER_STATUS.received}/${input.code.slice(1)}`,
      },
      links: [
        {
          label: tr('orders.mail.invoiceLink', lang, { number: input.invoice.number }),
          url: `${input.publicUrl}/api/invoices/${input.invoice.id}.pdf`,
        },
        { label: translate('orders.mail.invoices', lang), url: `${input.publicUrl}/profile` },
      ],
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
      subject: tr('orders.mail.refundSubject', lang, { code: input.code, amount }),
      heading: tr('orders.mail.refundSubject', lang, { code: input.code, amount }),
      paragraphs: [
        tr('orders.mail.refundBody', lang, {
          name: input.to.name,
          amount,
          code: input.code,
          number: input.creditNote,
        }),
      ],
      action: { label: translate('orders.mail.invoices', lang), url: `${input.publicUrl}/profile` },
    }),
  };
}
