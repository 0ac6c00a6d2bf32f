import { isValidCreditorReference } from '@shop/shared/bank-reference';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { mailQueueSettled } from '../../test/mail';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import type { PaidOrderDraft } from '../orders';
import { orders } from '../orders/table';
import { payments } from '../payments/table';
import { remindOverdueInvoices } from './overdue';
import { placeOrderOnAccount } from './place-order';
import { accountInvoices, creditTerms } from './table';

let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestAppWithMail({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** A customer with a default Madrid address; with company details (a trade account) unless `trade` is false. */
async function customer(trade = true) {
  const user = await createTestUser(ctx.database, { name: 'Rótulos Martín' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Workshop',
      details: 'Calle Mayor 1, 28013 Madrid',
      ...MADRID,
      phone: '+34 600 111 222',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  if (trade) {
    const company = await call(ctx, 'POST', `/api/users/${user.id}/company`, user.token, {
      company_name: 'Rótulos Martín SL',
      tax_id: 'B-12345674',
      street: 'Calle Larios 5',
      postcode: '29005',
      city: 'Málaga',
      country: 'ES',
    });
    expect(company.statusCode, company.body).toBe(200);
  }
  return { ...user, addressId: address!.id };
}

async function addBanner(user: TestUser, quantity = 1) {
  const added = await call(ctx, 'POST', '/api/card', user.token, {
    product_id: cat.products.banner.id,
    width: 100,
    height: 100,
    quantity,
    options: [cat.options.standard.id],
  });
  expect(added.statusCode, added.body).toBe(201);
}

async function payOnAccount(
  user: TestUser & { addressId: number },
  key: string,
  lang = 'en',
  body?: Record<string, unknown>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), 'idempotency-key': key, lang },
    payload: body ?? (await shownOnAccount(user)),
  });
}

const shownOnAccount = (user: TestUser & { addressId: number }) =>
  withShownTotal(ctx.app, user.token, { method: 'account', address_id: user.addressId });

const grant = (id: number, body: unknown, lang = 'en') =>
  call(ctx, 'PUT', `/api/admin/customers/${id}/credit`, staff.token, body, { lang });

async function pdfText(url: string, token: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  await pdf.destroy();
  return pages
    .join(' ')
    .replace(/[\u2066-\u2069\u200d]/g, '')
    .replace(/\s+/g, ' ');
}

describe('credit terms (staff)', () => {
  it('are granted to a trade account in euros, audited, shown on the customer page, and withdrawn', async () => {
    const buyer = await customer();
    const granted = await grant(buyer.id, { limit: 1500.5, days: 30 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ limit: 1500.5, days: 30, granted_by: staff.id });
    expect(granted.json().message).toContain('30');
    const [row] = await ctx.database.db.select().from(creditTerms).where(eq(creditTerms.userId, buyer.id));
    expect(row).toMatchObject({ limitCents: 150_050, days: 30 });
    expect(await lastAudit(ctx, 'credit_terms', buyer.id)).toMatchObject({ action: 'create' });

    const page = await call(ctx, 'GET', `/api/admin/customers/${buyer.id}`, staff.token);
    expect(page.json().data.credit_terms).toMatchObject({ limit: 1500.5, days: 30 });
    const account = await call(ctx, 'GET', `/api/admin/customers/${buyer.id}/credit`, staff.token);
    expect(account.json().data).toMatchObject({ open_balance: 0, available: 1500.5, can_order: true });

    const zero = await grant(buyer.id, { limit: 0, days: 30 });
    expect(zero.statusCode).toBe(200);
    expect(zero.json().data).toBeNull();
    expect(await lastAudit(ctx, 'credit_terms', buyer.id)).toMatchObject({ action: 'delete' });
    await grant(buyer.id, { limit: 100, days: 10 });
    const removed = await call(ctx, 'DELETE', `/api/admin/customers/${buyer.id}/credit`, staff.token);
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(ctx, 'GET', `/api/admin/customers/${buyer.id}`, staff.token)).json().data.credit_terms,
    ).toBeNull();
  });

  it('refuses more than 60 days, bad limits and accounts without company details, in the caller language', async () => {
    const buyer = await customer();
    const long = await grant(buyer.id, { limit: 100, days: 61 }, 'es');
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toContain('60 días');
    expect((await grant(buyer.id, { limit: 100, days: 0 })).statusCode).toBe(422);
    expect((await grant(buyer.id, { limit: 10.005, days: 30 })).statusCode).toBe(422);
    expect((await grant(buyer.id, { limit: -5, days: 30 })).statusCode).toBe(422);
    const plain = await customer(false);
    const notTrade = await grant(plain.id, { limit: 100, days: 30 }, 'ar');
    expect(notTrade.statusCode).toBe(422);
    expect(notTrade.json().message).toContain('للحسابات التجارية');
    expect((await grant(staff.id, { limit: 100, days: 30 })).statusCode).toBe(404);
    expect(
      (await call(ctx, 'PUT', `/api/admin/customers/${buyer.id}/credit`, buyer.token, { limit: 9, days: 9 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('paying on account at checkout', () => {
  it('without credit terms: 422 in the caller language, nothing taken, the cart kept', async () => {
    const buyer = await customer();
    await addBanner(buyer);
    const refused = await payOnAccount(buyer, 'no-terms', 'ar');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toContain('لا توجد شروط ائتمان');
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([]);
    const cart = await call(ctx, 'GET', '/api/card', buyer.token);
    expect(JSON.stringify(cart.json().data)).toContain(String(cat.products.banner.id));
  });

  it('places the order (received, in production), invoices it with due date, IBAN and reference, and replays by key', async () => {
    const buyer = await customer();
    expect((await grant(buyer.id, { limit: 5000, days: 30 })).statusCode).toBe(200);
    await addBanner(buyer, 2);
    const body = await shownOnAccount(buyer);
    const paid = await payOnAccount(buyer, 'on-account-1', 'en', body);
    expect(paid.statusCode, paid.body).toBe(201);
    const data = paid.json().data;
    expect(data.order).toMatchObject({ status: 4 });
    expect(data.payment.state).toBe('succeeded');
    expect(isValidCreditorReference(data.on_account.reference)).toBe(true);
    expect(data.on_account.reference).toContain(data.order.code);
    expect(data.on_account.iban).toBe('ES9121000418450200051332');
    const due = new Date(`${data.on_account.due_on}T12:00:00Z`).getTime();
    const days = Math.round((due - Date.now()) / 86_400_000);
    expect(days === 30 || days === 29 || days === 31).toBe(true);

    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, data.order.id));
    expect(order!.status).toBe(4);
    expect(order!.paidAt).not.toBeNull();
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ method: 'account', status: 'succeeded', amountCents: order!.totalCents });

    const replay = await payOnAccount(buyer, 'on-account-1', 'en', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.order.id).toBe(data.order.id);

    const text = await pdfText(`/api/invoices/${data.invoice.id}.pdf`, buyer.token);
    expect(text).toContain('Due date');
    // Printed in groups of four (a line may wrap between them).
    expect(text).toMatch(/IBAN ES91 2100 0418 4502\s?0005 1332/);
    expect(text).toContain(data.on_account.reference);
    expect(text).toContain('within 30 days');
    expect(text).not.toContain('Paid by card');

    const own = (await call(ctx, 'GET', '/api/credit', buyer.token)).json().data;
    expect(own).toMatchObject({ terms: { days: 30 }, overdue: false, can_order: true });
    expect(own.open_balance).toBe(order!.totalCents / 100);
    expect(own.invoices[0]).toMatchObject({
      order_code: data.order.code,
      state: 'open',
      due_on: data.on_account.due_on,
      reference: data.on_account.reference,
      invoice_number: data.invoice.number,
    });
    expect((await call(ctx, 'GET', `/api/admin/customers/${buyer.id}/credit`, buyer.token)).statusCode).toBe(
      403,
    );
  });

  it('refuses an order past the limit, and any order while an invoice is overdue', async () => {
    const buyer = await customer();
    await grant(buyer.id, { limit: 1, days: 15 });
    await addBanner(buyer);
    const over = await payOnAccount(buyer, 'over', 'es');
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().message).toContain('supera el crédito');

    await grant(buyer.id, { limit: 5000, days: 15 });
    const first = await payOnAccount(buyer, 'first');
    expect(first.statusCode, first.body).toBe(201);
    await ctx.database.db
      .update(accountInvoices)
      .set({ dueOn: '2020-01-31' })
      .where(eq(accountInvoices.orderId, first.json().data.order.id));
    await addBanner(buyer);
    const overdue = await payOnAccount(buyer, 'while-overdue');
    expect(overdue.statusCode, overdue.body).toBe(422);
    expect(overdue.json().message).toContain('2020-01-31');
    expect(overdue.json().message).toContain(first.json().data.invoice.number);
    const own = (await call(ctx, 'GET', '/api/credit', buyer.token)).json().data;
    expect(own).toMatchObject({ overdue: true, can_order: false });
    expect(own.invoices[0].state).toBe('overdue');
  });
});

describe('placeOrderOnAccount', () => {
  it('lets exactly as many of 10 parallel orders through as fit the limit, never more', async () => {
    const buyer = await customer();
    await grant(buyer.id, { limit: 5000, days: 30 });
    await addBanner(buyer);
    const first = await payOnAccount(buyer, 'seed');
    expect(first.statusCode, first.body).toBe(201);
    const [seed] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, first.json().data.order.id));
    const {
      cartId: _cart,
      lineIds: _lines,
      ...draft
    } = seed!.snapshot as PaidOrderDraft & {
      cartId: number;
      lineIds: number[];
    };
    const total = draft.totals.totalCents;
    // Open: one order. Room for exactly three more, and half of a fourth.
    const limitCents = total * 4 + Math.floor(total / 2);
    await ctx.database.db.update(creditTerms).set({ limitCents }).where(eq(creditTerms.userId, buyer.id));

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        placeOrderOnAccount(ctx.database.db, {
          userId: buyer.id,
          lang: 'en',
          order: draft,
          shownTotalCents: total,
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect((r.reason as { messageKey: string }).messageKey).toBe('credit.overLimit');
    const ledger = await ctx.database.db
      .select()
      .from(accountInvoices)
      .where(eq(accountInvoices.userId, buyer.id));
    expect(ledger).toHaveLength(4);
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBeLessThanOrEqual(limitCents);
    expect(new Set(ledger.map((row) => row.reference)).size).toBe(4);
    // Each has its own succeeded payment on account (refunds and the books see it).
    const paid = await ctx.database.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(paid.filter((p) => p.method === 'account' && p.status === 'succeeded')).toHaveLength(4);
  }, 60_000);

  it('refuses a total other than the one shown (409), writing nothing', async () => {
    const buyer = await customer();
    await grant(buyer.id, { limit: 5000, days: 30 });
    await addBanner(buyer);
    const first = await payOnAccount(buyer, 'seed-2');
    const [seed] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, first.json().data.order.id));
    const draft = seed!.snapshot as PaidOrderDraft;
    await expect(
      placeOrderOnAccount(ctx.database.db, {
        userId: buyer.id,
        lang: 'en',
        order: draft,
        shownTotalCents: draft.totals.totalCents - 1,
      }),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: 'credit.totalChanged' });
  });
});

describe('bank transfers, overdue invoices and reminders', () => {
  /** A trade account with terms and two orders on account; the first made overdue. */
  async function accountWithTwoInvoices() {
    const buyer = await customer();
    await grant(buyer.id, { limit: 5000, days: 30 });
    const placed = [];
    for (const key of ['a', 'b']) {
      await addBanner(buyer);
      const paid = await payOnAccount(buyer, `${buyer.id}-${key}`);
      expect(paid.statusCode, paid.body).toBe(201);
      placed.push(paid.json().data);
    }
    const account = (await call(ctx, 'GET', `/api/admin/customers/${buyer.id}/credit`, staff.token)).json()
      .data;
    // Newest first: [b, a].
    const [b, a] = account.invoices;
    await ctx.database.db
      .update(accountInvoices)
      .set({ dueOn: '2021-03-01' })
      .where(eq(accountInvoices.id, a.id));
    return { buyer, a, b, placed };
  }

  it('records full and partial transfers, never more than owed, and unblocks the account once settled', async () => {
    const { buyer, a, b } = await accountWithTwoInvoices();
    const transfer = (body: unknown, lang = 'en') =>
      call(ctx, 'POST', '/api/admin/credit/transfers', staff.token, body, { lang });
    const base = { customer_id: buyer.id, received_on: '2026-11-20', reference: a.reference };

    const tooMuch = await transfer(
      { ...base, amount: a.amount + 0.01, allocations: [{ invoice_id: a.id, amount: a.amount + 0.01 }] },
      'es',
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toContain('más de lo que se debe');
    // Ids past the database's integer range are a 400, never a 500 (the hostile-input sweep found one).
    const hugeCustomer = await transfer({ ...base, customer_id: 9_007_199_254_740_991, amount: 1 }, 'es');
    expect(hugeCustomer.statusCode, hugeCustomer.body).toBe(400);
    const hugeInvoice = await transfer({
      ...base,
      amount: 1,
      allocations: [{ invoice_id: 2_147_483_648, amount: 1 }],
    });
    expect(hugeInvoice.statusCode, hugeInvoice.body).toBe(400);
    const sumOff = await transfer({ ...base, amount: 5, allocations: [{ invoice_id: a.id, amount: 4 }] });
    expect(sumOff.statusCode).toBe(422);
    const overall = await transfer({ ...base, amount: a.amount + b.amount + 1 });
    expect(overall.statusCode).toBe(422);
    const stranger = await customer();
    const notTheirs = await transfer({
      ...base,
      customer_id: stranger.id,
      amount: 1,
      allocations: [{ invoice_id: a.id, amount: 1 }],
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(
      (await call(ctx, 'POST', '/api/admin/credit/transfers', buyer.token, { ...base, amount: 1 }))
        .statusCode,
    ).toBe(403);

    // Part of the overdue one: still overdue, still blocked.
    const part = await transfer({ ...base, amount: 10, allocations: [{ invoice_id: a.id, amount: 10 }] });
    expect(part.statusCode, part.body).toBe(201);
    expect(await lastAudit(ctx, 'bank_transfer', part.json().data.id)).toMatchObject({ action: 'create' });
    let account = (await call(ctx, 'GET', '/api/credit', buyer.token)).json().data;
    const partA = account.invoices.find((i: { id: number }) => i.id === a.id);
    expect(partA).toMatchObject({
      state: 'overdue',
      paid: 10,
      owed: Math.round((a.amount - 10) * 100) / 100,
    });
    expect(account.can_order).toBe(false);
    const overdue = (await call(ctx, 'GET', '/api/admin/credit/overdue', staff.token)).json().data;
    expect(overdue.find((o: { id: number }) => o.id === a.id)).toMatchObject({
      customer: { id: buyer.id },
      due_on: '2021-03-01',
      invoice_number: a.invoice_number,
    });

    // The rest of a, and part of b, oldest due first without allocations.
    const rest = await transfer({ ...base, amount: Math.round((a.amount - 10 + 5) * 100) / 100 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.allocations).toEqual([
      { invoice_id: a.id, amount: Math.round((a.amount - 10) * 100) / 100 },
      { invoice_id: b.id, amount: 5 },
    ]);
    account = (await call(ctx, 'GET', '/api/credit', buyer.token)).json().data;
    expect(account.invoices.find((i: { id: number }) => i.id === a.id).state).toBe('paid');
    expect(account.invoices.find((i: { id: number }) => i.id === b.id).state).toBe('part_paid');
    expect(account).toMatchObject({
      overdue: false,
      can_order: true,
      open_balance: Math.round((b.amount - 5) * 100) / 100,
    });
    expect(
      (await call(ctx, 'GET', '/api/admin/credit/overdue', staff.token))
        .json()
        .data.some((o: { id: number }) => o.id === a.id),
    ).toBe(false);
  });

  it('reminds an overdue customer by mail in their language, once per invoice per N days', async () => {
    const { buyer, a } = await accountWithTwoInvoices();
    await ctx.database.db.execute(sql`update users set preferred_lang = 'es' where id = ${buyer.id}`);
    // Counted where they arrive, at a real SMTP server: a sent job leaves the queue at once.
    const mails = async () => {
      await mailQueueSettled(ctx.app);
      return ctx.smtp.to(buyer.email).filter((mail) => mail.subject.includes(a.invoice_number));
    };
    const before = (await mails()).length;
    const now = new Date();
    const remind = (day: Date) =>
      remindOverdueInvoices(ctx.database.db, { publicUrl: 'https://shop.example', everyDays: 7 }, day);
    expect((await remind(now)).overdue).toBeGreaterThanOrEqual(1);
    await remind(now);
    const after = await mails();
    expect(after.length - before).toBe(1);
    const mail = after.at(-1)!;
    expect(mail.subject).toContain(a.invoice_number);
    expect(mail.subject).toContain('vencida');
    expect(mail.text).toContain(a.reference);
    // Eight days later it is due again; the day after that it is not.
    const later = new Date(now.getTime() + 8 * 86_400_000);
    await remind(later);
    await remind(new Date(later.getTime() + 86_400_000));
    expect((await mails()).length - before).toBe(2);
  });
});
