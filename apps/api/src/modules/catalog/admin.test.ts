import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { cartLines } from '../cart/table';
import { countries } from '../shipping/table';
import { invalidateCatalogCache } from './cache';
import { productOptions, products } from './table';
import { insertTestCatalog, type TestCatalog } from './test-catalog';

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  customer = await createTestUser(ctx.database);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const t = (en: string, ar: string) => ({ en, ar });
const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
  call(ctx, method, url, staff.token, payload, { lang });

const categoryBody = (over: Record<string, unknown> = {}) => ({
  owner_type: 2,
  slug: 'zz-flags',
  name: t('Feather flags', 'أعلام ريشية'),
  description: t('Flags for events', 'أعلام للفعاليات'),
  image: '/images/flags.svg',
  sort_order: 5,
  active: true,
  excluded_from_free_shipping: false,
  ...over,
});

const productBody = (over: Record<string, unknown> = {}) => ({
  category_id: cat.categories.banners.id,
  slug: 'zz-mesh-banner',
  title: t('Quagga mesh banner', 'لافتة شبكية'),
  description: t('Wind-permeable mesh.', 'شبكة تسمح بمرور الرياح.'),
  images: ['/images/mesh.svg'],
  meta_title: t('Mesh banners', 'لافتات شبكية'),
  meta_description: t('Mesh banners printed fast.', 'لافتات شبكية تطبع بسرعة.'),
  headers: [
    { title: t('Why mesh', 'لماذا الشبكة'), description: t('', ''), lines: { en: ['Windy'], ar: ['رياح'] } },
  ],
  footer: t('Prices exclude VAT.', 'الأسعار لا تشمل الضريبة.'),
  pricing_mode: 'per_m2',
  base_price: 14.5,
  min_charge: 10,
  quantity_breaks: [{ min_quantity: 10, discount_percent: 5 }],
  min_width: 20,
  max_width: 300,
  min_height: 20,
  max_height: 300,
  def_width: 100,
  def_height: 100,
  weldable: false,
  min_q: 1,
  max_q: 50,
  file_limit: 5,
  turnaround_days: 4,
  large: false,
  weight_grams: 300,
  sort_order: 3,
  active: true,
  ...over,
});

describe('categories', () => {
  let id: number;

  it('creates one in both languages, audited, and the storefront shows it at once', async () => {
    const before = await call(ctx, 'GET', '/api/categories?owner_type=2');
    expect(before.json().data.some((c: { name: string }) => c.name === 'Feather flags')).toBe(false);

    const res = await asStaff('POST', '/api/admin/categories', categoryBody());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({ slug: 'zz-flags', name: t('Feather flags', 'أعلام ريشية'), items_count: 0 });
    const audit = await lastAudit(ctx, 'category', id);
    expect(audit).toMatchObject({ actorUserId: staff.id, action: 'create', before: null });
    expect(audit!.after).toMatchObject({ slug: 'zz-flags', owner_type: 2 });

    const after = await call(ctx, 'GET', '/api/categories?owner_type=2', undefined, undefined, {
      lang: 'ar',
    });
    expect(after.json().data.some((c: { name: string }) => c.name === 'أعلام ريشية')).toBe(true);
  });

  it('refuses a missing Arabic name, a bad slug and a taken slug', async () => {
    const bad = await asStaff(
      'POST',
      '/api/admin/categories',
      categoryBody({ slug: 'Bad Slug', name: t('Flags', ''), owner_type: 3 }),
    );
    expect(bad.statusCode).toBe(400);
    const errors: string[] = bad.json().errors;
    expect(errors.some((e) => e.startsWith('slug'))).toBe(true);
    expect(errors.some((e) => e.startsWith('name.ar'))).toBe(true);
    expect(errors.some((e) => e.startsWith('owner_type'))).toBe(true);

    const taken = await asStaff('POST', '/api/admin/categories', categoryBody({ slug: 't-banners' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('t-banners');
  });

  it('lists a page by owner type with item counts', async () => {
    const res = await asStaff('GET', '/api/admin/categories?owner_type=2&per_page=100');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(items.length);
    expect(items.every((c: { owner_type: number }) => c.owner_type === 2)).toBe(true);
    expect(items.find((c: { id: number }) => c.id === cat.categories.banners.id).items_count).toBe(4);
    expect((await asStaff('GET', `/api/admin/categories/${id}`)).json().data.id).toBe(id);
    expect((await asStaff('GET', '/api/admin/categories/999999')).statusCode).toBe(404);
  });

  it('updates with before and after in the audit log, and marks a category excluded from free delivery', async () => {
    const res = await asStaff(
      'PUT',
      `/api/admin/categories/${id}`,
      categoryBody({ name: t('Flags', 'أعلام'), excluded_from_free_shipping: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: t('Flags', 'أعلام'), excluded_from_free_shipping: true });
    const audit = await lastAudit(ctx, 'category', id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({
      name: t('Feather flags', 'أعلام ريشية'),
      excluded_from_free_shipping: false,
    });
    expect(audit!.after).toMatchObject({ name: t('Flags', 'أعلام'), excluded_from_free_shipping: true });
    const shipping = await asStaff('GET', '/api/admin/shipping');
    expect(shipping.json().data.excluded_categories).toContainEqual({ id, name: t('Flags', 'أعلام') });
  });

  it('refuses to delete a category with items (409) and deletes an empty one', async () => {
    const full = await asStaff('DELETE', `/api/admin/categories/${cat.categories.banners.id}`);
    expect(full.statusCode).toBe(409);
    const res = await asStaff('DELETE', `/api/admin/categories/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await lastAudit(ctx, 'category', id)).toMatchObject({ action: 'delete', after: null });
    expect((await asStaff('GET', `/api/admin/categories/${id}`)).statusCode).toBe(404);
  });
});

describe('services', () => {
  const serviceBody = (over: Record<string, unknown> = {}) => ({
    category_id: cat.categories.design.id,
    slug: 'zz-menu-design',
    name: t('Menu design', 'تصميم قائمة طعام'),
    description: {
      en: ['We lay out your menu.', 'Two rounds of changes.'],
      ar: ['نصمم قائمتك.', 'جولتان من التعديلات.'],
    },
    images: ['/media/0123456789abcdef0123456789abcdef.webp'],
    meta_title: t('Menu design', 'تصميم قائمة'),
    meta_description: t('', ''),
    sort_order: 0,
    active: true,
    ...over,
  });
  let id: number;

  it('creates, reads, updates and hides a service; the storefront follows at once', async () => {
    const wrongKind = await asStaff(
      'POST',
      '/api/admin/services',
      serviceBody({ category_id: cat.categories.banners.id }),
    );
    expect(wrongKind.statusCode).toBe(422);

    const created = await asStaff('POST', '/api/admin/services', serviceBody());
    expect(created.statusCode).toBe(201);
    id = created.json().data.id;
    expect(await lastAudit(ctx, 'service', id)).toMatchObject({ action: 'create', actorUserId: staff.id });
    const shown = await call(ctx, 'GET', `/api/services/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.name).toBe('Menu design');

    const updated = await asStaff(
      'PUT',
      `/api/admin/services/${id}`,
      serviceBody({ name: t('Menu layout', 'تنسيق قائمة') }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/services/${id}`)).json().data.name).toBe('Menu layout');
    const audit = await lastAudit(ctx, 'service', id);
    expect(audit!.before).toMatchObject({ name: t('Menu design', 'تصميم قائمة طعام') });
    expect(audit!.after).toMatchObject({ name: t('Menu layout', 'تنسيق قائمة') });

    const list = await asStaff('GET', `/api/admin/services?category_id=${cat.categories.design.id}&q=layout`);
    expect(list.json().data).toMatchObject({ total: 1, items: [{ id }] });
    expect((await asStaff('GET', `/api/admin/services/${id}`)).json().data.slug).toBe('zz-menu-design');

    const hidden = await asStaff('DELETE', `/api/admin/services/${id}`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.active).toBe(false);
    expect(await lastAudit(ctx, 'service', id)).toMatchObject({ action: 'deactivate' });
    expect((await call(ctx, 'GET', `/api/services/${id}`)).statusCode).toBe(404);
  });

  it('refuses an image that is neither a site path nor https, and too many paragraphs', async () => {
    const res = await asStaff(
      'POST',
      '/api/admin/services',
      serviceBody({
        slug: 'zz-x',
        images: ['javascript:alert(1)'],
        description: { en: Array(31).fill('x'), ar: [] },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.some((e: string) => e.startsWith('images.0'))).toBe(true);
    expect(res.json().errors.some((e: string) => e.startsWith('description.en'))).toBe(true);
  });
});

describe('products', () => {
  let id: number;

  it('refuses what the pricing rules cannot price', async () => {
    const noSizes = await asStaff(
      'POST',
      '/api/admin/products',
      productBody({ min_width: null, max_width: null, def_width: null }),
    );
    expect(noSizes.statusCode).toBe(400);
    expect(noSizes.json().errors.some((e: string) => e.startsWith('min_width'))).toBe(true);

    const inverted = await asStaff(
      'POST',
      '/api/admin/products',
      productBody({ min_height: 200, max_height: 100, def_width: 400, min_q: 10, max_q: 5 }),
    );
    expect(inverted.statusCode).toBe(400);
    const errors: string[] = inverted.json().errors;
    for (const field of ['max_height', 'def_width', 'max_q']) {
      expect(errors.some((e) => e.startsWith(field))).toBe(true);
    }

    const serviceCategory = await asStaff(
      'POST',
      '/api/admin/products',
      productBody({ category_id: cat.categories.design.id }),
    );
    expect(serviceCategory.statusCode).toBe(422);
  });

  it('creates a product in euros, stored in cents, with numbered headers; audited', async () => {
    const res = await asStaff('POST', '/api/admin/products', productBody());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({ base_price: 14.5, min_charge: 10, headers: [{ id: 1 }], sections: [] });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ basePriceCents: 1450, minChargeCents: 1000, weightGrams: 300 });
    expect(await lastAudit(ctx, 'product', id)).toMatchObject({ action: 'create' });
    const list = await asStaff('GET', '/api/admin/products?q=QUAGGA');
    expect(list.json().data.items.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('reads a product with its option tree (three levels, prices in euros or percent)', async () => {
    const res = await asStaff('GET', `/api/admin/products/${cat.products.banner.id}`);
    expect(res.statusCode).toBe(200);
    const { sections } = res.json().data;
    expect(sections.map((s: { id: number }) => s.id)).toEqual([
      cat.sections.material.id,
      cat.sections.finishing.id,
    ]);
    const eyelets = sections[1].options[0];
    expect(eyelets).toMatchObject({ id: cat.options.eyelets.id, price_mode: 'per_item', price: 1.5 });
    expect(eyelets.children[1]).toMatchObject({
      id: cat.options.every25.id,
      price_mode: 'percent',
      price: 12.5,
    });
    expect(eyelets.children[1].children[0]).toMatchObject({ id: cat.options.brass.id, price: 0.99 });
  });

  it('a price change shows in GET /api/summary at once and leaves an order already placed unchanged', async () => {
    // A customer buys 2 × 100 × 100 cm of the test banner (standard material): €12/m², min €15.
    const buyer = await createTestUser(ctx.database);
    const [address] = await ctx.database.db
      .insert(addresses)
      .values({
        userId: buyer.id,
        type: 1,
        label: 'Home',
        details: 'Calle Sol 1',
        phone: '+34 600 000 001',
        ...MADRID,
      })
      .returning({ id: addresses.id });
    const [spain] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(buyer.token),
      payload: {
        product_id: cat.products.banner.id,
        width: 100,
        height: 100,
        quantity: 2,
        options: [cat.options.standard.id],
      },
    });
    expect(added.statusCode).toBe(201);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...bearer(buyer.token), 'idempotency-key': 'admin-price-change' },
      payload: await withShownTotal(ctx.app, buyer.token, {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2031,
        cvc: '123',
        country_id: spain!.id,
        address_id: address!.id,
      }),
    });
    expect(paid.statusCode).toBe(201);
    const orderId = paid.json().data.order.id;
    const orderBefore = (await asStaff('GET', `/api/admin/orders/${orderId}`)).json().data;
    expect(orderBefore.lines[0]).toMatchObject({ unit_price: 12, price: 24 });

    const summaryUrl = `/api/summary?product_id=${cat.products.banner.id}&options=${cat.options.standard.id}&width=100&height=100&quantity=2`;
    expect((await call(ctx, 'GET', summaryUrl)).json().data.total).toBe(24);

    const current = (await asStaff('GET', `/api/admin/products/${cat.products.banner.id}`)).json().data;
    const { id: _id, updated_at: _u, sections: _s, ...body } = current;
    const changed = await asStaff('PUT', `/api/admin/products/${cat.products.banner.id}`, {
      ...body,
      base_price: 20,
    });
    expect(changed.statusCode).toBe(200);
    const audit = await lastAudit(ctx, 'product', cat.products.banner.id);
    expect(audit!.before).toMatchObject({ base_price: 12 });
    expect(audit!.after).toMatchObject({ base_price: 20 });

    // At once, without waiting for the cache's TTL.
    expect((await call(ctx, 'GET', summaryUrl)).json().data.total).toBe(40);
    expect((await call(ctx, 'GET', `/api/products/${cat.products.banner.id}`)).statusCode).toBe(200);

    const orderAfter = (await asStaff('GET', `/api/admin/orders/${orderId}`)).json().data;
    expect(orderAfter.lines).toEqual(orderBefore.lines);
    expect(orderAfter.total).toBe(orderBefore.total);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/orders/${orderId}`,
      headers: bearer(buyer.token),
    });
    expect(own.json().data).toMatchObject({ total: orderBefore.total, subtotal: 24 });
  });

  it('edits the artwork guide (bleed, safe zone, hardware) and an option’s finishing; both reach the storefront, and an omitted one is kept', async () => {
    const artwork = { bleed: 1.5, safe: 2.5, hardware: { kind: 'frame', profile: 3 } };
    const put = await asStaff('PUT', `/api/admin/products/${id}`, productBody({ artwork }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.artwork).toEqual(artwork);
    // Omitted (an older form): kept.
    expect((await asStaff('PUT', `/api/admin/products/${id}`, productBody())).json().data.artwork).toEqual(
      artwork,
    );
    const hem = { kind: 'hem', width: 4 };
    const sections = await asStaff('PUT', `/api/admin/products/${id}/sections`, [
      {
        name: t('Finishing', 'التشطيب'),
        required: false,
        options: [
          {
            name: t('Hemmed', 'مدرز'),
            price_mode: 'fixed',
            price: 2,
            finishing: hem,
            children: [],
          },
        ],
      },
    ]);
    expect(sections.statusCode, sections.body).toBe(200);
    const option = sections.json().data[0].options[0];
    expect(option.finishing).toEqual(hem);
    const storefront = (await call(ctx, 'GET', `/api/products/${id}`)).json().data;
    expect(storefront.artwork).toEqual(artwork);
    expect(JSON.stringify(storefront)).toContain(JSON.stringify(hem));
    // Saved again without finishing (an older form): kept; null clears it.
    const again = (body: object) =>
      asStaff('PUT', `/api/admin/products/${id}/sections`, [
        {
          name: t('Finishing', 'التشطيب'),
          required: false,
          options: [{ id: option.id, name: t('Hemmed', 'مدرز'), price_mode: 'fixed', price: 2, ...body }],
        },
      ]);
    expect((await again({})).json().data[0].options[0].finishing).toEqual(hem);
    expect((await again({ finishing: null })).json().data[0].options[0].finishing).toBeNull();
    // What the drawing cannot use is refused, in the caller's language.
    for (const bad of [
      { bleed: -1, safe: 2 },
      { bleed: 2, safe: 2, hardware: { kind: 'rocket', size: 1 } },
    ]) {
      const refused = await asStaff('PUT', `/api/admin/products/${id}`, productBody({ artwork: bad }), 'es');
      expect(refused.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    const refusedOption = await again({
      finishing: { kind: 'eyelets', spacing: -50, inset: 2, diameter: 1 },
    });
    expect(refusedOption.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusedOption.statusCode).toBeLessThan(500);
    expect((await asStaff('GET', `/api/admin/products/${id}`)).json().data.artwork).toEqual(artwork);
  });

  it('hides a product on DELETE (the storefront answers 404; orders keep it)', async () => {
    const res = await asStaff('DELETE', `/api/admin/products/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);
    expect(await lastAudit(ctx, 'product', id)).toMatchObject({ action: 'deactivate' });
    expect((await call(ctx, 'GET', `/api/products/${id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/products/{id}/sections', () => {
  const opt = (id: number | undefined, en: string, children: unknown[] = [], price = 1) => ({
    ...(id === undefined ? {} : { id }),
    name: t(en, `${en} ع`),
    description: t('', ''),
    image: null,
    price_mode: 'fixed',
    price,
    children,
  });

  it('keeps the ids sent, creates new rows, deletes missing ones, in order; carts keep working', async () => {
    const o = cat.options;
    const cartUser = customer;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(cartUser.token),
      payload: {
        product_id: cat.products.banner.id,
        width: 100,
        height: 100,
        quantity: 1,
        options: [o.heavy.id],
      },
    });
    expect(added.statusCode).toBe(201);

    const body = [
      // Finishing first now; "Every 50 cm" dropped; a new third-level option under "Every 25 cm".
      {
        id: cat.sections.finishing.id,
        name: t('Finishing', 'التشطيب'),
        required: false,
        options: [
          opt(o.eyelets.id, 'Eyelets', [
            opt(o.every25.id, 'Every 25 cm', [opt(o.brass.id, 'Brass'), opt(undefined, 'Steel')]),
          ]),
        ],
      },
      {
        id: cat.sections.material.id,
        name: t('Material', 'الخامة'),
        required: true,
        options: [opt(o.heavy.id, 'Heavy 510 g', [], 3), opt(o.standard.id, 'Standard 440 g', [], 0)],
      },
      { name: t('Hems', 'الحواف'), required: false, options: [opt(undefined, 'Welded hem', [], 2.5)] },
    ];
    const res = await asStaff('PUT', `/api/admin/products/${cat.products.banner.id}/sections`, body);
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    expect(tree.map((s: { id: number }) => s.id).slice(0, 2)).toEqual([
      cat.sections.finishing.id,
      cat.sections.material.id,
    ]);
    expect(tree[0].options[0].id).toBe(o.eyelets.id);
    expect(tree[0].options[0].children.map((c: { id: number }) => c.id)).toEqual([o.every25.id]);
    const third = tree[0].options[0].children[0].children;
    expect(third[0].id).toBe(o.brass.id);
    expect(third[1]).toMatchObject({ name: t('Steel', 'Steel ع'), price: 1 });
    expect(tree[1].options.map((x: { id: number }) => x.id)).toEqual([o.heavy.id, o.standard.id]);
    expect(tree[2]).toMatchObject({
      name: t('Hems', 'الحواف'),
      options: [{ name: t('Welded hem', 'Welded hem ع'), price: 2.5 }],
    });
    const gone = await ctx.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.id, o.every50.id));
    expect(gone).toEqual([]);

    const audit = await lastAudit(ctx, 'product', cat.products.banner.id);
    expect(audit).toMatchObject({ action: 'replace_sections', actorUserId: staff.id });
    expect(JSON.stringify(audit!.before)).toContain('Every 50 cm');
    expect(JSON.stringify(audit!.after)).not.toContain('Every 50 cm');

    // The storefront shows the new tree at once, and the cart line (heavy material) still prices.
    const product = await call(ctx, 'GET', `/api/products/${cat.products.banner.id}`);
    expect(JSON.stringify(product.json().data)).toContain('Welded hem');
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(cartUser.token) });
    const line = cart.json().data[0];
    expect(line.options.map((x: { id: number }) => x.id)).toEqual([o.heavy.id]);
    const [stored] = await ctx.database.db.select().from(cartLines).where(eq(cartLines.id, line.id));
    expect(stored!.optionIds).toEqual([o.heavy.id]);
  });

  it('refuses a fourth level (400) and changes nothing', async () => {
    const before = (await asStaff('GET', `/api/admin/products/${cat.products.banner.id}`)).json().data
      .sections;
    const deep = [
      {
        name: t('Deep', 'عميق'),
        required: false,
        options: [
          opt(undefined, 'L1', [opt(undefined, 'L2', [opt(undefined, 'L3', [opt(undefined, 'L4')])])]),
        ],
      },
    ];
    const res = await asStaff('PUT', `/api/admin/products/${cat.products.banner.id}/sections`, deep);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain('at most 3 levels');
    const after = (await asStaff('GET', `/api/admin/products/${cat.products.banner.id}`)).json().data
      .sections;
    expect(after).toEqual(before);
  });

  it('refuses an option id of another product (422) and rolls the whole tree back', async () => {
    const before = (await asStaff('GET', `/api/admin/products/${cat.products.banner.id}`)).json().data
      .sections;
    const [foreign] = await ctx.database.db
      .insert(productOptions)
      .values({ sectionId: cat.sections.material.id, name: t('x', 'x'), description: t('', '') })
      .returning();
    await ctx.database.db.delete(productOptions).where(eq(productOptions.id, foreign!.id));
    const res = await asStaff('PUT', `/api/admin/products/${cat.products.board.id}/sections`, [
      { name: t('New', 'جديد'), required: false, options: [opt(cat.options.heavy.id, 'Stolen')] },
    ]);
    expect(res.statusCode).toBe(422);
    const board = (await asStaff('GET', `/api/admin/products/${cat.products.board.id}`)).json().data.sections;
    expect(board).toEqual([]);
    const after = (await asStaff('GET', `/api/admin/products/${cat.products.banner.id}`)).json().data
      .sections;
    expect(after).toEqual(before);
    expect((await asStaff('PUT', '/api/admin/products/999999/sections', [])).statusCode).toBe(404);
  });
});

describe('POST /api/admin/images and GET /media/{key}.webp', () => {
  const upload = (data: Buffer, name: string, type: string, token = staff.token) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: bearer(token),
      payload: form,
    });
  };

  it('re-encodes a picture to WebP at most 1600 px, serves it publicly with long cache and nosniff', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'big.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const { url, width, height } = res.json().data;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect([width, height]).toEqual([1600, 800]);
    const key = url.slice(7, 39);
    expect(await lastAudit(ctx, 'image', key)).toMatchObject({ action: 'upload', actorUserId: staff.id });

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('refuses what is not a PNG, JPEG or WebP picture (415) and a form without a file (400)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(svg, 'x.png', 'image/png')).statusCode).toBe(415);
    expect((await upload(Buffer.from('hello'), 'x.jpg', 'image/jpeg')).statusCode).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: bearer(staff.token),
      payload: form,
    });
    expect(empty.statusCode).toBe(400);
    const json = await asStaff('POST', '/api/admin/images', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown or malformed key (never the storefront shell)', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/media/${'a'.repeat(32)}.webp` });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.headers['content-type']).not.toContain('text/html');
  });
});
