import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

/** The one rule for reseller artwork fetched by URL and for webhook deliveries. */
describe('isPublicAddress', () => {
  it('tells public addresses from loopback, private, link-local, unique-local and mapped ones', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('public addresses are plain unicast only', () => {
    for (const a of ['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.0.1',
      '172.31.255.255',
      '169.254.1.1',
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:192.168.0.1',
      '224.0.0.1',
      '192.0.2.1',
      'not an ip',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
