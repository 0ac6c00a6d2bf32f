import { describe, expect, it } from 'vitest';
import {
  isServerRenderedPath,
  isStorefrontPath,
  routePath,
  SERVER_RENDERED_ROUTES,
  SITEMAP_PATHS,
  STOREFRONT_ROUTE_LIST,
  storefrontRouteAt,
} from './storefront-routes';

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
    '/payment/result',
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

describe('the one route table', () => {
  const sample = (path: string) => path.replace(/:[^/]+/g, '7').replace(/\/\*$/, '/orders');

  it('derives the server-rendered paths from the table, and the server renders exactly those', () => {
    expect(SERVER_RENDERED_ROUTES).toEqual(
      STOREFRONT_ROUTE_LIST.filter((route) => route.render === 'server').map((route) => route.path),
    );
    for (const route of STOREFRONT_ROUTE_LIST) {
      expect(isStorefrontPath(sample(route.path)), route.path).toBe(true);
      expect(storefrontRouteAt(sample(route.path))?.key, route.path).toBe(route.key);
      expect(isServerRenderedPath(sample(route.path)), route.path).toBe(route.render === 'server');
    }
    // Unknown paths render the "not found" page on the server; `/` is a redirect.
    expect(isServerRenderedPath('/nope')).toBe(true);
    expect(isServerRenderedPath('/')).toBe(false);
  });

  it('lists in the sitemap the public server-rendered pages without parameters, and only those', () => {
    expect([...SITEMAP_PATHS].sort()).toEqual(
      [
        '/home',
        '/contact',
        '/PrivacyPolicy',
        '/ShippingPolicy',
        '/PriceMatch',
        '/TermsConditions',
        '/Terms',
        '/services',
        '/products',
      ].sort(),
    );
    for (const route of STOREFRONT_ROUTE_LIST.filter((entry) => entry.sitemap)) {
      expect(route.render, route.path).toBe('server');
      expect(route.access, route.path).toBe('public');
    }
  });

  it('builds a path from its key, one value per parameter', () => {
    expect(routePath('product', 3, 12)).toBe('/products/3/12');
    expect(routePath('trackOrder', 4, 'A B/1')).toBe('/trackOrder/4/A%20B%2F1');
    expect(routePath('home')).toBe('/home');
  });
});

describe('the payment result page', () => {
  it('is a signed-in shell page, out of the sitemap (the bank brings the customer back to it)', () => {
    expect(storefrontRouteAt('/payment/result')).toMatchObject({ key: 'paymentResult', access: 'signedIn' });
    expect(isServerRenderedPath('/payment/result')).toBe(false);
    expect(SITEMAP_PATHS).not.toContain('/payment/result');
  });
});
