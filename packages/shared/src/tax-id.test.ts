import { describe, expect, it } from 'vitest';
import { cifControlDigit, compactTaxId, parseTaxId } from './tax-id';

describe('compactTaxId', () => {
  it('drops spaces, dots, dashes and slashes and upper-cases', () => {
    expect(compactTaxId(' es b-12.345 674 ')).toBe('ESB12345674');
    expect(compactTaxId('x/1234567_l')).toBe('X1234567L');
  });
});

describe('Spanish NIF (DNI), check letter TRWAGMYFPDXBNJZSQVHLCKE[n % 23]', () => {
  it.each([
    ['12345678Z', '12345678Z'],
    ['00000000T', '00000000T'],
    ['99999999R', '99999999R'],
    ['12.345.678-z', '12345678Z'],
    ['K1234567L', 'K1234567L'], // minor without DNI: the same letter rule on seven digits
  ])('%s is valid', (input, normalized) => {
    expect(parseTaxId(input)).toEqual({
      ok: true,
      taxId: { kind: 'nif', spanishKind: 'nif', country: 'ES', number: normalized, normalized },
    });
  });

  it.each([
    ['12345678A', 'check_character'],
    ['99999999T', 'check_character'],
    ['1234567Z', 'format'],
    ['123456789', 'format'],
    ['12345678', 'format'],
    ['', 'empty'],
    ['  - ', 'empty'],
  ])('%s is refused (%s)', (input, problem) => {
    expect(parseTaxId(input)).toEqual({ ok: false, problem });
  });
});

describe('Spanish NIE: X/Y/Z stand for 0/1/2', () => {
  it.each(['X1234567L', 'Y1234567X', 'Z1234567R', 'x-1234567-l'])('%s is valid', (input) => {
    const check = parseTaxId(input);
    expect(check).toMatchObject({ ok: true, taxId: { kind: 'nie', country: 'ES' } });
  });

  it.each([
    ['X1234567X', 'check_character'], // the Y letter on an X number
    ['Z1234567L', 'check_character'],
    ['X123456L', 'format'],
    ['W1234567L', 'format'], // W is a CIF entity letter and needs a control letter from J-A-…-I
  ])('%s is refused (%s)', (input, problem) => {
    expect(parseTaxId(input)).toEqual({ ok: false, problem });
  });
});

describe('Spanish CIF: entity letter, seven digits, control digit or letter', () => {
  it('computes the control digit by the official rule', () => {
    // 5881850: odd positions 5,8,8,0 doubled → 1+0, 1+6, 1+6, 0 = 15; even 8+1+5 = 14; 29 → 1.
    expect(cifControlDigit('5881850')).toBe(1);
    expect(cifControlDigit('1234567')).toBe(4);
    expect(cifControlDigit('0000000')).toBe(0);
  });

  it.each([
    ['A58818501', 'digit for a public limited company (A)'],
    ['B12345674', 'digit for a limited company (B)'],
    ['b-1234567-4', 'lower case and dashes'],
    ['P1234567D', 'letter for a public body (P: 4 → D)'],
    ['Q2815003E', 'letter for a public institution (Q: 5 → E)'],
    ['S0000000J', 'letter J for control 0'],
    ['G12345674', 'association (G) with a digit'],
    ['G1234567D', 'association (G) with the matching letter'],
  ])('%s is valid: %s', (input) => {
    expect(parseTaxId(input)).toMatchObject({ ok: true, taxId: { kind: 'cif', country: 'ES' } });
  });

  it.each([
    ['B12345675', 'wrong control digit'],
    ['A1234567D', 'A requires a digit'],
    ['B1234567D', 'B requires a digit'],
    ['P12345674', 'P requires a letter'],
    ['N12345674', 'N requires a letter'],
    ['G1234567E', 'wrong control letter'],
  ])('%s is refused: %s', (input) => {
    expect(parseTaxId(input)).toEqual({ ok: false, problem: 'check_character' });
  });

  it.each(['I12345674', 'B1234567', 'B123456745'])('%s has no CIF format', (input) => {
    expect(parseTaxId(input)).toEqual({ ok: false, problem: 'format' });
  });
});

describe('EU VAT numbers with their country prefix', () => {
  it.each([
    ['ATU12345678', 'AT', 'U12345678'],
    ['BE0123456789', 'BE', '0123456789'],
    ['BG123456789', 'BG', '123456789'],
    ['CY12345678L', 'CY', '12345678L'],
    ['CZ12345678', 'CZ', '12345678'],
    ['DE 123 456 789', 'DE', '123456789'],
    ['DK12345678', 'DK', '12345678'],
    ['EE123456789', 'EE', '123456789'],
    ['EL123456789', 'EL', '123456789'],
    ['GR123456789', 'EL', '123456789'], // Greece's VAT prefix is EL; GR is taken as EL
    ['FI12345678', 'FI', '12345678'],
    ['FR 40 303 265 045', 'FR', '40303265045'],
    ['FRK7399859412', 'FR', 'K7399859412'],
    ['HR12345678901', 'HR', '12345678901'],
    ['HU12345678', 'HU', '12345678'],
    ['IE6388047V', 'IE', '6388047V'],
    ['IE1234567WA', 'IE', '1234567WA'],
    ['IT12345678901', 'IT', '12345678901'],
    ['LT123456789', 'LT', '123456789'],
    ['LT123456789012', 'LT', '123456789012'],
    ['LU12345678', 'LU', '12345678'],
    ['LV12345678901', 'LV', '12345678901'],
    ['MT12345678', 'MT', '12345678'],
    ['nl123456789b01', 'NL', '123456789B01'],
    ['PL1234567890', 'PL', '1234567890'],
    ['PT123456789', 'PT', '123456789'],
    ['RO18547290', 'RO', '18547290'],
    ['SE123456789701', 'SE', '123456789701'],
    ['SI12345678', 'SI', '12345678'],
    ['SK1234567890', 'SK', '1234567890'],
    ['XI123456789', 'XI', '123456789'],
  ])('%s is the format of %s', (input, country, number) => {
    expect(parseTaxId(input)).toEqual({
      ok: true,
      taxId: { kind: 'eu_vat', spanishKind: null, country, number, normalized: `${country}${number}` },
    });
  });

  it.each([
    ['ATU1234567', 'format'], // seven digits after U
    ['AT12345678', 'format'], // the U is missing
    ['BE2123456789', 'format'], // Belgian numbers start with 0 or 1
    ['DE12345678', 'format'],
    ['FRI0123456789', 'format'], // I and O are not used in the French key
    ['NL123456789A01', 'format'],
    ['SE123456789702', 'format'], // Swedish numbers end in 01
    ['RO0123', 'format'],
    ['PT12345678', 'format'],
    ['US123456789', 'unknown_country'],
    ['GB123456789', 'unknown_country'], // Great Britain left VIES; XI is Northern Ireland
    ['DE', 'format'], // a prefix alone is no number
  ])('%s is refused (%s)', (input, problem) => {
    expect(parseTaxId(input)).toEqual({ ok: false, problem });
  });

  it('an ES number must also pass the Spanish check character', () => {
    expect(parseTaxId('ESB12345674')).toEqual({
      ok: true,
      taxId: {
        kind: 'eu_vat',
        spanishKind: 'cif',
        country: 'ES',
        number: 'B12345674',
        normalized: 'ESB12345674',
      },
    });
    expect(parseTaxId('es 12345678z')).toMatchObject({ ok: true, taxId: { spanishKind: 'nif' } });
    expect(parseTaxId('ESX1234567L')).toMatchObject({ ok: true, taxId: { spanishKind: 'nie' } });
    expect(parseTaxId('ESB12345675')).toEqual({ ok: false, problem: 'check_character' });
    expect(parseTaxId('ES12345678A')).toEqual({ ok: false, problem: 'check_character' });
    expect(parseTaxId('ES1234567')).toEqual({ ok: false, problem: 'format' });
  });
});
