import type { PaymentMethod } from '../../lib/payment/types';

export type PaymentOptions = {
  /** The gateway takes the card on our page (the sandbox); Redsys takes it on the bank's page. */
  cardOnPage: boolean;
  /** Offered methods, card first; Bizum when the gateway offers it (Redsys `REDSYS_PAY_METHODS=z`). */
  methods: readonly PaymentMethod[];
};

/**
 * What the storefront offers today: the sandbox's card form, card only. The API does not say
 * yet which gateway runs or whether it offers Bizum, so Bizum stays hidden and the card form
 * shown; the form, the method choice and the request already follow these options, so reading
 * them from the server is this one value (docs/decisions/037-storefront-payment-flow.md).
 */
export const PAYMENT_OPTIONS: PaymentOptions = { cardOnPage: true, methods: ['card'] };

/** Whether this attempt sends card fields: only to a gateway that takes them here, for a card. */
export const needsCardFields = (options: PaymentOptions, method: PaymentMethod) =>
  options.cardOnPage && method === 'card';
