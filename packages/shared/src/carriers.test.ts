import { describe, expect, it } from 'vitest';
import { isTrackingUrlPattern, TRACKING_NUMBER_PATTERN, trackingLink } from './carriers';

describe('carrier tracking links', () => {
  it('puts the number where the placeholder is, encoded', () => {
    expect(trackingLink('https://t.example/?n={tracking}', 'AB-123')).toBe('https://t.example/?n=AB-123');
    expect(trackingLink('https://t.example/{tracking}', 'a b')).toBe('https://t.example/a%20b');
  });
  it('accepts only https patterns with the placeholder', () => {
    expect(isTrackingUrlPattern('https://www.seur.com/?id={tracking}')).toBe(true);
    expect(isTrackingUrlPattern('https://www.seur.com/')).toBe(false);
    expect(isTrackingUrlPattern('javascript:alert(1)//{tracking}')).toBe(false);
    expect(isTrackingUrlPattern('http://x.example/{tracking}')).toBe(false);
  });
  it('tracking numbers are letters, digits and dashes', () => {
    expect(TRACKING_NUMBER_PATTERN.test('1Z999AA10123456784')).toBe(true);
    expect(TRACKING_NUMBER_PATTERN.test('ab')).toBe(false);
    expect(TRACKING_NUMBER_PATTERN.test('12 34')).toBe(false);
  });
});
