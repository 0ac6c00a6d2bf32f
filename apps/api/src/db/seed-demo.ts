import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { type LocalizedText, ORDER_STATUS, type OrderStatus } from '@shop/shared';
import { COURIER_DAYS, promiseForOrder, SERVICE_PRODUCTION_DAYS } from '@shop/shared/pricing/delivered-by';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_EMAIL_DOMAIN } from '../lib/demo';
import { loadSharp } from '../lib/sharp';
import { hashPassword, users } from '../modules/accounts';
import { products, services } from '../modules/catalog';
import { creditTerms } from '../modules/credit';
import {
  type AddressSnapshot,
  type CompanySnapshot,
  insertOrderWithCode,
  orderLines,
  orderStatusHistory,
  orders,
  proofs,
} from '../modules/orders';
import { countries } from '../modules/shipping';
import { companyDetails } from '../modules/tax';
import { insertUploads, storagePath } from '../modules/uploads';
import type { Db } from './client';

/**
 * Demo customers and orders at every status (docs/decisions/047-demo-orders.md), so a first look
 * at /admin, the production board and a customer's order pages shows a working shop. Added only
 * to a shop without orders, under the seed's advisory lock; every customer's address is under
 * `demo.invalid`, so nothing about them is ever mailed (lib/demo.ts). Dates are relative to the
 * seed's time: "late" and "today" are true on the day someone tries it.
 *
 * Demo orders have no invoice and no payment: issuing one would put demo records into the
 * VERI*FACTU chain of the shop's real invoices, which can never be taken out again.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DemoSeedOptions = {
  uploadDir: string;
  /** The demo customers' password (printed once by the caller), or null for an unusable one. */
  password: string | null;
  now?: Date;
};

/** The demo customers' password outside production (README: trying the demo shop). */
export const DEMO_CUSTOMER_PASSWORD = 'demo-customer-1';

export type DemoSeedResult = { customers: string[]; orders: number };

export const DEMO_CUSTOMERS = [
  {
    key: 'ana',
    name: 'Ana García',
    email: `ana.garcia@${DEMO_EMAIL_DOMAIN}`,
    lang: 'es',
    phone: '+34600111222',
    company: {
      name: 'Rótulos García S.L.',
      taxId: 'B12345674',
      street: 'Calle Larios 5',
      postcode: '29005',
      city: 'Málaga',
      province: 'Málaga',
    },
  },
  {
    key: 'tom',
    name: 'Tom Baker',
    email: `tom.baker@${DEMO_EMAIL_DOMAIN}`,
    lang: 'en',
    phone: '+34600333444',
    company: {
      name: 'Baker Events S.L.',
      taxId: 'B87654321',
      street: 'Avenida de América 12',
      postcode: '28028',
      city: 'Madrid',
      province: 'Madrid',
    },
  },
  {
    key: 'layla',
    name: 'Layla Haddad',
    email: `reseller@${DEMO_EMAIL_DOMAIN}`,
    lang: 'ar',
    phone: '+34600555666',
    // The trade reseller: her parcels ship blind (without the shop's branding), and she pays on
    // account (5,000 € at 30 days), so the reseller API guide works on a fresh demo install.
    credit: { limitCents: 500_000, days: 30 },
    company: {
      name: 'PrintHub Resellers S.L.',
      taxId: 'B11223344',
      street: 'Carrer de Pallars 84',
      postcode: '08018',
      city: 'Barcelona',
      province: 'Barcelona',
    },
  },
  {
    key: 'sam',
    name: 'Sam Lee',
    email: `sam.lee@${DEMO_EMAIL_DOMAIN}`,
    lang: 'en',
    phone: '+34600777888',
    company: null,
  },
] as const;

type CustomerKey = (typeof DEMO_CUSTOMERS)[number]['key'];

type DemoLine = {
  slug: string;
  quantity: number;
  widthCm?: number;
  heightCm?: number;
  label?: string;
  artwork?: string;
};

type DemoOrder = {
  customer: CustomerKey;
  /** Hours before the seed the order was placed (and paid, for statuses from 4 on). */
  hoursAgo: number;
  /** The statuses it went through, in order, the last one its current status. */
  path: OrderStatus[];
  /**
   * The proofs of the parts that need one (docs/product.md#proofs): approved on every order in
   * production or later (the gate let it through); `pending` waits for the customer's answer.
   */
  proofs?: 'pending' | 'approved';
} & (
  | { kind: 'product'; lines: DemoLine[]; blind?: boolean; poNumber?: string }
  | {
      kind: 'service';
      service: string;
      details: string;
      message?: string;
      feesCents?: number;
      artwork?: string;
    }
);

const S = ORDER_STATUS;

/** Every status, both kinds, one late order (paid long ago, still in production), one delivered. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    kind: 'service',
    customer: 'ana',
    hoursAgo: 3,
    path: [S.waitingForApproval],
    service: 'logo-design',
    details: 'A new logo for our sign shop: modern, two colours, readable from far away.',
    artwork: 'sketch.png',
  },
  {
    kind: 'service',
    customer: 'tom',
    hoursAgo: 20,
    path: [S.waitingForApproval],
    service: 'banner-artwork-design',
    details: 'Artwork for a 3 × 1 m banner for our summer event, with the date and our logo.',
  },
  {
    kind: 'service',
    customer: 'sam',
    hoursAgo: 50,
    path: [S.waitingForApproval, S.rejected],
    service: 'logo-design',
    details: 'Logo.',
    message: 'Please tell us more: your business, its colours and two logos you like.',
  },
  {
    kind: 'service',
    customer: 'tom',
    hoursAgo: 30,
    path: [S.waitingForApproval, S.waitingForPayment],
    service: 'brand-identity-pack',
    details: 'Brand identity for our events company: logo, colours, business cards.',
    message: 'Three proposals, two rounds of changes.',
    feesCents: 45000,
  },
  {
    kind: 'product',
    customer: 'ana',
    hoursAgo: 1,
    path: [S.received],
    lines: [
      {
        slug: 'pvc-banner-510g',
        quantity: 2,
        widthCm: 300,
        heightCm: 100,
        label: 'Shop front',
        artwork: 'shop-front.png',
      },
    ],
    poNumber: 'PO-2026-118',
  },
  {
    kind: 'product',
    customer: 'layla',
    hoursAgo: 26,
    path: [S.received],
    blind: true,
    lines: [
      { slug: 'roll-up-banner-stand', quantity: 3, label: 'Client: Café Luna', artwork: 'cafe-luna.png' },
    ],
  },
  {
    kind: 'product',
    customer: 'tom',
    hoursAgo: 40,
    path: [S.received, S.designed],
    proofs: 'pending',
    lines: [
      { slug: 'mesh-banner', quantity: 1, widthCm: 400, heightCm: 200, artwork: 'festival.png' },
      { slug: 'feather-flag', quantity: 4, artwork: 'flag.png' },
    ],
  },
  {
    kind: 'service',
    customer: 'ana',
    hoursAgo: 70,
    path: [S.waitingForApproval, S.waitingForPayment, S.received, S.designed, S.manufactured],
    service: 'banner-artwork-design',
    details: 'Artwork for the window vinyls of our new shop.',
    message: 'Two window designs.',
    feesCents: 12000,
  },
  {
    kind: 'product',
    customer: 'sam',
    hoursAgo: 60,
    path: [S.received, S.designed, S.manufactured],
    lines: [{ slug: 'self-adhesive-vinyl', quantity: 10, widthCm: 60, heightCm: 40, artwork: 'sticker.png' }],
  },
  {
    kind: 'product',
    customer: 'layla',
    hoursAgo: 80,
    path: [S.received, S.designed, S.manufactured, S.processed],
    blind: true,
    poNumber: 'PH-7781',
    lines: [
      { slug: 'a-frame-pavement-sign', quantity: 2, label: 'Client: Bakery Sol', artwork: 'bakery.png' },
    ],
  },
  // Late: paid two weeks ago, its dispatch date long past, still at the printer.
  {
    kind: 'product',
    customer: 'tom',
    hoursAgo: 14 * 24,
    path: [S.received, S.designed],
    proofs: 'approved',
    lines: [
      {
        slug: 'pvc-banner-510g',
        quantity: 1,
        widthCm: 500,
        heightCm: 150,
        label: 'Stage backdrop',
        artwork: 'stage.png',
      },
    ],
  },
  {
    kind: 'product',
    customer: 'ana',
    hoursAgo: 21 * 24,
    path: [S.received, S.designed, S.manufactured, S.processed, S.delivered],
    lines: [{ slug: 'feather-flag', quantity: 6, artwork: 'flag-green.png' }],
  },
];

const COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#4d7c0f'];

/** A small PNG with the file's name on it: demo artwork made at seed time. */
async function demoArtwork(name: string, index: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const colour = COLOURS[index % COLOURS.length];
  const text = name.replace(/\.png$/, '').replace(/[^a-z0-9 -]/gi, ' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="${colour}"/><rect x="20" y="20" width="560" height="260" fill="none" stroke="#fff" stroke-width="6"/><text x="300" y="140" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${text}</text><text x="300" y="210" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">DEMO</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores a demo picture as an upload would be (random key under UPLOAD_DIR) and records its row. */
async function storeArtwork(
  tx: Tx,
  uploadDir: string,
  ownerUserId: number,
  name: string,
  index: number,
  link: { orderId?: number; orderLineId?: number },
  purpose: 'artwork' | 'proof' = 'artwork',
) {
  const bytes = await demoArtwork(name, index);
  const storageKey = randomBytes(16).toString('hex');
  await fs.promises.mkdir(uploadDir, { recursive: true });
  await fs.promises.writeFile(storagePath(uploadDir, storageKey), bytes);
  const [row] = await insertUploads(
    tx,
    ownerUserId,
    [
      {
        storageKey,
        originalName: name,
        mimeType: 'image/png',
        sizeBytes: bytes.length,
        preflight: { kind: 'raster', widthPx: 600, heightPx: 300 },
      },
    ],
    link,
    purpose,
  );
  return row!;
}

/**
 * A demo proof (the line's picture as version 1): approved a few hours after the order was paid,
 * or still waiting for the customer. No event, no reminder: demo customers are never mailed.
 */
async function storeProof(
  tx: Tx,
  uploadDir: string,
  input: { ownerUserId: number; orderId: number; lineId: number | null; artwork: string; index: number },
  status: 'pending' | 'approved',
  sentAt: Date,
) {
  // Not on the order's files: the proof's row links it (orders/proofs.ts).
  const upload = await storeArtwork(
    tx,
    uploadDir,
    input.ownerUserId,
    input.artwork,
    input.index,
    {},
    'proof',
  );
  await tx.insert(proofs).values({
    orderId: input.orderId,
    lineId: input.lineId,
    version: 1,
    status,
    uploadId: upload.id,
    note: 'Please check the layout and colours.',
    createdAt: sentAt,
    decidedAt: status === 'approved' ? hoursBefore(sentAt, -2) : null,
  });
}

/** The promise kept on a paid order, as the payment's finish writes it (Spain mainland). */
function promiseOf(paidAt: Date, productionDays: number[]) {
  const promise = promiseForOrder(
    paidAt,
    productionDays.map((days) => ({ productionDays: days })),
    COURIER_DAYS.es_mainland,
  );
  return { dispatchBy: promise?.dispatchBy ?? null, deliveredBy: promise?.deliveredBy ?? null };
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * Seeds the demo customers (when missing) and, in a shop with no orders yet, the demo orders.
 * Runs inside the seed's transaction. Files written for a transaction that then rolls back are
 * left for the storage sweep (no row refers to them).
 */
export async function seedDemoOrders(tx: Tx, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const [anyOrder] = await tx.select({ id: orders.id }).from(orders).limit(1);
  if (anyOrder) return { customers: [], orders: 0 };

  const [spain] = await tx.select().from(countries).where(eq(countries.code, 'ES')).limit(1);
  if (!spain) return { customers: [], orders: 0 };
  const passwordHash = await hashPassword(options.password ?? randomBytes(24).toString('base64url'));

  const customerIds = new Map<CustomerKey, number>();
  const companies = new Map<CustomerKey, CompanySnapshot | null>();
  const addresses = new Map<CustomerKey, AddressSnapshot>();
  const created: string[] = [];
  for (const customer of DEMO_CUSTOMERS) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    let id = existing?.id;
    if (!id) {
      const [row] = await tx
        .insert(users)
        .values({
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          passwordHash,
          preferredLang: customer.lang,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      id = row!.id;
      created.push(customer.email);
      if (customer.company) {
        await tx
          .insert(companyDetails)
          .values({
            userId: id,
            companyName: customer.company.name,
            taxId: customer.company.taxId,
            taxIdKind: 'cif',
            vatCountry: 'ES',
            vatCheck: 'format_only',
            vatCheckedAt: now,
            street: customer.company.street,
            postcode: customer.company.postcode,
            city: customer.company.city,
            province: customer.company.province,
            countryCode: 'ES',
          })
          .onConflictDoNothing();
      }
      if ('credit' in customer)
        await tx
          .insert(creditTerms)
          .values({ userId: id, ...customer.credit, updatedAt: now })
          .onConflictDoNothing();
    }
    customerIds.set(customer.key, id);
    const place = customer.company ?? {
      street: 'Calle Alcalá 20',
      postcode: '28014',
      city: 'Madrid',
      province: 'Madrid',
    };
    companies.set(
      customer.key,
      customer.company
        ? {
            name: customer.company.name,
            taxId: customer.company.taxId,
            address: { ...place, countryCode: 'ES' },
            countryName: spain.name,
          }
        : null,
    );
    addresses.set(customer.key, {
      type: 1,
      label: customer.company ? customer.company.name : customer.name,
      details: `${place.street}, ${place.postcode} ${place.city}`,
      phone: customer.phone,
      contactName: customer.name,
      company: customer.company?.name ?? '',
      street: place.street,
      postcode: place.postcode,
      city: place.city,
      province: place.province,
      countryCode: 'ES',
    });
  }

  const slugs = [
    ...new Set(DEMO_ORDERS.flatMap((o) => (o.kind === 'product' ? o.lines.map((l) => l.slug) : []))),
  ];
  const productRows = await tx.select().from(products).where(inArray(products.slug, slugs));
  const productBySlug = new Map(productRows.map((p) => [p.slug, p]));
  const serviceSlugs = [...new Set(DEMO_ORDERS.flatMap((o) => (o.kind === 'service' ? [o.service] : [])))];
  const serviceRows = await tx
    .select({ id: services.id, slug: services.slug, needsProof: services.needsProof })
    .from(services)
    .where(inArray(services.slug, serviceSlugs));
  const serviceBySlug = new Map(serviceRows.map((s) => [s.slug, s.id]));
  const serviceNeedsProof = new Map(serviceRows.map((s) => [s.id, s.needsProof]));

  let count = 0;
  let picture = 0;
  for (const demo of DEMO_ORDERS) {
    const userId = customerIds.get(demo.customer)!;
    const placedAt = hoursBefore(now, demo.hoursAgo);
    const status = demo.path.at(-1)!;
    const paid = demo.path.includes(S.received);
    const proofStatus =
      demo.proofs ?? (status >= S.manufactured && status <= S.delivered ? 'approved' : null);
    const proofSentAt = hoursBefore(placedAt, -4);
    const lang = DEMO_CUSTOMERS.find((c) => c.key === demo.customer)!.lang;
    const base = {
      userId,
      status,
      lang,
      createdAt: placedAt,
      updatedAt: placedAt,
      countryId: spain.id,
      address: addresses.get(demo.customer)!,
      company: companies.get(demo.customer) ?? null,
    };

    let orderId: number;
    if (demo.kind === 'product') {
      const lines = demo.lines.flatMap((line) => {
        const product = productBySlug.get(line.slug);
        if (!product) return [];
        const area = line.widthCm && line.heightCm ? (line.widthCm * line.heightCm) / 10_000 : 1;
        const unit = Math.max(
          product.minChargeCents,
          Math.round(product.basePriceCents * (product.pricingMode === 'per_m2' ? area : 1)),
        );
        return [{ line, product, unitPriceCents: unit, totalCents: unit * line.quantity }];
      });
      if (lines.length === 0) continue;
      const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
      const shippingCents = subtotalCents >= 15_000 ? 0 : 995;
      const vatCents = Math.round((subtotalCents + shippingCents) * 0.21);
      const order = await insertOrderWithCode(tx, {
        ...base,
        kind: 'product',
        subtotalCents,
        shippingCents,
        vatRateBasisPoints: 2100,
        vatCents,
        totalCents: subtotalCents + shippingCents + vatCents,
        vatReason: 'spain',
        blindShipping: demo.blind ?? false,
        poNumber: demo.poNumber ?? null,
        paidAt: placedAt,
        ...promiseOf(
          placedAt,
          lines.map((l) => l.product.turnaroundDays),
        ),
      });
      orderId = order.id;
      const inserted = await tx
        .insert(orderLines)
        .values(
          lines.map(({ line, product, unitPriceCents, totalCents }) => ({
            orderId,
            productId: product.id,
            title: product.title as LocalizedText,
            quantity: line.quantity,
            widthCm: line.widthCm ?? null,
            heightCm: line.heightCm ?? null,
            options: [],
            unitPriceCents,
            totalCents,
            label: line.label ?? '',
          })),
        )
        .returning({ id: orderLines.id });
      for (const [index, { line, product }] of lines.entries()) {
        if (!line.artwork) continue;
        await storeArtwork(tx, options.uploadDir, userId, line.artwork, picture++, {
          orderId,
          orderLineId: inserted[index]!.id,
        });
        if (proofStatus && product.needsProof) {
          const proofInput = {
            ownerUserId: userId,
            orderId,
            lineId: inserted[index]!.id,
            artwork: line.artwork,
          };
          await storeProof(
            tx,
            options.uploadDir,
            { ...proofInput, index: picture++ },
            proofStatus,
            proofSentAt,
          );
        }
      }
    } else {
      const serviceId = serviceBySlug.get(demo.service);
      if (!serviceId) continue;
      const fees = demo.feesCents ?? null;
      const tax = fees === null ? null : Math.round(fees * 0.21);
      const order = await insertOrderWithCode(tx, {
        ...base,
        kind: 'service',
        serviceId,
        details: demo.details,
        message: demo.message ?? '',
        feesServiceCents: fees,
        feesTaxCents: tax,
        ...(paid && fees !== null && tax !== null
          ? {
              subtotalCents: fees,
              vatRateBasisPoints: 2100,
              vatCents: tax,
              totalCents: fees + tax,
              vatReason: 'spain' as const,
              paidAt: hoursBefore(now, demo.hoursAgo - 2),
              ...promiseOf(hoursBefore(now, demo.hoursAgo - 2), [SERVICE_PRODUCTION_DAYS]),
            }
          : { company: null }),
      });
      orderId = order.id;
      if (demo.artwork)
        await storeArtwork(tx, options.uploadDir, userId, demo.artwork, picture++, { orderId });
      if (proofStatus && serviceNeedsProof.get(serviceId)) {
        const proofInput = {
          ownerUserId: userId,
          orderId,
          lineId: null,
          artwork: demo.artwork ?? 'design-proof.png',
        };
        await storeProof(
          tx,
          options.uploadDir,
          { ...proofInput, index: picture++ },
          proofStatus,
          proofSentAt,
        );
      }
    }

    // The history as staff would have made it, spread over the order's life; no events, no mail.
    const steps = demo.path.length;
    await tx.insert(orderStatusHistory).values(
      demo.path.map((to, index) => ({
        orderId,
        fromStatus: index === 0 ? null : demo.path[index - 1]!,
        toStatus: to,
        actorUserId: index === 0 ? userId : null,
        note:
          to === S.rejected || to === S.waitingForPayment
            ? demo.kind === 'service'
              ? (demo.message ?? '')
              : ''
            : '',
        createdAt: hoursBefore(now, (demo.hoursAgo * (steps - index)) / steps),
      })),
    );
    count += 1;
  }
  return { customers: created, orders: count };
}

/** True when `email` is one of the demo customers' (tests and the log line use it). */
export const isDemoCustomerEmail = (email: string) => DEMO_CUSTOMERS.some((c) => c.email === email);

/** How many orders the demo customers have (tests and the start's log line). */
export async function demoOrderCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(sql`${users.email} like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
  return Number(row?.n ?? 0);
}
