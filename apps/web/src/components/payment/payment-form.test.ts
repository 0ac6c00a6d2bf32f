import type { PaymentOptions as PaymentOptionsAnswer } from '@shop/shared/api/checkout';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PriceBreakdown } from '../../lib/payment/types';
import { PaymentForm, type PaymentFormText } from './payment-form';
import { paymentOptionsKey } from './payment-options';
import { PriceChanged } from './price-changed';

// Keys (with their values) stand for texts: the markup is under test, not the translations.
vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key}(${Object.values(values).join(',')})` : key,
  }),
}));

/** `served`: the answer of GET /api/payments/options already in the cache, as after its request. */
const render = (element: ReactElement, served?: PaymentOptionsAnswer) => {
  const client = new QueryClient();
  if (served) client.setQueryData(paymentOptionsKey, served);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element)),
  );
};

const text = Object.fromEntries(
  [
    'formLabel',
    'legend',
    'number',
    'expMonth',
    'expYear',
    'cvc',
    'monthPlaceholder',
    'yearPlaceholder',
    'safe',
    'payNow',
    'sending',
  ].map((key) => [key, `text.${key}`]),
) as PaymentFormText;

const form = (options?: Parameters<typeof PaymentForm>[0]['options'], served?: PaymentOptionsAnswer) =>
  render(
    createElement(PaymentForm, {
      target: {
        endpoint: '/payment',
        body: { address_id: 1 },
        shown: {
          amount: 10,
          shipment_price: 5,
          total_amount: 18.15,
          discount: 0,
          vat_amount: 3.15,
          vat_rate: 21,
        },
        ready: true,
        attemptScope: 1,
      },
      text,
      testIds: { form: 'payment-form', error: 'payment-error' },
      onPaid: () => undefined,
      ...(options ? { options } : {}),
    }),
    served,
  );

describe('the one payment form', () => {
  it('takes the card on the page with the sandbox, and offers no method choice with one method', () => {
    const html = form({ cardOnPage: true, methods: ['card'] });
    expect(html).toContain('"cc-number"');
    expect(html).not.toContain('data-testid="payment-method"');
  });

  it('offers Bizum beside the card when the gateway does', () => {
    const html = form({ cardOnPage: true, methods: ['card', 'bizum'] });
    expect(html).toContain('data-testid="payment-method"');
    expect(html).toContain('value="bizum"');
    expect(html).toContain('method.bizum');
  });

  it('asks no card number when the bank’s page takes it (Redsys)', () => {
    const html = form({ cardOnPage: false, methods: ['card'] });
    expect(html).not.toContain('cc-number');
    expect(html).toContain('bankPage');
  });
});

describe('the options the server answers (GET /api/payments/options)', () => {
  it('Redsys with Bizum: the method choice and the bank’s page, no card number asked', () => {
    const html = form(undefined, { gateway: 'redsys', card_on_page: false, methods: ['card', 'bizum'] });
    expect(html).toContain('value="bizum"');
    expect(html).not.toContain('cc-number');
    expect(html).toContain('bankPage');
  });

  it('the sandbox: card and Bizum, the card taken on the page', () => {
    const html = form(undefined, { gateway: 'sandbox', card_on_page: true, methods: ['card', 'bizum'] });
    expect(html).toContain('value="bizum"');
    expect(html).toContain('"cc-number"');
  });

  it('before the answer: no card fields and nothing to pay yet', () => {
    const html = form();
    expect(html).toContain('data-testid="payment-options-loading"');
    expect(html).not.toContain('cc-number');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="pay-now"/);
  });
});

describe('a new price (409 price_changed)', () => {
  const breakdown: PriceBreakdown = {
    amount: 100,
    shipment_price: 9.95,
    total_amount: 130.04,
    discount: 2.2,
    vat_amount: 22.29,
    vat_rate: 21,
    currency: 'EUR',
  };
  const html = render(
    createElement(PriceChanged, {
      message: 'The price changed',
      breakdown,
      shown: {
        amount: 100,
        shipment_price: 9.95,
        total_amount: 120.59,
        discount: 10,
        vat_amount: 20.64,
        vat_rate: 21,
      },
      onAccept: () => undefined,
      busy: false,
    }),
  );

  it('shows goods, discount, delivery, VAT and total, marking what changed with what was shown', () => {
    for (const key of ['amount', 'discount', 'shipment_price', 'vat_amount', 'total_amount']) {
      expect(html).toContain(`data-testid="price-${key}"`);
    }
    expect(html).toMatch(/data-testid="price-total_amount" data-changed="true"/);
    expect(html).not.toMatch(/data-testid="price-shipment_price" data-changed/);
    expect(html).toContain('priceChanged.changed(€120.59)');
  });

  it('offers exactly one thing: to pay the new total', () => {
    expect(html).toContain('data-testid="pay-new-total"');
    expect(html).toContain('priceChanged.payNew(€130.04)');
    expect(html.match(/<button/g)).toHaveLength(1);
  });
});
