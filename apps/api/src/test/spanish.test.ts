import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed';
import { invalidateCatalogCache } from '../modules/catalog/cache';
import { CategoriesResponseSchema, SearchResponseSchema } from '../modules/catalog/schema';
import { categories, productOptions, productSections, products, services } from '../modules/catalog/table';
import { createTestApp, type TestContext } from './app';
import { TEST_STAFF } from './constants';

/** Spanish as the third language (issue 13): messages, catalogue texts and their fallback. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('Spanish', () => {
  it('answers API errors in Spanish for the lang header, ?lang= and Accept-style values', async () => {
    const byHeader = await get('/api/no-such-thing', { lang: 'es' });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json()).toMatchObject({
      status: false,
      code: 'not_found',
      message: 'No existe esa ruta de la API: GET /api/no-such-thing.',
    });
    expect((await get('/api/no-such-thing', { lang: 'es-ES,es;q=0.9' })).json().message).toContain(
      'No existe esa ruta',
    );
    expect((await get('/api/no-such-thing?lang=es')).json().message).toContain('No existe esa ruta');
    expect((await get('/api/no-such-thing', { cookie: 'lang=es' })).json().message).toContain(
      'No existe esa ruta',
    );
  });

  it('words validation errors in Spanish', async () => {
    const res = await get('/api/categories?owner_type=7', { lang: 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Algunos campos no son válidos.');
  });

  it('gives the seeded catalogue in Spanish', async () => {
    const res = await get('/api/categories?owner_type=2', { lang: 'es' });
    expect(res.statusCode).toBe(200);
    const names = CategoriesResponseSchema.parse(res.json()).data.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Lonas', 'Vinilos', 'Tejidos', 'Banderas tipo vela']));
    const services = CategoriesResponseSchema.parse(
      (await get('/api/categories?owner_type=1', { lang: 'es' })).json(),
    );
    expect(services.data.map((c) => c.name)).toContain('Servicios de diseño');
  });

  it('seeds Spanish for every catalogue name, description and paragraph', async () => {
    const db = ctx.database.db;
    const missing: string[] = [];
    for (const c of await db.select().from(categories)) {
      if (!c.name.es || !c.description.es) missing.push(`category ${c.name.en}`);
    }
    for (const s of await db.select().from(services)) {
      if (!s.name.es || s.description.es?.length !== s.description.en.length)
        missing.push(`service ${s.name.en}`);
    }
    for (const p of await db.select().from(products)) {
      if (!p.title.es || !p.description.es) missing.push(`product ${p.title.en}`);
      for (const h of p.headers) if (!h.title.es || !h.lines.es) missing.push(`header ${h.title.en}`);
    }
    for (const s of await db.select().from(productSections))
      if (!s.name.es) missing.push(`section ${s.name.en}`);
    for (const o of await db.select().from(productOptions)) {
      if (!o.name.es || !o.description.es) missing.push(`option ${o.name.en}`);
    }
    expect(missing).toEqual([]);
  });

  it('names the eyelet spacings and production speeds in Spanish on the product page', async () => {
    const [banner] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.title}->>'en' = 'PVC Banner 510 g'`);
    const body = JSON.stringify((await get(`/api/products/${banner!.id}`, { lang: 'es' })).json());
    expect(body).toContain('Cada 50 cm');
    expect(body).toContain('Cada 25 cm');
    expect(body).toContain('Estándar (5 días laborables)');
    expect(body).not.toMatch(/Every 50 cm|working days/);
  });

  it('gives a shop seeded before these translations its Spanish, leaving staff edits alone', async () => {
    const db = ctx.database.db;
    const older = (text: { en: string; ar: string; es?: string }) => ({ en: text.en, ar: text.ar });
    const every50 = await db
      .select()
      .from(productOptions)
      .where(sql`${productOptions.name}->>'en' = 'Every 50 cm'`);
    const speeds = await db
      .select()
      .from(productOptions)
      .where(sql`${productOptions.name}->>'en' like 'Standard (%'`);
    expect(every50.length).toBeGreaterThan(0);
    for (const o of [...every50, ...speeds]) {
      await db
        .update(productOptions)
        .set({ name: older(o.name) })
        .where(sql`${productOptions.id} = ${o.id}`);
    }
    // Staff wrote their own Spanish for one, and renamed another: both stay as staff left them.
    const [own, renamed] = every50;
    await db
      .update(productOptions)
      .set({ name: { ...older(own!.name), es: 'Ollaos cada medio metro' } })
      .where(sql`${productOptions.id} = ${own!.id}`);
    await db
      .update(productOptions)
      .set({ name: { en: 'Every half metre', ar: 'كل نصف متر' } })
      .where(sql`${productOptions.id} = ${renamed!.id}`);

    const result = await seedDatabase(db, { ...TEST_STAFF, createStaff: false });
    expect(result.seeded).toBe(false);
    expect(result.translated).toBe(every50.length - 2 + speeds.length);
    const after = new Map((await db.select().from(productOptions)).map((o) => [o.id, o.name]));
    expect(after.get(own!.id)!.es).toBe('Ollaos cada medio metro');
    expect(after.get(renamed!.id)!.es).toBeUndefined();
    for (const o of every50.slice(2)) expect(after.get(o.id)!.es).toBe('Cada 50 cm');
    for (const o of speeds) expect(after.get(o.id)!.es).toMatch(/^Estándar \(\d días laborables\)$/);
    // Running it again changes nothing.
    expect((await seedDatabase(db, { ...TEST_STAFF, createStaff: false })).translated).toBe(0);
  });

  it('finds products by their Spanish name', async () => {
    const res = await get('/api/search?q=lona%20microperforada', { lang: 'es' });
    const results = SearchResponseSchema.parse(res.json()).data;
    expect(results.map((r) => r.name)).toContain('Lona microperforada');
  });

  it('falls back to English for a text stored before Spanish existed', async () => {
    const [banners] = await ctx.database.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`${categories.name}->>'en' = 'Banners'`);
    if (!banners) throw new Error('the seed has a Banners category');
    const { es: _spanish, ...older } = banners.name;
    await ctx.database.db.update(categories).set({ name: older }).where(eq(categories.id, banners.id));
    invalidateCatalogCache();
    const res = await get('/api/categories?owner_type=2', { lang: 'es' });
    const names = CategoriesResponseSchema.parse(res.json()).data.map((c) => c.name);
    expect(names).toContain('Banners');
    expect(names).not.toContain('Lonas');
  });
});
