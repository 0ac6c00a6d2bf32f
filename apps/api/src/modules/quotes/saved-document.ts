import { type Lang, localize, numberLocale } from '@shop/shared';
import type { SenderBrand } from '../brand';
import type { InvoiceDocument } from '../invoices';
import { type InvoiceMessageKey, invoiceMessages } from '../invoices';
import { clientFigures, madridDay, optionLabels, type SavedQuoteRow } from './saved';

function t(lang: Lang, key: InvoiceMessageKey, params: Record<string, string> = {}): string {
  return invoiceMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * A saved quote as a PDF document for the reseller's end client: the reseller's brand as the
 * sender when it has one (else the shop), the end client named, every price raised by the
 * markup (what the shop charges the reseller is unchanged), the validity date.
 */
export function savedQuoteDocument(
  quote: SavedQuoteRow,
  lang: Lang,
  markupPercent: number,
  sender: (SenderBrand & { logo: Uint8Array | null }) | null,
): InvoiceDocument {
  const figures = clientFigures(quote, markupPercent);
  const number = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(numberLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${madridDay(quote.validUntil)}T12:00:00Z`));
  const notes = [t(lang, 'quote.savedValidity', { date })];
  if (quote.shippingCents === null) notes.push(t(lang, 'quote.noDestination'));
  const preparedFor = [
    quote.clientName,
    quote.clientReference
      ? t(lang, 'quote.reference', { reference: `\u2068${quote.clientReference}\u2069` })
      : '',
  ].filter(Boolean);
  return {
    kind: 'quote',
    lang,
    number: quote.number,
    issuedAt: quote.createdAt,
    validUntil: quote.validUntil,
    orderCode: '',
    customer: null,
    preparedFor,
    ...(sender
      ? {
          sender: {
            name: sender.name,
            lines: [...sender.addressLines, sender.phone, sender.email].filter(Boolean),
            logo: sender.logo,
          },
        }
      : {}),
    lines: quote.lines.map((line, i) => {
      const size =
        line.widthCm !== null && line.heightCm !== null
          ? `${number.format(line.widthCm)} × ${number.format(line.heightCm)} cm`
          : '';
      return {
        title: localize(line.title, lang),
        details: [size, ...optionLabels(line, lang)].filter(Boolean).join(' · '),
        label: line.label,
        quantity: line.quantity,
        unitCents: figures.lines[i]?.unitCents ?? 0,
        totalCents: figures.lines[i]?.totalCents ?? 0,
      };
    }),
    subtotalCents: figures.subtotalCents,
    discountCents: figures.discountCents,
    couponCode: null,
    shippingCents: figures.shippingCents,
    vatRateBasisPoints: quote.vatRateBasisPoints ?? 0,
    vatCents: figures.vatCents ?? 0,
    // No destination: no VAT row at all (the note says VAT is not included).
    ...(figures.vatCents === null ? { byRate: [] } : {}),
    totalCents: figures.totalCents,
    vatTreatment: 'es',
    payment: null,
    notes,
  };
}
