import { describe, expect, it } from 'vitest';
import { destinationCode, isAddressCountryCode, isSpanishPostcode } from './shipping-regions';

describe('destinationCode: the delivery and VAT destination of an address', () => {
  it.each([
    ['ES', '28013', 'ES'], // Madrid
    ['ES', '29001', 'ES'], // Málaga
    ['ES', '08001', 'ES'], // Barcelona
    ['ES', '07001', 'ES-IB'], // Palma
    ['ES', '07800', 'ES-IB'], // Ibiza
    ['ES', '35001', 'ES-CN'], // Las Palmas
    ['ES', '38001', 'ES-CN'], // Santa Cruz de Tenerife
    ['ES', '51001', 'ES-CE'], // Ceuta
    ['ES', '52001', 'ES-ML'], // Melilla
    ['es', ' 35 001 ', 'ES-CN'],
    ['ES', '', 'ES'], // no postcode: mainland (the address form requires one)
    ['GB', 'BT1 1AA', 'GB-NIR'],
    ['GB', 'bt48 6dq', 'GB-NIR'],
    ['GB', 'SW1A 1AA', 'GB'],
    ['FR', '75001', 'FR'],
    ['PT', '9000-001', 'PT'], // Madeira is priced as Portugal
  ])('%s %s → %s', (country, postcode, expected) => {
    expect(destinationCode(country, postcode)).toBe(expected);
  });
});

describe('address countries and Spanish postcodes', () => {
  it('only ISO codes are picked for an address', () => {
    expect(isAddressCountryCode('ES')).toBe(true);
    expect(isAddressCountryCode('ES-CN')).toBe(false);
    expect(isAddressCountryCode('GB-NIR')).toBe(false);
  });

  it.each([
    ['28013', true],
    ['01001', true],
    ['52006', true],
    ['53000', false],
    ['00123', false],
    ['2801', false],
    ['28013A', false],
  ])('%s: %s', (postcode, valid) => {
    expect(isSpanishPostcode(postcode)).toBe(valid);
  });
});
