import { OWNER_TYPE } from '@shop/shared';
import { COURIER_DAYS } from '@shop/shared/pricing/delivered-by';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, users } from '../modules/accounts';
import { categories, productOptions, productSections, products, services } from '../modules/catalog';
import { brands, clients } from '../modules/content';
import { coupons } from '../modules/coupons';
import { countries, shippingRates } from '../modules/shipping';
import type { Db } from './client';
import { productCategories, serviceCategories } from './seed-data/catalog';
import type { OptionSeed, ProductCategorySeed, SectionSeed } from './seed-data/common';
import { brands as brandSeeds, clients as clientSeeds } from './seed-data/content';
import { coupons as couponSeeds } from './seed-data/coupons';
import { countries as countrySeeds, shippingRates as rateSeeds } from './seed-data/shipping';
import { type DemoSeedOptions, type DemoSeedResult, seedDemoOrders } from './seed-demo';
import { addMissingSpanish } from './seed-upgrade';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeedOptions = {
  staffEmail: string;
  staffPassword: string;
  /** False skips the staff account (production without STAFF_PASSWORD). Default true. */
  createStaff?: boolean;
  /** Demo customers and orders (db/seed-demo.ts), added to a shop without orders; off when absent. */
  demoOrders?: DemoSeedOptions;
};

export type SeedResult = {
  seeded: boolean;
  staffCreated: boolean;
  /** Catalogue rows of an older seed given the Spanish the seed now has (seed-upgrade.ts). */
  translated: number;
  /** What the demo seed added (null when it was not asked for). */
  demo: DemoSeedResult | null;
};

/** Arbitrary constant: serialises seeding when several API processes start at once. */
const SEED_LOCK_ID = 7_401_123;

/**
 * Seeds the demo catalogue, shipping data, coupons and the staff account. Idempotent: the
 * catalogue is only written while there are no categories (an older one only gets the
 * Spanish it lacks), and the staff account only when no user has its e-mail.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    const seeded = existing.length === 0;
    if (seeded) {
      await seedCatalog(tx);
      await seedContent(tx);
      await seedShipping(tx);
      await seedCoupons(tx);
    }
    const translated = seeded ? 0 : await addMissingSpanish(tx);

    const staffCreated = options.createStaff === false ? false : await seedStaff(tx, options);
    const demo = options.demoOrders ? await seedDemoOrders(tx, options.demoOrders) : null;
    return { seeded, staffCreated, translated, demo };
  });
}

async function seedCatalog(tx: Tx): Promise<void> {
  const serviceCategoryIds = await insertCategories(
    tx,
    OWNER_TYPE.services,
    serviceCategories.map((c) => ({ ...c, excludedFromFreeShipping: false })),
  );
  await tx.insert(services).values(
    serviceCategories.flatMap((category) =>
      category.services.map((service, index) => ({
        ...service,
        categoryId: serviceCategoryIds.get(category.slug)!,
        sortOrder: index,
      })),
    ),
  );

  const productCategoryIds = await insertCategories(tx, OWNER_TYPE.products, productCategories);
  const seeds = productCategories.flatMap((category) =>
    category.products.map((product, index) => ({ category, product, index })),
  );
  const inserted = await tx
    .insert(products)
    .values(
      seeds.map(({ category, product: { sections: _sections, ...product }, index }) => ({
        ...product,
        categoryId: productCategoryIds.get(category.slug)!,
        sortOrder: index,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const productIds = new Map(inserted.map((row) => [row.slug, row.id]));

  for (const { product } of seeds) {
    await insertSections(tx, productIds.get(product.slug)!, product.sections);
  }
}

async function insertCategories(
  tx: Tx,
  ownerType: number,
  seeds: Pick<ProductCategorySeed, 'slug' | 'name' | 'description' | 'image' | 'excludedFromFreeShipping'>[],
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(categories)
    .values(
      seeds.map((category, index) => ({
        ownerType,
        slug: category.slug,
        name: category.name,
        description: category.description,
        image: category.image,
        excludedFromFreeShipping: category.excludedFromFreeShipping,
        sortOrder: index,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function insertSections(tx: Tx, productId: number, sections: SectionSeed[]): Promise<void> {
  if (sections.length === 0) return;
  const rows = await tx
    .insert(productSections)
    .values(
      sections.map((section, index) => ({
        productId,
        name: section.name,
        required: section.required,
        sortOrder: index,
      })),
    )
    .returning({ id: productSections.id, sortOrder: productSections.sortOrder });
  for (const row of rows) {
    await insertOptions(tx, row.id, null, sections[row.sortOrder]!.options);
  }
}

/** Inserts one level of options, then each option's children under the returned id. */
async function insertOptions(tx: Tx, sectionId: number, parentId: number | null, options: OptionSeed[]) {
  if (options.length === 0) return;
  const rows = await tx
    .insert(productOptions)
    .values(
      options.map((option, index) => ({
        sectionId,
        parentId,
        name: option.name,
        description: option.description,
        image: null,
        priceMode: option.priceMode,
        priceAmount: option.priceAmount,
        productionDaysSaved: option.productionDaysSaved ?? 0,
        finishing: option.finishing ?? null,
        sortOrder: index,
      })),
    )
    .returning({ id: productOptions.id, sortOrder: productOptions.sortOrder });
  for (const row of rows) {
    const children = options[row.sortOrder]!.children;
    if (children) await insertOptions(tx, sectionId, row.id, children);
  }
}

/** Brands and clients; each table only if it is still empty. */
async function seedContent(tx: Tx): Promise<void> {
  if ((await tx.select({ id: brands.id }).from(brands).limit(1)).length === 0) {
    await tx.insert(brands).values(brandSeeds.map((brand, index) => ({ ...brand, sortOrder: index })));
  }
  if ((await tx.select({ id: clients.id }).from(clients).limit(1)).length === 0) {
    await tx.insert(clients).values(clientSeeds.map((client, index) => ({ ...client, sortOrder: index })));
  }
}

/** Countries and shipping rates are unique by code and region: existing rows are kept as staff left them. */
async function seedShipping(tx: Tx): Promise<void> {
  await tx
    .insert(countries)
    .values(countrySeeds.map((country, index) => ({ ...country, sortOrder: index })))
    .onConflictDoNothing({ target: countries.code });
  // Courier days start as the shared defaults (COURIER_DAYS); staff edit them afterwards.
  await tx
    .insert(shippingRates)
    .values(rateSeeds.map((rate) => ({ ...rate, courierDays: COURIER_DAYS[rate.region] })))
    .onConflictDoNothing({ target: shippingRates.region });
}

async function seedCoupons(tx: Tx): Promise<void> {
  await tx.insert(coupons).values(couponSeeds).onConflictDoNothing({ target: coupons.code });
}

async function seedStaff(tx: Tx, options: SeedOptions): Promise<boolean> {
  const email = options.staffEmail.trim().toLowerCase();
  const found = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (found.length > 0) return false;
  const passwordHash = await hashPassword(options.staffPassword);
  const created = await tx
    .insert(users)
    .values({ name: 'Staff', email, passwordHash, role: 'staff', emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0;
}
