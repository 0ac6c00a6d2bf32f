/** Answers of the checkout API, inferred from the shared schemas the API is tested against. */
export type { Breakdown, Country, PaymentAnswer, ShippingQuote } from '@shop/shared/api/checkout';
