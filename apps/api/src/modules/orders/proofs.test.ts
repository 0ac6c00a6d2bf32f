import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { mailQueueSettled } from '../../test/mail';
import { MADRID, withShownTotal } from '../../test/pay';
import { createTradeReseller } from '../../test/reseller';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { users } from '../accounts/table';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { products } from '../catalog/table';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orderEvents } from '../events/table';
import { countries } from '../shipping/table';
import { remindProof } from './proofs';
import { orders, proofs } from './table';

let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;
type Customer = TestUser & { addressId: number };
let buyer: Customer;
let stranger: Customer;
let spain: number;

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>');

async function customer(name: string, lang: 'en' | 'ar' | 'es' = 'en'): Promise<Customer> {
  const user = await createTestUser(ctx.database, { name });
  await ctx.database.db.update(users).set({ preferredLang: lang }).where(eq(users.id, user.id));
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Shop',
      details: 'Calle Sol 1',
      phone: '+34 600 000 003',
      ...MADRID,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

async function payProductOrder(user: Customer, key: string): Promise<{ id: number; code: string }> {
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: { product_id: cat.products.barrier.id, quantity: 2 },
  });
  expect(added.statusCode).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: await withShownTotal(ctx.app, user.token, {
      ...card,
      country_id: spain,
      address_id: user.addressId,
    }),
  });
  expect(paid.statusCode).toBe(201);
  return paid.json().data.order;
}

function proofForm(
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string } | null,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

async function postForm(url: string, token: string, form: FormData, lang = 'en') {
  const request = new Request('http://x', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(token),
      lang,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const post = (url: string, token: string, payload?: Record<string, unknown>, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), lang },
    ...(payload === undefined ? {} : { payload }),
  });

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function lineOf(orderId: number, token: string): Promise<number> {
  return (await get(`/api/product/orders/${orderId}`, token)).json().data.lines[0].id;
}

beforeAll(async () => {
  ctx = await createTestAppWithMail();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff', name: 'Sara Staff' });
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;
  buyer = await customer('Proof Buyer');
  stranger = await customer('Someone Else');
});

afterAll(async () => {
  await ctx?.close();
});

describe('a proof’s life on a product order: send, changes, new version, approve, then production', () => {
  let order: { id: number; code: string };
  let lineId: number;
  let first: number;

  beforeAll(async () => {
    order = await payProductOrder(buyer, 'proofs-1');
    lineId = await lineOf(order.id, buyer.token);
  });

  it('refuses a line id past the database’s integer range (400 in the caller’s language, not a 500)', async () => {
    for (const lineIdText of ['99999999999', '9007199254740991', '1e3']) {
      const refused = await postForm(
        `/api/admin/orders/${order.id}/proofs`,
        staff.token,
        proofForm({ line_id: lineIdText }, { bytes: png, name: 'proof.png', type: 'image/png' }),
        'es',
      );
      expect(refused.statusCode, `${lineIdText}: ${refused.body}`).toBe(400);
    }
  });

  it('staff send version 1 (sniffed PNG, line, note): the order answers carry it, the customer is mailed', async () => {
    const sent = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm(
        { line_id: String(lineId), note: 'Logo centred, 2 cm margin.' },
        { bytes: png, name: 'proof.png', type: 'image/png' },
      ),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.proof_state).toBe('pending');
    const detail = (await get(`/api/product/orders/${order.id}`, buyer.token)).json().data;
    expect(detail.lines[0].needs_proof).toBe(true);
    expect(detail.proofs).toHaveLength(1);
    expect(detail.proofs[0]).toMatchObject({
      line_id: lineId,
      version: 1,
      status: 'pending',
      note: 'Logo centred, 2 cm margin.',
      decided_at: null,
      comment: '',
      file: { mime: 'image/png', name: 'proof.png' },
    });
    first = detail.proofs[0].id;
    // The file: its owner and staff only.
    const url = detail.proofs[0].url as string;
    const own = await get(url, buyer.token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await get(url, staff.token)).statusCode).toBe(200);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    // The list says so too, and the proof is not one of the line's artwork files.
    const list = (await get('/api/product/orders?status=1', buyer.token)).json().data;
    expect(list.find((o: { id: number }) => o.id === order.id).proof_state).toBe('pending');
    expect(detail.lines[0].files).toHaveLength(0);

    const [event] = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .then((rows) => rows.filter((r) => r.type === 'proof_ready'));
    expect(event!.data).toMatchObject({ proofId: first, lineId, version: 1 });
    expect(typeof (event!.data as { uploadId: number }).uploadId).toBe('number');

    const mail = await ctx.smtp.waitFor(buyer.email, 2); // 1: the order confirmation
    expect(mail.subject).toContain('proof');
    expect(mail.text).toContain('version 1');
    expect(mail.text).toContain('Logo centred');
  });

  it('the reminder after 24 h is queued with the proof, and mails once while the proof waits', async () => {
    const result = (await ctx.database.db.execute(
      sql`select start_after, data from pgboss.job where name = 'proof_reminders'`,
    )) as unknown as { rows: { start_after: Date; data: { proofId: number } }[] };
    const job = result.rows.find((r) => r.data.proofId === first);
    expect(job).toBeDefined();
    const hours = (new Date(job!.start_after).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect(await remindProof(ctx.database.db, first, 'http://shop.test')).toBe(true);
    expect(await remindProof(ctx.database.db, first, 'http://shop.test')).toBe(false);
    const reminder = await ctx.smtp.waitFor(buyer.email, 3);
    expect(reminder.subject).toContain('Reminder');
    await mailQueueSettled(ctx.app);
    expect(ctx.smtp.to(buyer.email)).toHaveLength(3);
  });

  it('production is refused while the proof is not approved (409 in the caller’s language)', async () => {
    expect((await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 4 })).statusCode).toBe(
      200,
    );
    const refused = await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 5 }, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('aún no puede pasar a producción');
    const english = await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 5 });
    expect(english.json().message).toContain('cannot go into production');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(5);
  });

  it('only the owner answers: another customer gets 404, staff routes refuse a customer', async () => {
    expect((await post(`/api/proofs/${first}/approve`, stranger.token)).statusCode).toBe(404);
    expect((await post(`/api/proofs/${first}/changes`, stranger.token, { comment: 'x' })).statusCode).toBe(
      404,
    );
    expect((await post('/api/proofs/999999/approve', buyer.token)).statusCode).toBe(404);
    const asCustomer = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      buyer.token,
      proofForm({ line_id: String(lineId) }, { bytes: png, name: 'mine.png', type: 'image/png' }),
    );
    expect(asCustomer.statusCode).toBe(403);
    expect((await post(`/api/proofs/${first}/approve`, '')).statusCode).toBe(401);
  });

  it('changes need a comment; with one (and a new file) staff are mailed; answering again is 409', async () => {
    const empty = await post(`/api/proofs/${first}/changes`, buyer.token, { comment: '  ' });
    expect(empty.statusCode).toBe(422);
    const form = new FormData();
    form.append('comment', 'Make the logo bigger, please.');
    form.append('files[0]', new Blob([pdf], { type: 'application/pdf' }), 'new-logo.pdf');
    const changed = await postForm(`/api/proofs/${first}/changes`, buyer.token, form);
    expect(changed.statusCode).toBe(200);
    const proof = changed.json().data.proofs[0];
    expect(proof).toMatchObject({ status: 'changes_requested', comment: 'Make the logo bigger, please.' });
    expect(proof.decided_at).not.toBeNull();
    expect(proof.replies).toHaveLength(1);
    expect(changed.json().data.proof_state).toBe('changes_requested');
    // The new file joins the line's artwork, where staff work from.
    expect(changed.json().data.lines[0].files.map((f: { name: string }) => f.name)).toContain('new-logo.pdf');

    expect((await post(`/api/proofs/${first}/approve`, buyer.token)).statusCode).toBe(409);
    expect((await post(`/api/proofs/${first}/changes`, buyer.token, { comment: 'again' })).statusCode).toBe(
      409,
    );

    const toStaff = await ctx.smtp.waitFor(staff.email, 1);
    expect(toStaff.subject).toContain(order.code);
    expect(toStaff.text).toContain('Make the logo bigger, please.');
    expect(toStaff.text).toContain('Proof Buyer');
  });

  it('new versions: a later one supersedes the pending one (409 to answer it); the latest is approved', async () => {
    const v2 = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm({ line_id: String(lineId) }, { bytes: pdf, name: 'proof-v2.pdf', type: 'application/pdf' }),
    );
    expect(v2.statusCode).toBe(201);
    const v3 = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm(
        { line_id: String(lineId), note: 'Bigger logo.' },
        { bytes: png, name: 'proof-v3.png', type: 'image/png' },
      ),
    );
    expect(v3.statusCode).toBe(201);
    const list = v3.json().data.proofs as { id: number; version: number; status: string }[];
    expect(list.map((p) => [p.version, p.status])).toEqual([
      [3, 'pending'],
      [2, 'superseded'],
      [1, 'changes_requested'],
    ]);
    const superseded = await post(`/api/proofs/${list[1]!.id}/approve`, buyer.token);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toContain('newer version');

    // Paid three weeks ago with the promise of then: production counts again from the approval.
    const paidAt = new Date(Date.now() - 21 * 24 * 3600_000);
    await ctx.database.db
      .update(orders)
      .set({ paidAt, dispatchBy: paidAt.toISOString().slice(0, 10) })
      .where(eq(orders.id, order.id));
    const approved = await post(`/api/proofs/${list[0]!.id}/approve`, buyer.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.dispatch_by > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(approved.json().data.promise_changes.at(-1).reason).toContain(
      'Production counts from the proof approved on',
    );
    expect(approved.json().data.proofs[0]).toMatchObject({ version: 3, status: 'approved' });
    expect(approved.json().data.proof_state).toBe('approved');
    expect((await post(`/api/proofs/${list[0]!.id}/approve`, buyer.token)).statusCode).toBe(409);
  });

  it('after the approval the order goes into production, and takes no more proofs', async () => {
    const moved = await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 5 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.status).toBe(6);
    const late = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm({ line_id: String(lineId) }, { bytes: png, name: 'late.png', type: 'image/png' }),
    );
    expect(late.statusCode).toBe(409);
  });
});

describe('a reseller’s script answers a proof with its API key', () => {
  let reseller: Customer;
  let order: { id: number; code: string };
  let proofId: number;

  const keyOf = async (owner: TestUser, scopes: string[]) => {
    const res = await post('/api/api-keys', owner.token, { name: 'Shop sync', scopes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.secret as string;
  };

  beforeAll(async () => {
    reseller = await createTradeReseller(ctx, 'Key Reseller', 'key-reseller@proofs.test');
    order = await payProductOrder(reseller, 'proofs-key');
    const sent = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm(
        { line_id: String(await lineOf(order.id, reseller.token)) },
        { bytes: png, name: 'v1.png', type: 'image/png' },
      ),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    proofId = sent.json().data.proofs.at(-1).id;
  });

  it('needs orders:write (403 naming it), is the key holder’s own (404), and then approves', async () => {
    const readOnly = await keyOf(reseller, ['orders:read']);
    const refused = await post(`/api/proofs/${proofId}/approve`, readOnly, undefined, 'es');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('orders:write');
    const other = await createTradeReseller(ctx, 'Other Reseller', 'other-key@proofs.test');
    const strangerKey = await keyOf(other, ['orders:write']);
    expect((await post(`/api/proofs/${proofId}/approve`, strangerKey)).statusCode).toBe(404);
    // An unknown key is 401, whatever the route.
    expect((await post(`/api/proofs/${proofId}/approve`, 'bp_live_unknown')).statusCode).toBe(401);

    const key = await keyOf(reseller, ['orders:write', 'orders:read']);
    const approved = await post(`/api/proofs/${proofId}/approve`, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.headers['ratelimit-limit']).toBeDefined();
    expect(approved.json().data.proof_state).toBe('approved');
    // The reseller API's own view of the order agrees.
    const view = await get(`/api/reseller/orders/${order.id}`, key);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.order.proofs[0]).toMatchObject({ id: proofId, status: 'approved' });
    expect((await post(`/api/proofs/${proofId}/changes`, key, { comment: 'Too late' })).statusCode).toBe(409);
  });
});

describe('what staff may send as a proof', () => {
  let order: { id: number; code: string };
  let lineId: number;

  beforeAll(async () => {
    order = await payProductOrder(buyer, 'proofs-2');
    lineId = await lineOf(order.id, buyer.token);
  });

  it('a PDF, PNG or JPEG by content: an SVG is 415, no file or no line 422, a line of another order 422', async () => {
    const svgSent = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm({ line_id: String(lineId) }, { bytes: svg, name: 'proof.svg', type: 'image/svg+xml' }),
    );
    expect(svgSent.statusCode).toBe(415);
    // A PNG named .pdf is refused by the content check.
    const lying = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm({ line_id: String(lineId) }, { bytes: png, name: 'proof.pdf', type: 'application/pdf' }),
    );
    expect(lying.statusCode).toBe(415);
    const noFile = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm({ line_id: String(lineId) }, null),
    );
    expect(noFile.statusCode).toBe(422);
    const noLine = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm({}, { bytes: png, name: 'proof.png', type: 'image/png' }),
    );
    expect(noLine.statusCode).toBe(422);
    const missing = await postForm(
      '/api/admin/orders/999999/proofs',
      staff.token,
      proofForm({ line_id: String(lineId) }, { bytes: png, name: 'proof.png', type: 'image/png' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(proofs).where(eq(proofs.orderId, order.id))).toHaveLength(0);
  });

  it('a hardware-only product needs no proof: the order goes into production without one', async () => {
    await ctx.database.db
      .update(products)
      .set({ needsProof: false })
      .where(eq(products.id, cat.products.barrier.id));
    invalidateCatalogCache();
    try {
      const detail = (await get(`/api/product/orders/${order.id}`, buyer.token)).json().data;
      expect(detail.lines[0].needs_proof).toBe(false);
      expect(detail.proof_state).toBe('none');
      for (const from of [4, 5]) {
        expect((await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from })).statusCode).toBe(
          200,
        );
      }
    } finally {
      await ctx.database.db
        .update(products)
        .set({ needsProof: true })
        .where(eq(products.id, cat.products.barrier.id));
      invalidateCatalogCache();
    }
  });
});

describe('a design service fulfilled as a service: its proof and final files', () => {
  let order: { id: number; code: string };

  beforeAll(async () => {
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'A logo for our bakery.');
    const requested = await postForm('/api/orders', buyer.token, form);
    expect(requested.statusCode).toBe(201);
    order = requested.json().data;
    expect(
      (await post(`/api/admin/orders/${order.id}/accept`, staff.token, { service_fee: 100, message: '' }))
        .statusCode,
    ).toBe(200);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/buy/service',
      headers: { ...bearer(buyer.token), 'idempotency-key': 'proofs-service' },
      payload: {
        order_id: order.id,
        address_id: buyer.addressId,
        service_price: 100,
        total_amount: ((row!.feesServiceCents ?? 0) + (row!.feesTaxCents ?? 0)) / 100,
        ...card,
      },
    });
    expect(paid.statusCode).toBe(201);
  });

  it('tells the steps as a service, takes the order’s own proof (no line) and delivers the final files', async () => {
    let detail = (await get(`/api/orders/${order.id}`, buyer.token)).json().data;
    expect(detail).toMatchObject({
      fulfilment: 'service',
      service_stage: 'brief_received',
      needs_proof: true,
    });
    expect((await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 4 })).statusCode).toBe(
      200,
    );
    expect((await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 5 })).statusCode).toBe(
      409,
    );

    const sent = await postForm(
      `/api/admin/orders/${order.id}/proofs`,
      staff.token,
      proofForm(
        { note: 'Two options on one page.' },
        { bytes: pdf, name: 'logo-proof.pdf', type: 'application/pdf' },
      ),
    );
    expect(sent.statusCode).toBe(201);
    detail = (await get(`/api/orders/${order.id}`, buyer.token)).json().data;
    expect(detail.service_stage).toBe('proof_sent');
    expect(detail.proofs[0]).toMatchObject({ line_id: null, version: 1, status: 'pending' });
    const approved = await post(`/api/proofs/${detail.proofs[0].id}/approve`, buyer.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.service_stage).toBe('approved');

    const files = new FormData();
    files.append('files[0]', new Blob([pdf], { type: 'application/pdf' }), 'logo-final.pdf');
    files.append('files[1]', new Blob([png], { type: 'image/png' }), 'logo-final.png');
    expect((await postForm(`/api/admin/orders/${order.id}/final-files`, buyer.token, files)).statusCode).toBe(
      403,
    );
    const delivered = await postForm(`/api/admin/orders/${order.id}/final-files`, staff.token, files);
    expect(delivered.statusCode).toBe(201);
    detail = (await get(`/api/orders/${order.id}`, buyer.token)).json().data;
    expect(detail.service_stage).toBe('files_delivered');
    expect(detail.final_files.map((f: { name: string }) => f.name).sort()).toEqual([
      'logo-final.pdf',
      'logo-final.png',
    ]);
    const url = detail.final_files[0].url as string;
    expect((await get(url, buyer.token)).statusCode).toBe(200);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    // Not among the brief's files.
    expect(detail.files.map((f: { name: string }) => f.name)).not.toContain('logo-final.pdf');

    await mailQueueSettled(ctx.app);
    const mails = ctx.smtp.to(buyer.email).map((m) => m.subject);
    expect(mails.some((s) => s.includes('files for order'))).toBe(true);
    expect((await post(`/api/admin/orders/${order.id}/advance`, staff.token, { from: 5 })).statusCode).toBe(
      200,
    );
  });
});
