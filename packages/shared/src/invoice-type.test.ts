import { describe, expect, it } from 'vitest';
import { invoiceTypeFor, needsBuyerTaxId, SIMPLIFIED_INVOICE_LIMIT_CENTS } from './invoice-type';

describe('invoice type (F1 / F2) and the €400 rule', () => {
  it('is F1 with a tax ID and F2 without one (blank counts as none)', () => {
    expect(invoiceTypeFor({ taxId: 'B29000000' })).toBe('F1');
    expect(invoiceTypeFor({ taxId: null })).toBe('F2');
    expect(invoiceTypeFor({ taxId: '  ' })).toBe('F2');
  });

  it('asks an unidentified buyer for a tax ID only above €400 VAT included', () => {
    expect(SIMPLIFIED_INVOICE_LIMIT_CENTS).toBe(40_000);
    expect(needsBuyerTaxId({ taxId: null }, 40_000)).toBe(false);
    expect(needsBuyerTaxId({ taxId: null }, 40_001)).toBe(true);
    expect(needsBuyerTaxId({ taxId: 'X1234567L' }, 1_000_000)).toBe(false);
    expect(needsBuyerTaxId({ taxId: null }, 30_001, 30_000)).toBe(true);
  });
});
