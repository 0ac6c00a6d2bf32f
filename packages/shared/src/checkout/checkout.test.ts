import { describe, expect, it } from 'vitest';
import { type CouponRule, checkCoupon, isCouponOffered } from './coupon';
import { quoteShipping, type ShippingLine, type ShippingRate } from './shipping';
import { cartTotals } from './totals';
import { vatOn, vatRateFor } from './vat';

// The seeded price list of docs/product.md#shipping.
const RATES: Record<string, ShippingRate> = {
  es_mainland: {
    region: 'es_mainland',
    quoteAvailable: true,
    standardCents: 1850,
    largeCents: 2650,
    freeOverCents: 25000,
    perKgCents: 120,
  },
  es_non_mainland: {
    region: 'es_non_mainland',
    quoteAvailable: true,
    standardCents: 5000,
    largeCents: 7000,
    freeOverCents: null,
    perKgCents: 250,
  },
  uk_mainland: {
    region: 'uk_mainland',
    quoteAvailable: true,
    standardCents: 4000,
    largeCents: 6000,
    freeOverCents: null,
    perKgCents: 300,
  },
  europe_mainland: {
    region: 'europe_mainland',
    quoteAvailable: true,
    standardCents: 4000,
    largeCents: 6000,
    freeOverCents: null,
    perKgCents: 200,
  },
  switzerland: {
    region: 'switzerland',
    quoteAvailable: true,
    standardCents: 6000,
    largeCents: 8000,
    freeOverCents: null,
    perKgCents: 350,
  },
  scandinavia: {
    region: 'scandinavia',
    quoteAvailable: true,
    standardCents: 6000,
    largeCents: 8000,
    freeOverCents: null,
    perKgCents: 350,
  },
  rest_of_world: {
    region: 'rest_of_world',
    quoteAvailable: false,
    standardCents: null,
    largeCents: null,
    freeOverCents: null,
    perKgCents: 0,
  },
};

const banner = (over: Partial<ShippingLine> = {}): ShippingLine => ({
  quantity: 1,
  widthCm: 100,
  heightCm: 50,
  largeProduct: false,
  excludedFromFree: false,
  weightGrams: 0,
  ...over,
});

const rate = (region: string) => RATES[region] as ShippingRate;

describe('quoteShipping: regions, standard and large', () => {
  it.each([
    ['es_mainland', 1850, 2650],
    ['es_non_mainland', 5000, 7000],
    ['uk_mainland', 4000, 6000],
    ['europe_mainland', 4000, 6000],
    ['switzerland', 6000, 8000],
    ['scandinavia', 6000, 8000],
  ])('%s: standard %i, large %i', (region, standard, large) => {
    expect(quoteShipping(rate(region), [banner()], 1000)).toMatchObject({
      available: true,
      shippingCents: standard,
      large: false,
    });
    expect(quoteShipping(rate(region), [banner({ widthCm: 151 })], 1000)).toMatchObject({
      shippingCents: large,
      large: true,
    });
    expect(
      quoteShipping(rate(region), [banner({ largeProduct: true, widthCm: null, heightCm: null })], 1000),
    ).toMatchObject({ shippingCents: large });
  });

  it('a side of exactly 150 cm is not large; 151 cm is', () => {
    expect(quoteShipping(rate('es_mainland'), [banner({ heightCm: 150 })], 0)).toMatchObject({
      large: false,
    });
    expect(quoteShipping(rate('es_mainland'), [banner({ heightCm: 151 })], 0)).toMatchObject({ large: true });
  });

  it('rest of world has no quote', () => {
    expect(quoteShipping(rate('rest_of_world'), [banner()], 100_000)).toEqual({ available: false });
  });
});

describe('quoteShipping: free delivery in mainland Spain', () => {
  it('€250.00 exactly is not free; one cent more is', () => {
    expect(quoteShipping(rate('es_mainland'), [banner()], 25000)).toMatchObject({
      free: false,
      shippingCents: 1850,
      remainingForFreeCents: 1,
    });
    expect(quoteShipping(rate('es_mainland'), [banner()], 25001)).toMatchObject({
      free: true,
      shippingCents: 0,
      remainingForFreeCents: null,
    });
  });

  it('says how much is left', () => {
    expect(quoteShipping(rate('es_mainland'), [banner()], 10800)).toMatchObject({
      freeThresholdCents: 25000,
      remainingForFreeCents: 14201,
    });
  });

  it('large goods ship free too over the threshold', () => {
    expect(quoteShipping(rate('es_mainland'), [banner({ widthCm: 300 })], 30000)).toMatchObject({
      free: true,
      shippingCents: 0,
      large: true,
    });
  });

  it('other regions never ship free', () => {
    expect(quoteShipping(rate('europe_mainland'), [banner()], 1_000_000)).toMatchObject({
      free: false,
      shippingCents: 4000,
      freeThresholdCents: null,
      remainingForFreeCents: null,
    });
  });

  it('an excluded category keeps delivery paid and adds a charge per started kilogram', () => {
    const frame = banner({
      excludedFromFree: true,
      weightGrams: 1500,
      quantity: 3,
      widthCm: null,
      heightCm: null,
    });
    const quote = quoteShipping(rate('es_mainland'), [banner(), frame], 90_000);
    expect(quote).toMatchObject({
      free: false,
      byWeight: true,
      weightKg: 5, // 4.5 kg → 5 started kilograms
      weightCents: 600,
      shippingCents: 1850 + 600,
      freeThresholdCents: null,
      remainingForFreeCents: null,
      freeBlockedByCategory: true,
    });
  });
});

describe('VAT', () => {
  it('21 % in Spain and the EU, 0 % for exports', () => {
    expect(vatRateFor('es')).toBe(2100);
    expect(vatRateFor('eu')).toBe(2100);
    expect(vatRateFor('export')).toBe(0);
  });

  it('rounds half a cent away from zero', () => {
    expect(vatOn(250, 2100)).toBe(53); // 52.5
    expect(vatOn(10000, 0)).toBe(0);
  });
});

describe('checkCoupon', () => {
  const base: CouponRule = {
    percentOff: 10,
    active: true,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    maxUsesPerCustomer: null,
    minSubtotalCents: 0,
  };
  const now = new Date('2026-11-23T12:00:00Z');

  it.each([
    ['valid', {}, 5000, { ok: true, percent: 10 }],
    ['inactive', { active: false }, 5000, { ok: false, reason: 'inactive' }],
    [
      'not started',
      { validFrom: new Date('2026-12-01T00:00:00Z') },
      5000,
      { ok: false, reason: 'not_started' },
    ],
    ['expired', { validUntil: new Date('2026-11-23T11:59:59Z') }, 5000, { ok: false, reason: 'expired' }],
    ['last second of its window', { validUntil: now }, 5000, { ok: true, percent: 10 }],
    ['at its usage limit', { usageLimit: 3, usedCount: 3 }, 5000, { ok: false, reason: 'used_up' }],
    ['one use left', { usageLimit: 3, usedCount: 2 }, 5000, { ok: true, percent: 10 }],
    ['below the minimum subtotal', { minSubtotalCents: 20000 }, 19999, { ok: false, reason: 'min_subtotal' }],
    ['at the minimum subtotal', { minSubtotalCents: 20000 }, 20000, { ok: true, percent: 10 }],
  ] as const)('%s', (_name, over, subtotal, expected) => {
    expect(checkCoupon({ ...base, ...over }, subtotal, now)).toEqual(expected);
  });

  it.each([
    ['once per customer, not used yet', 1, 0, { ok: true, percent: 10 }],
    ['once per customer, used once', 1, 1, { ok: false, reason: 'used_by_you' }],
    ['twice per customer, used once', 2, 1, { ok: true, percent: 10 }],
    ['no per-customer limit, used often', null, 7, { ok: true, percent: 10 }],
  ] as const)('%s', (_name, max, uses, expected) => {
    expect(checkCoupon({ ...base, maxUsesPerCustomer: max }, 5000, now, uses)).toEqual(expected);
  });
});

describe('isCouponOffered', () => {
  it('offers only an active coupon inside its window and not used up, whatever the cart', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const coupon = {
      percentOff: 10,
      active: true,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      usedCount: 0,
      maxUsesPerCustomer: 1,
      minSubtotalCents: 99_999_00,
    };
    expect(isCouponOffered(coupon, now)).toEqual({ ok: true, percent: 10 });
    expect(isCouponOffered({ ...coupon, active: false }, now).ok).toBe(false);
    expect(isCouponOffered({ ...coupon, validUntil: new Date('2026-11-01T00:00:00Z') }, now).ok).toBe(false);
    expect(isCouponOffered({ ...coupon, validFrom: new Date('2026-12-01T00:00:00Z') }, now).ok).toBe(false);
    expect(isCouponOffered({ ...coupon, usageLimit: 2, usedCount: 2 }, now).ok).toBe(false);
  });
});

describe('cartTotals', () => {
  it('subtotal − discount + shipping + 21 % VAT for Spain', () => {
    const totals = cartTotals({
      lines: [{ ...banner(), totalCents: 12000 }],
      couponPercent: 10,
      rate: rate('es_mainland'),
      vatRegion: 'es',
    });
    expect(totals).toMatchObject({
      subtotalCents: 12000,
      discountCents: 1200,
      goodsCents: 10800,
      vatRateBasisPoints: 2100,
      vatCents: 2657, // 21 % of 108.00 + 18.50 = 26.565 → 26.57
      totalCents: 10800 + 1850 + 2657,
    });
  });

  it('exports pay no VAT', () => {
    const totals = cartTotals({
      lines: [{ ...banner(), totalCents: 12000 }],
      couponPercent: null,
      rate: rate('switzerland'),
      vatRegion: 'export',
    });
    expect(totals).toMatchObject({ discountCents: 0, vatCents: 0, totalCents: 12000 + 6000 });
  });

  it('free delivery is counted on goods after the discount', () => {
    // 270.00 − 10 % = 243.00: not over 250, so delivery is charged.
    const totals = cartTotals({
      lines: [{ ...banner(), totalCents: 27000 }],
      couponPercent: 10,
      rate: rate('es_mainland'),
      vatRegion: 'es',
    });
    expect(totals.shipping).toMatchObject({ free: false, shippingCents: 1850 });
  });
});
