import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function pdfText(url: string, lang: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { ...bearer(staff.token), lang } });
  expect(res.statusCode, res.body).toBe(200);
  const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

describe('the packing list names a nested option once', () => {
  it('prints "Finishing: Eyelets › Every 25 cm › Brass", not one row per level', async () => {
    const user = await createTestUser(ctx.database);
    const [address] = await ctx.database.db
      .insert(addresses)
      .values({
        userId: user.id,
        type: 1,
        label: 'Workshop',
        details: 'Calle Mayor 1, 28013 Madrid',
        street: 'Calle Mayor 1',
        postcode: '28013',
        city: 'Madrid',
        countryCode: 'ES',
        phone: '+34 600 111 222',
      })
      .returning({ id: addresses.id });
    const { standard, eyelets, every25, brass } = cat.options;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(user.token),
      payload: {
        product_id: cat.products.banner.id,
        width: 100,
        height: 100,
        quantity: 1,
        options: [standard.id, eyelets.id, every25.id, brass.id],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: bearer(user.token),
      payload: await withShownTotal(ctx.app, user.token, {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        address_id: address!.id,
      }),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.json().data.order.id as number;

    const text = await pdfText(`/api/admin/orders/${orderId}/packing-list.pdf`, 'en');
    expect(text).toContain('Finishing: Eyelets › Every 25 cm › Brass');
    // Each level once: before, "Eyelets" and "Every 25 cm" were printed twice each.
    expect(text.match(/Eyelets/g)).toHaveLength(1);
    expect(text.match(/Every 25 cm/g)).toHaveLength(1);
    expect(text).toContain('Material: Standard 440 g');
  }, 60_000);
});
