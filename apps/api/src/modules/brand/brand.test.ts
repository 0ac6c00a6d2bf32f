import { BUSINESS } from '@shop/shared';
import { BrandSchema, ParcelLabelSchema } from '@shop/shared/api/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { createTradeReseller, makePicture, pdfHasImage, pdfText } from '../../test/reseller';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';

let ctx: TestContext;
let cat: TestCatalog;
let reseller: TestUser & { addressId: number };
let plainCustomer: TestUser;
let staff: TestUser;

const brandBody = {
  brand_name: 'Wombat Prints',
  street: 'Calle Río 4',
  postcode: '41001',
  city: 'Sevilla',
  country: 'es',
  phone: '+34 611 222 333',
  email: 'hola@wombat.test',
};

function logoForm(content: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('logo', new Blob([content], { type }), name);
  return form;
}

function putLogo(user: TestUser, form: FormData, lang = 'en', ownerId = user.id) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${ownerId}/brand/logo`,
    headers: { ...bearer(user.token), lang },
    payload: form,
  });
}

async function payBarrier(user: TestUser & { addressId: number }, key: string, blind: boolean) {
  const added = await call(ctx, 'POST', '/api/card', user.token, {
    product_id: cat.products.barrier.id,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: await withShownTotal(ctx.app, user.token, {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      address_id: user.addressId,
      blind_shipping: blind,
    }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data.order as { id: number; code: string };
}

async function staffPdf(url: string, lang = 'en') {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { ...bearer(staff.token), lang } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return res.rawPayload;
}

beforeAll(async () => {
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  reseller = await createTradeReseller(ctx, 'Ana Reseller', 'ana@brand.test');
  plainCustomer = await createTestUser(ctx.database, { email: 'plain@brand.test' });
  staff = await createTestUser(ctx.database, { role: 'staff', email: 'staff@brand.test' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the brand of a trade account', () => {
  it('is null until saved, and only a trade account can save one (422 in the caller’s language)', async () => {
    const none = await call(ctx, 'GET', `/api/users/${reseller.id}/brand`, reseller.token);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    const refused = await call(
      ctx,
      'PUT',
      `/api/users/${plainCustomer.id}/brand`,
      plainCustomer.token,
      brandBody,
      {
        lang: 'es',
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('cuentas de empresa');
  });

  it('is the owner’s only: another account’s brand is refused', async () => {
    const read = await call(ctx, 'GET', `/api/users/${reseller.id}/brand`, plainCustomer.token);
    expect(read.statusCode).toBe(403);
    const write = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand`, plainCustomer.token, brandBody);
    expect(write.statusCode).toBe(403);
    const logo = await putLogo(
      plainCustomer,
      logoForm(await makePicture('png'), 'x.png', 'image/png'),
      'en',
      reseller.id,
    );
    expect(logo.statusCode).toBe(403);
    const anonymous = await call(ctx, 'GET', `/api/users/${reseller.id}/brand`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a logo before the brand is saved, then saves the brand', async () => {
    const early = await putLogo(reseller, logoForm(await makePicture('png'), 'logo.png', 'image/png'));
    expect(early.statusCode).toBe(422);
    const saved = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand`, reseller.token, brandBody);
    expect(saved.statusCode, saved.body).toBe(200);
    const brand = BrandSchema.parse(saved.json().data);
    expect(brand).toMatchObject({ brand_name: 'Wombat Prints', logo_url: null, email: 'hola@wombat.test' });
    expect(brand.return_address.country).toBe('ES');
    const bad = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand`, reseller.token, {
      ...brandBody,
      email: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a PNG or JPEG logo checked by content, re-encoded to a PNG served by its hash', async () => {
    const jpeg = await putLogo(
      reseller,
      logoForm(await makePicture('jpeg', 2000, 1000), 'logo.jpg', 'image/jpeg'),
    );
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const url = BrandSchema.parse(jpeg.json().data).logo_url!;
    expect(url).toMatch(/^\/api\/brand-logos\/[0-9a-f]{64}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Re-encoded: a PNG, fitted in 800 × 400.
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(served.rawPayload.readUInt32BE(16)).toBeLessThanOrEqual(800);
    const png = await putLogo(reseller, logoForm(await makePicture('png'), 'logo.png', 'image/png'));
    expect(png.statusCode).toBe(200);
    expect(png.json().data.logo_url).not.toBe(url);
  });

  it('refuses a file that is not a picture whatever its name, an SVG, an empty request and a file over 2 MB', async () => {
    const text = await putLogo(
      reseller,
      logoForm(Buffer.from('hello, not a picture'), 'logo.png', 'image/png'),
      'ar',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain('PNG');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await putLogo(reseller, logoForm(svg, 'logo.svg', 'image/svg+xml'))).statusCode).toBe(415);
    const big = Buffer.concat([await makePicture('png'), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooBig = await putLogo(reseller, logoForm(big, 'big.png', 'image/png'));
    expect(tooBig.statusCode).toBe(413);
    const json = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand/logo`, reseller.token, {
      logo: 'x',
    });
    expect(json.statusCode).toBe(415);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/brand-logos/../../etc.png' })).statusCode).toBe(
      404,
    );
  });
});

describe('a blind parcel under the reseller’s brand', { timeout: 120_000 }, () => {
  let blind: { id: number; code: string };
  let plain: { id: number; code: string };

  beforeAll(async () => {
    blind = await payBarrier(reseller, 'brand-blind', true);
    plain = await payBarrier(reseller, 'brand-plain', false);
  }, 60_000);

  it('prints the reseller’s name, logo and return address on the packing list, never the shop, and says no invoice is enclosed', async () => {
    const pdf = await staffPdf(`/api/admin/orders/${blind.id}/packing-list.pdf`);
    const text = await pdfText(pdf);
    expect(text).toContain('Wombat Prints');
    expect(text).toContain('Calle Río 4');
    expect(text).toContain('No invoice enclosed');
    expect(text).not.toContain(BUSINESS.brandName);
    expect(text).not.toContain(BUSINESS.tradingName);
    expect(text).not.toContain(BUSINESS.address.street);
    expect(await pdfHasImage(pdf)).toBe(true);
    const arabic = await pdfText(await staffPdf(`/api/admin/orders/${blind.id}/packing-list.pdf`, 'ar'));
    expect(arabic).toContain('Wombat Prints');
    expect(arabic).not.toContain(BUSINESS.brandName);
  });

  it('answers the label’s ship-from as the reseller (JSON and a printable PDF); a plain order ships from the shop', async () => {
    const res = await call(ctx, 'GET', `/api/admin/orders/${blind.id}/label`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const label = ParcelLabelSchema.parse(res.json().data);
    expect(label.ship_from).toMatchObject({ kind: 'reseller', name: 'Wombat Prints' });
    expect(label.ship_from.address_lines).toContain('Calle Río 4');
    expect(label.ship_to.name).toBe('Marta Final');
    expect(JSON.stringify(label)).not.toContain(BUSINESS.brandName);
    const text = await pdfText(await staffPdf(`/api/admin/orders/${blind.id}/label.pdf`));
    expect(text).toContain('Wombat Prints');
    expect(text).toContain('Marta Final');
    expect(text).not.toContain(BUSINESS.brandName);

    const shop = ParcelLabelSchema.parse(
      (await call(ctx, 'GET', `/api/admin/orders/${plain.id}/label`, staff.token)).json().data,
    );
    expect(shop.ship_from).toMatchObject({ kind: 'shop', name: BUSINESS.brandName });
    const plainList = await pdfText(await staffPdf(`/api/admin/orders/${plain.id}/packing-list.pdf`));
    expect(plainList).toContain(BUSINESS.brandName);
    expect(plainList).not.toContain('No invoice enclosed');
  });

  it('keeps the brand the order was placed with when the brand changes later; customers cannot read labels', async () => {
    const renamed = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand`, reseller.token, {
      ...brandBody,
      brand_name: 'Koala Signs',
    });
    expect(renamed.statusCode).toBe(200);
    const text = await pdfText(await staffPdf(`/api/admin/orders/${blind.id}/packing-list.pdf`));
    expect(text).toContain('Wombat Prints');
    expect(text).not.toContain('Koala Signs');
    expect((await call(ctx, 'GET', `/api/admin/orders/${blind.id}/label`, reseller.token)).statusCode).toBe(
      403,
    );
    expect((await call(ctx, 'GET', '/api/admin/orders/999999/label', staff.token)).statusCode).toBe(404);
  });
});

describe('a proof forwarded under the reseller’s brand', { timeout: 120_000 }, () => {
  let blind: { id: number; code: string };
  let plain: { id: number; code: string };

  /** A two-page PDF proof, as staff would export it. */
  async function twoPagePdf(): Promise<Buffer> {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.text('Front side artwork');
    doc.addPage().text('Back side artwork');
    doc.end();
    return done;
  }

  async function sendProof(
    orderId: number,
    file: { bytes: Buffer; name: string; type: string },
    ownerToken = reseller.token,
  ) {
    const detail = await call(ctx, 'GET', `/api/product/orders/${orderId}`, ownerToken);
    const form = new FormData();
    form.append('line_id', String(detail.json().data.lines[0].id));
    form.append('note', 'Check the phone number.');
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const request = new Request('http://x', { method: 'POST', body: form });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/proofs`,
      headers: { ...bearer(staff.token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return (sent.json().data.proofs as { id: number }[]).at(-1)!.id;
  }

  const branded = (proofId: number, token: string, lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/reseller/proofs/${proofId}/branded.pdf`,
      headers: { ...bearer(token), lang },
    });

  beforeAll(async () => {
    blind = await payBarrier(reseller, 'proof-brand-blind', true);
    plain = await payBarrier(reseller, 'proof-brand-plain', false);
  }, 60_000);

  it('puts a cover under the reseller’s brand before the PDF proof’s own pages, never the shop’s', async () => {
    const proofId = await sendProof(blind.id, {
      bytes: await twoPagePdf(),
      name: 'proof.pdf',
      type: 'application/pdf',
    });
    // Renamed after the order: the cover keeps the brand the order was placed with.
    const renamed = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand`, reseller.token, {
      ...brandBody,
      brand_name: 'Numbat Banners',
    });
    expect(renamed.statusCode).toBe(200);
    const res = await branded(proofId, reseller.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    expect(doc.numPages).toBe(3);
    expect(text).toContain('Proof for your approval');
    expect(text).toContain('Version 1');
    expect(text).toContain('Check the phone number.');
    expect(text).toContain('Front side artwork');
    expect(text).toContain('Back side artwork');
    expect(text).toContain('Koala Signs');
    expect(text).not.toContain('Numbat Banners');
    expect(text).not.toContain(BUSINESS.brandName);
    expect(text).not.toContain(BUSINESS.tradingName);
    // The logo (MuPDF writes the merged file's dictionaries without spaces).
    expect(/\/Subtype\s*\/Image/.test(res.rawPayload.toString('latin1'))).toBe(true);
    const spanish = await pdfText((await branded(proofId, reseller.token, 'es')).rawPayload);
    expect(spanish).toContain('Prueba para tu aprobación');
  });

  it('places a picture proof on a page of its own, in Arabic', async () => {
    const proofId = await sendProof(plain.id, {
      bytes: await makePicture('png', 600, 300),
      name: 'proof.png',
      type: 'image/png',
    });
    const res = await branded(proofId, reseller.token, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    expect(doc.numPages).toBe(2);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Koala Signs');
    expect(text).not.toContain(BUSINESS.brandName);
  });

  it('is the owner’s only (404), for trade accounts (403), and needs a saved brand (409)', async () => {
    const detail = await call(ctx, 'GET', `/api/product/orders/${blind.id}`, reseller.token);
    const proof = (detail.json().data.proofs as { id: number }[])[0];
    const other = await createTradeReseller(ctx, 'Otro Reseller', 'otro@brand.test');
    expect((await branded(proof!.id, other.token)).statusCode).toBe(404);
    expect((await branded(proof!.id, plainCustomer.token)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/reseller/proofs/${proof!.id}/branded.pdf` }))
        .statusCode,
    ).toBe(401);
    // An order of its own, without a brand saved: said in the caller's language.
    const own = await payBarrier(other, 'proof-brand-none', false);
    const proofId = await sendProof(
      own.id,
      { bytes: await makePicture('png'), name: 'p.png', type: 'image/png' },
      other.token,
    );
    const refused = await branded(proofId, other.token, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Guarda primero tu marca');
  });
});
