import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { AttemptKey } from '../attempt-key';
import { postToGateway } from './gateway-form';
import { readFailure, readStart } from './outcome';
import { nextPoll, POLL_LIMIT } from './poll';
import { figuresOf, priceRows, shownFromFees, shownFromQuote } from './price-change';
import { startPayment } from './start';
import type { PriceBreakdown } from './types';

const shown = {
  amount: 100,
  shipment_price: 9.95,
  total_amount: 120.59,
  discount: 10,
  vat_amount: 20.64,
  vat_rate: 21,
};
const newer: PriceBreakdown = {
  amount: 100,
  shipment_price: 9.95,
  total_amount: 130.04,
  discount: 2.2,
  vat_amount: 22.29,
  vat_rate: 21,
  currency: 'EUR',
};
const conflict = (body: unknown) =>
  new ApiError(409, 'price_changed', 'The price changed', ['The price changed'], body);

afterEach(() => vi.unstubAllGlobals());

describe('starting a payment', () => {
  it('sends the figures the customer saw, the method and the card, with the attempt’s Idempotency-Key', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, data: { payment: { id: 7, state: 'pending' } } })),
    );
    vi.stubGlobal('fetch', fetch);
    await startPayment({
      endpoint: '/payment',
      body: { address_id: 3 },
      figures: { amount: 100, shipment_price: 9.95, total_amount: 120.59 },
      method: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      idempotencyKey: 'attempt-1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('attempt-1');
    expect(JSON.parse(init.body as string)).toEqual({
      address_id: 3,
      amount: 100,
      shipment_price: 9.95,
      total_amount: 120.59,
      method: 'card',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
  });

  it('sends no card fields for Bizum', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: true, data: {} })));
    vi.stubGlobal('fetch', fetch);
    await startPayment({
      endpoint: '/buy/service',
      body: { order_id: 4, address_id: 3 },
      figures: { amount: 50, shipment_price: 0, total_amount: 60.5 },
      method: 'bizum',
      idempotencyKey: 'k',
    });
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({
      order_id: 4,
      address_id: 3,
      amount: 50,
      shipment_price: 0,
      total_amount: 60.5,
      method: 'bizum',
    });
  });

  it('keeps the 409’s figures on the error, so the page can show them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: false,
              code: 'price_changed',
              message: 'New total',
              errors: ['New total'],
              breakdown: newer,
            }),
            { status: 409 },
          ),
      ),
    );
    const error = await startPayment({
      endpoint: '/payment',
      body: {},
      figures: figuresOf(newer),
      method: 'card',
      idempotencyKey: 'k',
    }).catch((e: unknown) => e);
    expect(readFailure(error)).toEqual({ kind: 'priceChanged', message: 'New total', breakdown: newer });
  });
});

describe('what a start answered', () => {
  it('posts to the bank when the answer carries a form', () => {
    const redirect = { url: 'https://sis-t.redsys.es:25443/sis/realizarPago', fields: { Ds_Signature: 's' } };
    expect(readStart({ status: true, data: { payment: { id: 9, state: 'pending' }, redirect } })).toEqual({
      kind: 'redirect',
      paymentId: 9,
      redirect,
    });
  });

  it('follows a payment the gateway has not confirmed yet (202)', () => {
    expect(readStart({ status: true, data: { payment: { id: 9, state: 'pending' } } })).toEqual({
      kind: 'pending',
      paymentId: 9,
    });
  });

  it('is paid when the order came back', () => {
    const envelope = { status: true, data: { payment: { id: 9, state: 'succeeded' as const } } };
    expect(readStart(envelope).kind).toBe('paid');
  });
});

describe('why a start failed', () => {
  it('shows the new figures on price_changed, and only its sentence when an older server sent none', () => {
    expect(readFailure(conflict({ breakdown: newer }))).toMatchObject({
      kind: 'priceChanged',
      breakdown: newer,
    });
    expect(readFailure(conflict({}))).toEqual({ kind: 'refused', lines: ['The price changed'] });
  });

  it('follows the payment already under way', () => {
    const error = new ApiError(409, 'conflict', 'Busy', [], { payment: { id: 12, state: 'pending' } });
    expect(readFailure(error)).toEqual({ kind: 'refused', lines: ['Busy'] });
    const inProgress = Object.assign(
      new ApiError(409, 'conflict', 'Busy', [], { payment: { id: 12, state: 'pending' } }),
      { code: 'payment_in_progress' },
    );
    expect(readFailure(inProgress)).toEqual({ kind: 'inProgress', paymentId: 12 });
  });

  it('says the attempts are throttled on 429 and keeps the attempt for a later retry', () => {
    const error = new ApiError(429, 'rate_limited', 'Too many payment attempts. Try again in a minute.');
    expect(readFailure(error)).toEqual({
      kind: 'throttled',
      lines: ['Too many payment attempts. Try again in a minute.'],
    });
    const attempt = new AttemptKey(() => 'k1');
    attempt.current();
    attempt.settle(429);
    expect(attempt.current()).toBe('k1');
  });

  it('shows the server’s sentences for a decline or a missing address, and nothing it did not say for a fault', () => {
    expect(readFailure(new ApiError(402, 'payment_declined', 'Declined', ['Declined']))).toEqual({
      kind: 'refused',
      lines: ['Declined'],
    });
    expect(readFailure(new ApiError(422, 'business_rule', 'Add a delivery address'))).toEqual({
      kind: 'refused',
      lines: ['Add a delivery address'],
    });
    expect(readFailure(new ApiError(500, 'internal_error', 'x'))).toEqual({ kind: 'unknown' });
    expect(readFailure(new ApiError(0, 'network_error', 'x'))).toEqual({ kind: 'unknown' });
  });
});

describe('the return page’s polling', () => {
  it('backs off from 1 s to at most 10 s', () => {
    expect(nextPoll('pending', 1)).toBe(1000);
    expect(nextPoll('pending', 2)).toBe(1500);
    expect(nextPoll(undefined, 3)).toBe(2250);
    expect(nextPoll('pending', 20)).toBe(10_000);
  });

  it('stops at a final state and after its limit', () => {
    for (const state of ['succeeded', 'declined', 'failed', 'needs_refund', 'refunded'] as const) {
      expect(nextPoll(state, 1)).toBe(false);
    }
    expect(nextPoll('pending', POLL_LIMIT)).toBe(false);
  });
});

describe('the form posted to the bank', () => {
  it('is a top-level POST of exactly the gateway’s fields to its address', () => {
    const made: Record<string, unknown>[] = [];
    const form = {
      method: '',
      action: '',
      acceptCharset: '',
      children: [] as unknown[],
      appendChild(node: unknown) {
        this.children.push(node);
      },
      submit: vi.fn(),
    };
    const doc = {
      createElement: (tag: string) => {
        const node = tag === 'form' ? form : { type: '', name: '', value: '' };
        made.push(node);
        return node;
      },
      body: { appendChild: vi.fn() },
    };
    postToGateway(
      {
        url: 'https://bank.example/sis/realizarPago',
        fields: {
          Ds_SignatureVersion: 'HMAC_SHA256_V1',
          Ds_MerchantParameters: 'eyJ9',
          Ds_Signature: 'abc=',
        },
      },
      doc,
    );
    expect(form).toMatchObject({ method: 'POST', action: 'https://bank.example/sis/realizarPago' });
    expect(form.children).toEqual([
      { type: 'hidden', name: 'Ds_SignatureVersion', value: 'HMAC_SHA256_V1' },
      { type: 'hidden', name: 'Ds_MerchantParameters', value: 'eyJ9' },
      { type: 'hidden', name: 'Ds_Signature', value: 'abc=' },
    ]);
    expect(doc.body.appendChild).toHaveBeenCalledWith(form);
    expect(form.submit).toHaveBeenCalledOnce();
  });
});

describe('what changed on a 409', () => {
  it('marks the figures that moved and keeps the others', () => {
    const rows = priceRows(shown, newer);
    expect(rows.filter((row) => row.changed).map((row) => row.key)).toEqual([
      'discount',
      'vat_amount',
      'total_amount',
    ]);
    expect(rows.find((row) => row.key === 'total_amount')).toEqual({
      key: 'total_amount',
      before: 120.59,
      now: 130.04,
      changed: true,
    });
  });

  it('counts a VAT rate change even when the amount is the same, and marks nothing it had not shown', () => {
    const rows = priceRows({ ...shown, vat_rate: 0 }, { ...newer, vat_amount: 20.64 });
    expect(rows.find((row) => row.key === 'vat_amount')?.changed).toBe(true);
    expect(priceRows(null, newer).some((row) => row.changed)).toBe(false);
  });

  it('sends back the new figures, named as the payload names them', () => {
    expect(figuresOf(newer)).toEqual({ amount: 100, shipment_price: 9.95, total_amount: 130.04 });
  });
});

describe('the figures each payment shows', () => {
  it('are the cart’s delivery quote: goods before the discount, delivery and the total', () => {
    const quote = {
      shipment_price: 9.95,
      country_id: 1,
      total_amount: 120.59,
      breakdown: { subtotal: 100, discount: 10, vat: 20.64, vat_rate: 21 },
    } as Parameters<typeof shownFromQuote>[0];
    expect(shownFromQuote(quote)).toEqual(shown);
  });

  it('are a quote’s fees, nothing shipped, the total to the cent', () => {
    expect(shownFromFees({ service: 80.1, tax: 16.82 })).toEqual({
      amount: 80.1,
      shipment_price: 0,
      total_amount: 96.92,
      discount: 0,
      vat_amount: 16.82,
      vat_rate: null,
    });
  });
});
