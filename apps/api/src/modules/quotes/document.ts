import { formatEuros, type Lang, localize, numberLocale } from '@shop/shared';
import {
  addDays,
  chosenBranches,
  formatCivilDate,
  madridWallClock,
  optionCharges,
} from '@shop/shared/pricing';
import type { ConfigurationQuote } from '../checkout';
import type { InvoiceDocument } from '../invoices';
import { type InvoiceMessageKey, invoiceMessages } from '../invoices';

/** How long a quote's prices hold (the shop may change prices; an order re-prices anyway). */
export const QUOTE_VALID_DAYS = 30;

function t(lang: Lang, key: InvoiceMessageKey, params: Record<string, string> = {}): string {
  return invoiceMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

function civilDay(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * The quote PDF's content from a configuration priced on the server: the print itself, then
 * each chosen option once (a three-level choice is one row: "Finishing: Eyelets › Every 25 cm
 * › Brass") with what it adds, the quantity discount, delivery, IVA, total, the delivered-by
 * date and the validity.
 */
export function quoteDocument(q: ConfigurationQuote, lang: Lang, now = new Date()): InvoiceDocument {
  const { product, quote, selection, options } = q;
  const number = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 });
  const money = (cents: number) => formatEuros(cents, lang);
  const date = (value: string) =>
    new Intl.DateTimeFormat(numberLocale(lang), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(civilDay(value));
  const title = localize(product.title, lang);

  const sized = quote.areaM2 > 0;
  const lines: InvoiceDocument['lines'] = [
    {
      title: t(lang, 'quote.base', { title }),
      details: sized
        ? t(lang, 'quote.size', {
            size: `${number.format(selection.width ?? 0)} × ${number.format(selection.height ?? 0)}`,
            area: number.format(quote.areaM2),
          })
        : '',
      quantity: quote.quantity,
      unitCents: quote.baseItemCents,
      totalCents: quote.baseItemCents * quote.quantity,
    },
  ];
  const charges = new Map(optionCharges(product.pricing, options, selection).map((c) => [c.optionId, c]));
  for (const branch of chosenBranches(options)) {
    const names = branch.optionIds.map((id) =>
      localize(product.optionById.get(id)?.name ?? { en: '', ar: '' }, lang),
    );
    const top = product.optionById.get(branch.topId);
    const section = top ? product.sectionById.get(top.sectionId) : undefined;
    const perItem = branch.optionIds.reduce((sum, id) => sum + (charges.get(id)?.perItemCents ?? 0), 0);
    const fixed = branch.optionIds.reduce((sum, id) => sum + (charges.get(id)?.fixedCents ?? 0), 0);
    lines.push({
      title: t(lang, 'quote.option', {
        section: section ? localize(section.name, lang) : '',
        choice: names.join(' › '),
      }),
      details: fixed !== 0 ? `${t(lang, 'quote.optionFixed')}: ${money(fixed)}` : '',
      quantity: quote.quantity,
      unitCents: perItem,
      totalCents: perItem * quote.quantity + fixed,
    });
  }
  let subtotalCents = quote.itemsCents + quote.fixedCents;
  const notes: string[] = [];
  if (quote.minChargeApplied) {
    // The minimum charge tops the line up; shown as its own row so the sums add up.
    const topUp = quote.totalCents - (subtotalCents - quote.discountCents);
    lines.push({
      title: t(lang, 'quote.minCharge', { amount: money(quote.totalCents) }),
      details: '',
      quantity: 1,
      unitCents: topUp,
      totalCents: topUp,
    });
    subtotalCents += topUp;
  }

  const shipping = q.totals.shipping.available ? q.totals.shipping : null;
  if (!shipping) notes.push(t(lang, 'quote.shippingOnRequest', { country: q.countryName }));
  else if (shipping.free) notes.push(t(lang, 'quote.shippingFree', { country: q.countryName }));
  else {
    notes.push(t(lang, 'quote.shippingTo', { country: q.countryName, price: money(shipping.shippingCents) }));
    if (shipping.remainingForFreeCents !== null) {
      notes.push(t(lang, 'quote.remainingForFree', { amount: money(shipping.remainingForFreeCents) }));
    }
  }
  const production = number.format(q.delivery.productionDays);
  notes.push(
    q.delivery.deliveredBy && q.delivery.courierDays !== null
      ? t(lang, 'quote.deliveredBy', {
          date: date(q.delivery.deliveredBy),
          production,
          courier: number.format(q.delivery.courierDays),
        })
      : t(lang, 'quote.shipsOn', { date: date(q.delivery.shipsOn), production }),
  );
  const clock = madridWallClock(now);
  const validUntil = formatCivilDate(addDays(clock, QUOTE_VALID_DAYS));
  notes.push(t(lang, 'quote.validity', { date: date(validUntil) }));

  const percent = new Intl.NumberFormat(numberLocale(lang), { style: 'percent' }).format(
    quote.discountPercent / 100,
  );
  return {
    kind: 'quote',
    lang,
    number: `Q${formatCivilDate(clock).replaceAll('-', '')}-${product.id}`,
    issuedAt: now,
    validUntil: civilDay(validUntil),
    orderCode: '',
    customer: null,
    lines,
    subtotalCents,
    discountCents: quote.discountCents,
    discountLabel: t(lang, 'quote.quantityDiscount', { percent }),
    couponCode: null,
    shippingCents: shipping ? shipping.shippingCents : null,
    vatRateBasisPoints: q.totals.vatRateBasisPoints,
    vatCents: q.totals.vatCents,
    totalCents: q.totals.totalCents,
    vatTreatment: q.country.vatRegion,
    payment: null,
    notes,
  };
}
