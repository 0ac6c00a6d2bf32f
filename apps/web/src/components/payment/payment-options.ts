import type { PaymentOptions as OptionsAnswer } from '@shop/shared/api/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { PaymentMethod } from '../../lib/payment/types';

export type PaymentOptions = {
  /** The gateway takes the card on our page (the sandbox); Redsys takes it on the bank's page. */
  cardOnPage: boolean;
  /** Offered methods, card first; Bizum when the gateway offers it (Redsys `REDSYS_PAY_METHODS=z`). */
  methods: readonly PaymentMethod[];
};

/**
 * Used when the options cannot be read: the card form, card only. The server still decides
 * (it ignores card fields for Redsys and refuses a method it does not offer), so this is safe.
 */
export const FALLBACK_OPTIONS: PaymentOptions = { cardOnPage: true, methods: ['card'] };

export const paymentOptionsKey = ['payments', 'options'] as const;

export const fromAnswer = (answer: OptionsAnswer): PaymentOptions => ({
  cardOnPage: answer.card_on_page,
  methods: answer.methods,
});

/**
 * GET /api/payments/options: which gateway runs and what it offers
 * (docs/decisions/037-storefront-payment-flow.md). Read when a payment form is first shown, not
 * on other pages (`given` replaces it, for tests); fixed for the server's life, so kept as long as the server's own cache says.
 */
export function usePaymentOptions(given?: PaymentOptions): PaymentOptions | undefined {
  const query = useQuery({
    enabled: given === undefined,
    queryKey: paymentOptionsKey,
    queryFn: ({ signal }) => api<OptionsAnswer>('/payments/options', { signal }),
    staleTime: 5 * 60_000,
    select: fromAnswer,
  });
  if (given) return given;
  if (query.isError) return FALLBACK_OPTIONS;
  return query.data;
}

/** Whether this attempt sends card fields: only to a gateway that takes them here, for a card. */
export const needsCardFields = (options: PaymentOptions, method: PaymentMethod) =>
  options.cardOnPage && method === 'card';
