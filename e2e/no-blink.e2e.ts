import type { Lang } from '@shop/shared';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext, watchBlinks } from './browser';

/**
 * No page hides what it has already shown. A part that first asks for its code or texts when it
 * mounts suspends outside a transition, and React then hides the whole page on screen until they
 * arrive: the page blinks (a CI run measured a note while it was hidden). Each storefront page a
 * signed-in customer opens is loaded afresh and watched until its requests settle, in English and
 * Arabic; the parts shown later (card fields, address choice) are on the pages that pay.
 */

let browser: Browser;
let staffToken: string;
let banner: { id: number; categoryId: number; options: number[] };
let service: { categoryId: number; id: number };

async function get<T>(api: APIRequestContext, url: string): Promise<T> {
  return data<T>(await api.get(url), url);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const api = page.request;
  staffToken = (
    await data<{ token: string }>(
      await api.post('/api/login', {
        data: { email: inject('staffEmail'), password: inject('staffPassword') },
      }),
      'staff',
    )
  ).token;
  const services = await get<{ id: number }[]>(api, '/api/categories?owner_type=1');
  const serviceDetail = await get<{ services: { id: number }[] }>(api, `/api/categories/${services[0]!.id}`);
  service = { categoryId: services[0]!.id, id: serviceDetail.services[0]!.id };
  for (const category of await get<{ id: number }[]>(api, '/api/categories?owner_type=2')) {
    const detail = await get<{ products: { id: number }[] }>(api, `/api/categories/${category.id}`);
    const card = detail.products[0];
    if (!card) continue;
    const product = await get<{ sections: { required: boolean; options: { id: number }[] }[] }>(
      api,
      `/api/products/${card.id}`,
    );
    banner = {
      id: card.id,
      categoryId: category.id,
      options: product.sections.filter((s) => s.required).map((s) => s.options[0]!.id),
    };
    break;
  }
  await context.close();
});
afterAll(() => browser?.close());

describe('no page blinks', () => {
  for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
    it(`keeps each page it has shown on screen (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width: 1280, height: 800 });
      const api = page.request;
      const customer = await newCustomer(api, `no-blink-${lang}`);
      await data(
        await api.post('/api/card', {
          headers: auth(customer.token),
          data: { product_id: banner.id, quantity: 1, width: 100, height: 50, options: banner.options },
        }),
        'add to cart',
      );
      const request = async () =>
        data<{ id: number }>(
          await api.post('/api/orders', {
            headers: auth(customer.token),
            multipart: { service_id: String(service.id), details: 'A logo for a van.' },
          }),
          'quote request',
        );
      const waiting = await request();
      const accepted = await request();
      await data(
        await api.post(`/api/admin/orders/${accepted.id}/accept`, {
          headers: auth(staffToken),
          data: { service_fee: 50, message: 'Ready in three days.' },
        }),
        'accept',
      );
      await signInContext(context, customer);
      const blinks = await watchBlinks(page);
      const pages = [
        '/home',
        '/products',
        `/products/${banner.categoryId}`,
        `/products/${banner.categoryId}/${banner.id}`,
        '/services',
        `/services/${service.categoryId}/${service.id}/${service.id}`,
        '/search?q=banner',
        '/cart',
        '/payment',
        '/profile',
        '/address',
        '/invoices',
        '/quotes',
        '/paymentOptions',
        '/currentOrders',
        `/currentOrders/status?n1=1&n2=${waiting.id}`,
        `/currentOrders/status?n1=3&n2=${accepted.id}`,
        `/waitingForPayment/${accepted.id}`,
        '/waitingForApprove',
        '/currentProducts',
        '/finishedPRoducts',
        '/finishedServices',
        '/contact',
      ];
      const blinked: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const seen = await blinks();
        if (seen.length > 0) blinked[path] = seen;
      }
      expect(blinked).toEqual({});
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
