import { describe, expect, it } from 'vitest';
import {
  CALLING_CODES,
  callingCodeOf,
  joinPhone,
  parseInternationalPhone,
  splitPhone,
} from './calling-codes';

describe('calling codes', () => {
  it('covers the EU/EEA, UK, Switzerland, the Maghreb, Egypt, the Gulf and North America', () => {
    const needed = ['ES', 'PT', 'FR', 'DE', 'IT', 'NL', 'BE', 'IE', 'PL', 'SE', 'NO', 'IS', 'LI', 'GB', 'CH'];
    const south = ['MA', 'DZ', 'TN', 'EG', 'SA', 'AE', 'QA', 'KW', 'BH', 'OM', 'US', 'CA'];
    for (const country of [...needed, ...south]) expect(callingCodeOf(country), country).toMatch(/^\d{1,3}$/);
    expect(callingCodeOf('ES')).toBe('34');
    expect(callingCodeOf('MA')).toBe('212');
    expect(callingCodeOf('XX')).toBeUndefined();
    expect(callingCodeOf(null)).toBeUndefined();
  });

  it('has prefix-free codes, so a number has one reading', () => {
    const codes = [...new Set(Object.values(CALLING_CODES))];
    for (const a of codes)
      for (const b of codes) if (a !== b) expect(b.startsWith(a), `${a} ${b}`).toBe(false);
  });
});

describe('parseInternationalPhone', () => {
  it('accepts a known code with 6 to 14 national digits and keeps the grouping', () => {
    expect(parseInternationalPhone('+34 600 111 222')).toEqual({
      ok: true,
      callingCode: '34',
      national: '600111222',
      value: '+34 600 111 222',
    });
    expect(parseInternationalPhone('+212612345678')).toMatchObject({ ok: true, callingCode: '212' });
    expect(parseInternationalPhone('+1 (415) 555-0100')).toMatchObject({
      ok: true,
      callingCode: '1',
      value: '+1 (415) 555-0100',
    });
    expect(parseInternationalPhone('+20 100 123 4567')).toMatchObject({ ok: true, callingCode: '20' });
    expect(parseInternationalPhone('+34 123456')).toMatchObject({ ok: true });
    expect(parseInternationalPhone('+34 12345678901234')).toMatchObject({ ok: true });
  });

  it('names what is wrong', () => {
    expect(parseInternationalPhone('600 111 222')).toEqual({ ok: false, problem: 'no_calling_code' });
    expect(parseInternationalPhone('+34 600 abc')).toEqual({ ok: false, problem: 'characters' });
    expect(parseInternationalPhone('+999 600 111 222')).toEqual({
      ok: false,
      problem: 'unknown_calling_code',
    });
    expect(parseInternationalPhone('+34 12345')).toEqual({ ok: false, problem: 'national_length' });
    expect(parseInternationalPhone('+34 123456789012345')).toEqual({ ok: false, problem: 'national_length' });
  });
});

describe('splitPhone and joinPhone', () => {
  it('round-trips a stored phone through the form', () => {
    expect(splitPhone('+34 600 111 222', '44')).toEqual({ callingCode: '34', national: '600 111 222' });
    expect(joinPhone('34', ' 600 111 222 ')).toBe('+34 600 111 222');
    expect(splitPhone('+971 50 123 4567', '34')).toEqual({ callingCode: '971', national: '50 123 4567' });
  });

  it('falls back to the given code for an old number without one', () => {
    expect(splitPhone('600123456', '34')).toEqual({ callingCode: '34', national: '600123456' });
    expect(splitPhone('+34 ', '34')).toEqual({ callingCode: '34', national: '' });
  });
});
