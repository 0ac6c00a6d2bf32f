import { ORDER_STATUS } from '@shop/shared';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { type InvoiceSnapshot, invoices, issueInvoice } from '../invoices';
import { insertOrderWithCode } from './codes';

let ctx: TestContext;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createTestUser(ctx.database);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const document: InvoiceSnapshot = {
  lang: 'en',
  customer: { name: 'Ana', email: 'ana@example.com', phone: '', address: null, country: { en: '', ar: '' } },
  lines: [],
  couponCode: null,
  vatTreatment: 'es',
  payment: null,
};

/** One paid order's invoice, issued after `delayMs` of other work in the paying transaction. */
function payAndIssue(delayMs: number) {
  return ctx.database.db.transaction(async (tx) => {
    const order = await insertOrderWithCode(tx, {
      kind: 'product',
      userId: buyer.id,
      status: ORDER_STATUS.received,
      lang: 'en',
    });
    await tx.execute(sql`select pg_sleep(${delayMs / 1000})`);
    return issueInvoice(tx, {
      orderId: order.id,
      userId: buyer.id,
      subtotalCents: 1000,
      discountCents: 0,
      shippingCents: 0,
      vatRateBasisPoints: 2100,
      vatCents: 210,
      totalCents: 1210,
      document,
    });
  });
}

describe('invoice date and number (docs/decisions/043-invoices-an-accountant-accepts.md)', () => {
  it('dates an invoice when its number is taken, not when its paying transaction began', async () => {
    const before = Date.now();
    const issued = await payAndIssue(300);
    const [row] = await ctx.database.db
      .select({ issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(sql`${invoices.id} = ${issued.id}`);
    expect(row!.issuedAt.getTime()).toBeGreaterThanOrEqual(before + 300);
  });

  it('concurrent payments: dates never run backwards along the numbers', async () => {
    // Longer work first: on a server the early starters take their numbers last.
    await Promise.all(Array.from({ length: 12 }, (_, i) => payAndIssue((12 - i) * 15)));
    const rows = await ctx.database.db
      .select({ year: invoices.year, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .orderBy(asc(invoices.year), asc(invoices.number));
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const [i, row] of rows.entries()) {
      const previous = rows[i - 1];
      if (previous) expect(row.issuedAt.getTime()).toBeGreaterThanOrEqual(previous.issuedAt.getTime());
    }
  });
});
