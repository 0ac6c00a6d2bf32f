import { describe, expect, it } from 'vitest';
import { decideVat, isVatRefusal, type VatBuyer } from './reverse-charge';
import { cartTotals } from './totals';

const consumer: VatBuyer = { vatCountry: null, check: null };
const french = (check: VatBuyer['check']): VatBuyer => ({ vatCountry: 'FR', check });

describe('decideVat: the five cases of issue 13', () => {
  it.each([
    ['a buyer in Spain (business or not)', 'es', french('valid'), 2100, false, 'spain'],
    ['a consumer in Spain', 'es', consumer, 2100, false, 'spain'],
    ['an EU business with a valid number', 'eu', french('valid'), 0, true, 'eu_reverse_charge'],
    [
      'an EU business whose number VIES says is invalid',
      'eu',
      french('invalid'),
      2100,
      false,
      'eu_vat_invalid',
    ],
    [
      'an EU business whose check cannot be made',
      'eu',
      french('unavailable'),
      2100,
      false,
      'eu_vat_unavailable',
    ],
    ['an EU consumer', 'eu', consumer, 2100, false, 'eu_consumer'],
    ['an export (consumer)', 'export', consumer, 0, false, 'export'],
    ['an export (business)', 'export', french('valid'), 0, false, 'export'],
  ] as const)('%s', (_name, region, buyer, rate, reverseCharge, reason) => {
    expect(decideVat(region, buyer)).toEqual({ rateBasisPoints: rate, reverseCharge, reason });
  });

  it('a number whose format only was checked is charged 21 % (no registry confirmation)', () => {
    expect(decideVat('eu', french('format_only'))).toEqual({
      rateBasisPoints: 2100,
      reverseCharge: false,
      reason: 'eu_vat_format_only',
    });
  });

  it('a Spanish VAT number shipping to another EU country pays Spanish VAT', () => {
    expect(decideVat('eu', { vatCountry: 'ES', check: 'valid' })).toMatchObject({
      rateBasisPoints: 2100,
      reverseCharge: false,
      reason: 'eu_vat_spanish_number',
    });
  });

  it('refusals are the reasons a business is told about', () => {
    expect(isVatRefusal('eu_vat_unavailable')).toBe(true);
    expect(isVatRefusal('eu_vat_format_only')).toBe(true);
    expect(isVatRefusal('eu_reverse_charge')).toBe(false);
    expect(isVatRefusal('eu_consumer')).toBe(false);
  });
});

describe('cartTotals with the rate of a VAT decision', () => {
  const rate = {
    region: 'europe_mainland' as const,
    quoteAvailable: true,
    standardCents: 4000,
    largeCents: 6000,
    freeOverCents: null,
    perKgCents: 200,
  };
  const lines = [
    {
      quantity: 1,
      widthCm: 100,
      heightCm: 50,
      largeProduct: false,
      excludedFromFree: false,
      weightGrams: 0,
      totalCents: 10000,
    },
  ];

  it('reverse charge: no VAT on goods or delivery', () => {
    const decision = decideVat('eu', french('valid'));
    const totals = cartTotals({
      lines,
      couponPercent: null,
      rate,
      vatRegion: 'eu',
      vatRateBasisPoints: decision.rateBasisPoints,
    });
    expect(totals).toMatchObject({ vatRateBasisPoints: 0, vatCents: 0, totalCents: 14000 });
  });

  it('without an override the destination rate applies', () => {
    expect(cartTotals({ lines, couponPercent: null, rate, vatRegion: 'eu' })).toMatchObject({
      vatRateBasisPoints: 2100,
      vatCents: 2940,
      totalCents: 16940,
    });
  });
});
