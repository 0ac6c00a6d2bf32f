import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '../../../lib/payment/types';
import { PaymentResult } from './payment-result';

vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key}(${Object.values(values).join(',')})` : key,
  }),
}));

// The page's polling is lib/payment/poll.ts's (tested there); here, what each answer shows.
const answer = vi.hoisted(() => ({ current: { query: {}, stillPending: false } as unknown }));
vi.mock('../api/get-payment', () => ({ usePayment: () => answer.current }));

const payment = (over: Partial<PaymentStatus>): PaymentStatus => ({
  id: 5,
  state: 'pending',
  method: 'card',
  amount: 120.59,
  order_id: null,
  order_code: null,
  kind: 'cart',
  message: '',
  ...over,
});

function show(data: PaymentStatus | undefined, { stillPending = false, isError = false } = {}) {
  answer.current = { query: { data, isError }, stillPending };
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, createElement(PaymentResult, { paymentId: 5, fromBank: true })),
    ),
  );
}

describe('the payment result page', () => {
  it('says the payment is being confirmed, in a live region, while it is pending', () => {
    const html = show(payment({}));
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).toContain('data-testid="payment-result-pending"');
    expect(html).toContain('result.backFromBank');
  });

  it('shows the order and links to it once paid', () => {
    const html = show(payment({ state: 'succeeded', order_id: 9, order_code: 'P123456' }));
    expect(html).toContain('result.order(P123456)');
    expect(html).toContain('href="/trackOrder/4/123456"');
  });

  it('keeps the cart and offers to pay again after a decline, with the server’s reason', () => {
    const html = show(payment({ state: 'declined', message: 'Card declined by the bank' }));
    expect(html).toContain('Card declined by the bank');
    expect(html).toContain('result.cartKept');
    expect(html).toContain('href="/payment"');
  });

  it('sends a quote’s failed payment back to that quote', () => {
    const html = show(payment({ state: 'failed', kind: 'service', order_id: 31 }));
    expect(html).toContain('result.quoteKept');
    expect(html).toContain('href="/waitingForPayment/31"');
  });

  it('says a refund is under way when the order could not be placed', () => {
    expect(show(payment({ state: 'needs_refund' }))).toContain('result.needsRefund');
  });

  it('offers to look again once it stopped asking with the payment unconfirmed', () => {
    const html = show(payment({}), { stillPending: true });
    expect(html).toContain('result.stillPending');
    expect(html).toContain('result.checkAgain');
  });

  it('says so when the payment is not the customer’s or does not exist', () => {
    expect(show(undefined, { isError: true })).toContain('result.missing');
  });
});
