import { describe, expect, it } from 'vitest';
import { creditorReference, formatIban, isValidCreditorReference, isValidIban } from './bank-reference';

describe('bank references', () => {
  it('accepts published example IBANs and refuses a changed digit', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('ES91 2100 0418 4502 0005 1333')).toBe(false);
    expect(isValidIban('ES9121000418')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('formats an IBAN in groups of four', () => {
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('makes ISO 11649 references that check, matching the standard example', () => {
    // ISO 11649's own example: RF18 5390 0754 7034.
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    const ref = creditorReference('P123456');
    expect(ref).toMatch(/^RF\d{2}P123456$/);
    expect(isValidCreditorReference(ref)).toBe(true);
    expect(isValidCreditorReference(ref.replace('P123456', 'P123465'))).toBe(false);
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
  });

  it('refuses an empty or too long payload', () => {
    expect(() => creditorReference('')).toThrow();
    expect(() => creditorReference('X'.repeat(22))).toThrow();
  });
});
