import { centsToEuros, formatEuros, type Lang } from '@shop/shared';
import { translate } from '../../lib/messages';
import type { PaymentOutcome } from './service';

/** What an order costs, in cents, as priced on the server. */
export type Totals = {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
};

/** The price breakdown of a 409 price_changed (docs/checkout-api.md): euros, named like the spec's payment payload. */
export type Breakdown = {
  amount: number;
  shipment_price: number;
  vat_rate: number;
  vat_amount: number;
  discount: number;
  total_amount: number;
  currency: 'EUR';
};

export function breakdownOf(totals: Totals): Breakdown {
  return {
    amount: centsToEuros(totals.subtotalCents),
    shipment_price: centsToEuros(totals.shippingCents),
    vat_rate: totals.vatRateBasisPoints / 100,
    vat_amount: centsToEuros(totals.vatCents),
    discount: centsToEuros(totals.discountCents),
    total_amount: centsToEuros(totals.totalCents),
    currency: 'EUR',
  };
}

/** The total the customer was shown (euros, number or numeric text), in cents; null when absent or not a number. */
export function clientCents(value: unknown): number | null {
  const euros = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof euros === 'number' && Number.isFinite(euros) ? Math.round(euros * 100) : null;
}

/** 409 price_changed with the server's breakdown: nothing was charged, the client shows it and asks again. */
export function priceChangedOutcome(totals: Totals, lang: Lang): PaymentOutcome {
  const message = translate('payment.totalChanged', lang, { total: formatEuros(totals.totalCents, lang) });
  return {
    statusCode: 409,
    body: {
      status: false,
      code: 'price_changed',
      message,
      errors: [message],
      breakdown: breakdownOf(totals),
    },
    replayed: false,
  };
}
