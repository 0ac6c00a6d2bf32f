import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hashToken, newToken } from '../src/lib/tokens';
import { authTokens, users } from '../src/modules/accounts';
import { cartLines, carts } from '../src/modules/cart';
import { productOptions, productSections, products } from '../src/modules/catalog';
import { countries } from '../src/modules/shipping';

export type BenchTarget = {
  name: string;
  path: string;
  /** Absent: a GET without headers. */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Header sets the requests take in turn (e.g. a pool of customers' tokens). */
  headerPool?: Record<string, string>[];
};

/**
 * Signed-in customers written straight to the database (no password hashing needed: they
 * only use their token), each with one banner in the cart.
 */
export async function benchCustomers(
  db: Db,
  count: number,
  cartLine: { productId: number; optionIds: number[]; width: number; height: number } | null,
) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await db
      .insert(users)
      .values({
        name: `Bench ${i}`,
        email: `bench-${i}-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const token = newToken();
    await db
      .insert(authTokens)
      .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) });
    const [cart] = await db.insert(carts).values({ userId: user!.id }).returning({ id: carts.id });
    // null: an empty cart (the payments bench adds its line through the API, priced).
    if (cartLine)
      await db.insert(cartLines).values({
        cartId: cart!.id,
        productId: cartLine.productId,
        quantity: 5,
        widthCm: cartLine.width,
        heightCm: cartLine.height,
        optionIds: cartLine.optionIds,
      });
    tokens.push(token);
  }
  return tokens.map((token) => ({ authorization: `Bearer ${token}` }));
}

/** A real configuration of a product: the first choice of each required section and of its children. */
export async function defaultOptionIds(db: Db, productId: number): Promise<number[]> {
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
      // As a browser asks: the cached answer's compressed form (compressed once, not per request).
      {
        name: 'GET /api/products/{id} (br)',
        path: `/api/products/${product.id}`,
        method: 'GET',
        headerPool: [{ 'accept-encoding': 'gzip, deflate, br' }],
      },
      {
        name: 'GET /api/summary',
        path: `/api/summary?product_id=${product.id}&${options}&width=${width}&height=${height}&quantity=5`,
      },
    );

    // Checkout (issue "Checkout"): a pool of customers, each with a banner in the cart.
    const optionIds = await defaultOptionIds(db, product.id);
    const line = { productId: product.id, optionIds, width, height };
    const readers = await benchCustomers(db, 50, line);
    // Adds: 49 more lines fit in each cart; 400 customers take 19,600 adds before the limit.
    const adders = await benchCustomers(db, 400, line);
    const [spain] = await db.select().from(countries).where(eq(countries.code, 'ES')).limit(1);
    targets.push(
      { name: 'GET /api/card', path: '/api/card', method: 'GET', headerPool: readers },
      {
        name: 'POST /api/card (add, JSON)',
        path: '/api/card',
        method: 'POST',
        body: { product_id: product.id, quantity: 5, width, height, options: optionIds },
        headerPool: adders,
      },
      {
        name: 'POST /api/shipments/calculate',
        path: '/api/shipments/calculate',
        method: 'POST',
        body: { country_id: spain?.id ?? 1 },
        headerPool: readers,
      },
    );
  }
  targets.push({ name: 'GET /api/search?name=banner', path: '/api/search?name=banner' });
  return targets;
}
