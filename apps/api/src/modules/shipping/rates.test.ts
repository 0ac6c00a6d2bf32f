import { SHIPPING_REGIONS } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { countries, shippingRates } from './table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type Region = {
  region: string;
  name: string;
  quoteAvailable: boolean;
  standard: number | null;
  large: number | null;
  freeOver: number | null;
  countries: { id: number; code: string; name: string }[];
};

describe('GET /api/shipping/rates', () => {
  it('answers every region of the rate table in euros, in SHIPPING_REGIONS order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/shipping/rates' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const rows = await ctx.app.db.select().from(shippingRates);
    expect(data.regions).toHaveLength(rows.length);
    const order = data.regions.map((r: Region) => SHIPPING_REGIONS.indexOf(r.region as never));
    expect(order).toEqual([...order].sort((a: number, b: number) => a - b));

    for (const region of data.regions as Region[]) {
      const row = rows.find((r) => r.region === region.region)!;
      expect(region.quoteAvailable).toBe(row.quoteAvailable);
      if (row.quoteAvailable) {
        expect(region.standard).toBe(row.standardCents === null ? null : row.standardCents / 100);
        expect(region.large).toBe(row.largeCents === null ? null : row.largeCents / 100);
      } else {
        expect([region.standard, region.large, region.freeOver]).toEqual([null, null, null]);
      }
    }
    const mainland = data.regions.find((r: Region) => r.region === 'es_mainland');
    expect(mainland).toMatchObject({ name: 'Mainland Spain', standard: 18.5, large: 26.5, freeOver: 250 });
    expect(mainland.countries.map((c: { code: string }) => c.code)).toContain('ES');
    const world = data.regions.find((r: Region) => r.region === 'rest_of_world');
    expect(world?.quoteAvailable).toBe(false);
    expect(data.excludedCategories.length).toBeGreaterThan(0);
  });

  it('names regions and countries in Arabic', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/shipping/rates', headers: { lang: 'ar' } });
    const mainland = res.json().data.regions.find((r: Region) => r.region === 'es_mainland');
    expect(mainland.name).toBe('إسبانيا (البر الرئيسي)');
    const [spain] = await ctx.app.db.select().from(countries).where(eq(countries.code, 'ES'));
    expect(mainland.countries.find((c: { code: string }) => c.code === 'ES').name).toBe(spain!.name.ar);
  });

  it('follows staff edits of the rate table', async () => {
    await ctx.app.db
      .update(shippingRates)
      .set({ standardCents: 1990 })
      .where(eq(shippingRates.region, 'es_mainland'));
    ctx.app.invalidateReadCaches();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/shipping/rates' });
    expect(res.json().data.regions.find((r: Region) => r.region === 'es_mainland').standard).toBe(19.9);
  });
});
