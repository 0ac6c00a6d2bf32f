import { describe, expect, it } from 'vitest';
import { checkPoNumber, PO_NUMBER_MAX } from './purchase-order';

describe('checkPoNumber', () => {
  it('trims, and treats empty as none', () => {
    expect(checkPoNumber('  PO-2026/114 ')).toEqual({ ok: true, value: 'PO-2026/114' });
    expect(checkPoNumber('   ')).toEqual({ ok: true, value: null });
    expect(checkPoNumber(undefined)).toEqual({ ok: true, value: null });
  });

  it('takes 35 characters, Arabic and accents included, and refuses 36', () => {
    expect(checkPoNumber('x'.repeat(PO_NUMBER_MAX))).toEqual({ ok: true, value: 'x'.repeat(35) });
    expect(checkPoNumber('طلب-٢٠٢٦ Ñandú')).toEqual({ ok: true, value: 'طلب-٢٠٢٦ Ñandú' });
    expect(checkPoNumber('x'.repeat(36))).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('refuses control and bidi characters inside', () => {
    expect(checkPoNumber('PO\t12')).toEqual({ ok: false, reason: 'notPrintable' });
    expect(checkPoNumber('PO\n12')).toEqual({ ok: false, reason: 'notPrintable' });
    expect(checkPoNumber('PO\u202e21')).toEqual({ ok: false, reason: 'notPrintable' });
  });
});
