import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { productOptions, productSections, products } from '../src/modules/catalog/table';

export type BenchTarget = { name: string; path: string };

/** A real configuration of a product: the first choice of each required section and of its children. */
async function defaultOptionIds(db: Db, productId: number): Promise<number[]> {
  const sections = await db
    .select()
    .from(productSections)
    .where(and(eq(productSections.productId, productId), eq(productSections.required, true)))
    .orderBy(asc(productSections.sortOrder), asc(productSections.id));
  const ids: number[] = [];
  for (const section of sections) {
    let [option] = await db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.sectionId, section.id), isNull(productOptions.parentId)))
      .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
      .limit(1);
    while (option) {
      ids.push(option.id);
      [option] = await db
        .select()
        .from(productOptions)
        .where(eq(productOptions.parentId, option.id))
        .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
        .limit(1);
    }
  }
  return ids;
}

/** The API reads to measure; modules add theirs here (ids looked up from the seeded data). */
export async function benchTargets(db: Db): Promise<BenchTarget[]> {
  const targets: BenchTarget[] = [
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/home', path: '/api/home' },
    { name: 'GET /api/home (ar)', path: '/api/home?lang=ar' },
    { name: 'GET /api/shipping/rates', path: '/api/shipping/rates' },
  ];

  // Catalogue (issue "Catalogue"): the weldable PVC banner of the demo data, or the first product.
  const [banner] = await db.select().from(products).where(eq(products.slug, 'pvc-banner-510g')).limit(1);
  const [product] = banner ? [banner] : await db.select().from(products).orderBy(asc(products.id)).limit(1);
  targets.push({ name: 'GET /api/categories?owner_type=2', path: '/api/categories?owner_type=2' });
  if (product) {
    const options = (await defaultOptionIds(db, product.id)).map((id, i) => `options[${i}]=${id}`).join('&');
    const width = product.defWidth ?? 100;
    const height = product.defHeight ?? 100;
    targets.push(
      { name: 'GET /api/products/{id}', path: `/api/products/${product.id}` },
      {
        name: 'GET /api/summary',
        path: `/api/summary?product_id=${product.id}&${options}&width=${width}&height=${height}&quantity=5`,
      },
    );
  }
  targets.push({ name: 'GET /api/search?name=banner', path: '/api/search?name=banner' });
  return targets;
}
