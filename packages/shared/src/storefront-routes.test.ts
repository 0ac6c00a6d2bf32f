import { describe, expect, it } from 'vitest';
import { isStorefrontPath } from './storefront-routes';

describe('isStorefrontPath', () => {
  it.each([
    '/',
    '/home',
    '/HOME',
    '/Services',
    '/services/3',
    '/services/3/7/7',
    '/products/2/11',
    '/finishedProducts',
    '/finishedPRoducts',
    '/trackOrder/4/123456',
    '/currentOrders/status',
    '/admin',
    '/admin/orders/12',
    '/home/',
  ])('%s is a page', (path) => {
    expect(isStorefrontPath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/products/1/2/3',
    '/home/extra',
    '/trackOrder/4',
    '/administrator',
    '/services/1/2/3/4',
  ])('%s is not', (path) => {
    expect(isStorefrontPath(path)).toBe(false);
  });
});
