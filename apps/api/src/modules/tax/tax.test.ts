import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { createTestApp, type TestContext } from '../../test/app';
import { type FakeVies, startFakeVies } from '../../test/fake-vies';
import { withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { invoices } from '../invoices/table';
import { orders } from '../orders/table';
import { payments } from '../payments/table';
import { cachedVatChecker, createViesVatChecker, formatOnlyVatChecker } from './vat-checker';

// Numbers the fake VIES knows (formats are real: FR key + SIREN, DE nine digits, IT eleven).
const VALID_FR = 'FR40303265045';
const INVALID_DE = 'DE123456789';
const FAILING_IT = 'IT12345678901';
const HANGING_NL = 'NL123456789B01';
const DOWN_PT = 'PT123456789';

let vies: FakeVies;
let ctx: TestContext;
let cat: TestCatalog;
/** The fake VIES reads this list on each request: a test can take VIES down for a number. */
const failingNumbers = [FAILING_IT];

beforeAll(async () => {
  vies = await startFakeVies({
    valid: [VALID_FR],
    invalid: [INVALID_DE],
    failing: failingNumbers,
    hanging: [HANGING_NL],
    memberStateDown: [DOWN_PT],
  });
  // Long enough for a slow shared machine, short enough for the hanging case.
  ctx = await createTestApp({ VIES_URL: vies.url, VIES_TIMEOUT_MS: '1500' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await vies?.close();
});

describe('VIES checker against a local fake', () => {
  const checker = (timeoutMs = 5000) => createViesVatChecker({ baseUrl: vies.url, timeoutMs });

  it.each([
    ['a registered number', 'FR', '40303265045', 'valid'],
    ['an unregistered number', 'DE', '123456789', 'invalid'],
    ['a 500 from VIES', 'IT', '12345678901', 'unavailable'],
    ['no answer within the timeout', 'NL', '123456789B01', 'unavailable'],
    ["a member state's register down (MS_UNAVAILABLE)", 'PT', '123456789', 'unavailable'],
  ])('%s → %s', async (_name, country, number, expected) => {
    const started = Date.now();
    // The hanging number gets a short timeout; the others a generous one.
    expect(await checker(number === '123456789B01' ? 300 : 5000).check(country, number)).toBe(expected);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(vies.requests.at(-1)).toEqual({ countryCode: country, vatNumber: number });
  });

  it('a VIES that cannot be reached is unavailable', async () => {
    const closed = await startFakeVies({});
    await closed.close();
    const unreachable = createViesVatChecker({ baseUrl: closed.url, timeoutMs: 300 });
    expect(await unreachable.check('FR', '40303265045')).toBe('unavailable');
  });

  it('keeps definite answers for a while, never "unavailable"', async () => {
    let clock = 0;
    const cached = cachedVatChecker(checker(), 1000, 10, () => clock);
    const before = vies.requests.length;
    expect(await cached.check('FR', '40303265045')).toBe('valid');
    expect(await cached.check('FR', '40303265045')).toBe('valid');
    expect(vies.requests.length).toBe(before + 1);
    clock = 1001;
    await cached.check('FR', '40303265045');
    expect(vies.requests.length).toBe(before + 2);
    await cached.check('IT', '12345678901');
    await cached.check('IT', '12345678901');
    expect(vies.requests.length).toBe(before + 4);
  });

  it('the default checker only says the format was checked', async () => {
    expect(formatOnlyVatChecker.kind).toBe('format_only');
    expect(await formatOnlyVatChecker.check('FR', '40303265045')).toBe('format_only');
  });
});

const PARIS = {
  company_name: 'Imprimerie Dupont SARL',
  tax_id: 'fr 40 303 265 045',
  street: '12 rue de la Paix',
  postcode: '75002',
  city: 'Paris',
  country: 'fr',
};

function call(
  user: TestUser,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...bearer(user.token), lang },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

describe('company details on the profile', () => {
  it('saves company name, tax id and invoice address, checked with VIES', async () => {
    const user = await createTestUser(ctx.database);
    expect((await call(user, 'GET', `/api/users/${user.id}/company`)).json()).toEqual({
      status: true,
      data: null,
    });
    const saved = await call(user, 'PUT', `/api/users/${user.id}/company`, PARIS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Company details saved.',
      data: {
        company_name: 'Imprimerie Dupont SARL',
        tax_id: VALID_FR,
        tax_id_kind: 'eu_vat',
        vat_country: 'FR',
        vat_check: 'valid',
        vat_checker: 'vies',
        invoice_address: { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR' },
      },
    });
    const ar = await call(user, 'GET', `/api/users/${user.id}/company`, undefined, 'ar');
    expect(ar.json().data.invoice_address.country_name).toBe('فرنسا');
  });

  it('a Spanish CIF is checked by its control character only', async () => {
    const user = await createTestUser(ctx.database);
    const saved = await call(user, 'POST', `/api/users/${user.id}/company`, {
      ...PARIS,
      tax_id: 'B-12345674',
      postcode: '29004',
      city: 'Málaga',
      country: 'ES',
    });
    expect(saved.json().data).toMatchObject({
      tax_id: 'B12345674',
      tax_id_kind: 'cif',
      vat_check: 'format_only',
    });
  });

  it.each([
    [
      'B12345675',
      'tax_id: the control letter or digit does not match the number. Please check it for a typing mistake.',
    ],
    [
      '12345678A',
      'tax_id: the control letter or digit does not match the number. Please check it for a typing mistake.',
    ],
    ['US123456789', 'tax_id: the first two letters are not the VAT prefix of an EU country (Greece is EL).'],
    [
      'FR123',
      'tax_id: this is not a Spanish NIF, NIE or CIF, nor an EU VAT number with its country prefix (such as FR40303265045).',
    ],
  ])('refuses the tax id %s with a 422 naming the problem', async (taxId, message) => {
    const user = await createTestUser(ctx.database);
    const res = await call(user, 'PUT', `/api/users/${user.id}/company`, { ...PARIS, tax_id: taxId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'business_rule', message, errors: [message] });
    expect((await call(user, 'GET', `/api/users/${user.id}/company`)).json().data).toBeNull();
  });

  it('answers in Arabic, refuses unknown countries, bad Spanish postcodes, missing fields and other ids', async () => {
    const user = await createTestUser(ctx.database);
    const other = await createTestUser(ctx.database);
    const ar = await call(
      user,
      'PUT',
      `/api/users/${user.id}/company`,
      { ...PARIS, tax_id: 'B12345675' },
      'ar',
    );
    expect(ar.json().message).toBe(
      'tax_id: حرف أو رقم التحقق لا يطابق الرقم. يرجى التحقق من عدم وجود خطأ في الكتابة.',
    );
    const country = await call(user, 'PUT', `/api/users/${user.id}/company`, { ...PARIS, country: 'ZZ' });
    expect(country.statusCode).toBe(422);
    expect(country.json().message).toContain('country:');
    const postcode = await call(user, 'PUT', `/api/users/${user.id}/company`, {
      ...PARIS,
      tax_id: 'B12345674',
      country: 'ES',
      postcode: '99999',
    });
    expect(postcode.json().message).toBe(
      'postcode: a Spanish postcode has five digits, from 01000 to 52999.',
    );
    const missing = await call(user, 'PUT', `/api/users/${user.id}/company`, { tax_id: 'B12345674' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining(['company_name: this field is required.', 'street: this field is required.']),
    );
    expect((await call(user, 'PUT', `/api/users/${other.id}/company`, PARIS)).statusCode).toBe(403);
    expect((await call(user, 'GET', `/api/users/${other.id}/company`)).statusCode).toBe(403);
  });
});

async function tradeCustomer(address: Record<string, unknown>, company: Record<string, unknown> | null) {
  const user = await createTestUser(ctx.database);
  const created = await call(user, 'POST', '/api/addresses', {
    type: 2,
    label: 'Warehouse',
    contact_name: 'Marie Dupont',
    phone: '+33 1 42 00 00 00',
    ...address,
  });
  expect(created.statusCode, created.body).toBe(200);
  if (company) {
    const saved = await call(user, 'PUT', `/api/users/${user.id}/company`, company);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const line = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: {
      product_id: cat.products.banner.id,
      width: 100,
      height: 100,
      quantity: 10,
      options: [cat.options.standard.id],
    },
  });
  expect(line.statusCode).toBe(201);
  return { user, addressId: created.json().data.id as number };
}

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const FRENCH_ADDRESS = { street: '3 quai de Bercy', postcode: '75012', city: 'Paris', country: 'FR' };

function quote(user: TestUser, addressId: number, lang = 'en') {
  return call(user, 'POST', '/api/shipments/calculate', { address_id: addressId }, lang);
}

async function pay(user: TestUser, addressId: number, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: addressId }),
  });
}

async function pdfText(user: TestUser, invoiceId: number, lang: 'en' | 'ar', query = '') {
  const pdf = await ctx.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoiceId}.pdf${query}`,
    headers: { ...bearer(user.token), lang },
  });
  expect(pdf.statusCode).toBe(200);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items
    .map((i) => ('str' in i ? i.str : ''))
    .join('')
    .replace(/\u200d/g, '');
  await doc.destroy();
  return text;
}

describe('reverse charge at payment and on the invoice', () => {
  it('an EU business with a VIES-valid number pays 0 % and its invoice carries the note and its company', async () => {
    const { user, addressId } = await tradeCustomer(FRENCH_ADDRESS, PARIS);
    const estimate = await quote(user, addressId);
    expect(estimate.statusCode, estimate.body).toBe(200);
    // 10 × €12 less the quantity break = €114 goods + €40 delivery (mainland Europe), no VAT.
    expect(estimate.json().data.breakdown).toMatchObject({
      goods: 114,
      shipping: 40,
      vat_rate: 0,
      vat: 0,
      total: 154,
      vat_reason: 'eu_reverse_charge',
      reverse_charge: true,
      vat_warning: false,
      vat_reason_text: `0% VAT: reverse charge, your VAT number ${VALID_FR} was confirmed by VIES.`,
    });

    // No country_id: the address's country decides.
    const paid = await pay(user, addressId, 'rc-valid-1');
    expect(paid.statusCode, paid.body).toBe(201);
    const { order, invoice } = paid.json().data;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      vatRateBasisPoints: 0,
      vatCents: 0,
      totalCents: 15400,
      vatReason: 'eu_reverse_charge',
    });
    expect(row?.company).toMatchObject({ name: 'Imprimerie Dupont SARL', taxId: VALID_FR });

    const en = await pdfText(user, invoice.id, 'en');
    expect(en).toContain('Imprimerie Dupont SARL');
    expect(en).toContain(`Tax ID: ${VALID_FR}`);
    expect(en).toContain('12 rue de la Paix');
    expect(en).toContain(
      'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC.',
    );
    // Issued in English, the language of the payment (decision 043): downloaded from the Arabic
    // site it is the same invoice; ?lang=es is its Spanish copy.
    expect(await pdfText(user, invoice.id, 'ar')).toContain('Reverse charge');
    expect(await pdfText(user, invoice.id, 'ar', '?lang=es')).toContain('Inversión del sujeto pasivo');

    // A later change of the profile leaves the issued invoice as it was.
    await call(user, 'PUT', `/api/users/${user.id}/company`, { ...PARIS, company_name: 'Dupont Renamed SA' });
    const again = await pdfText(user, invoice.id, 'en');
    expect(again).toContain('Imprimerie Dupont SARL');
    expect(again).not.toContain('Dupont Renamed SA');
    const [stored] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored?.document.vat).toEqual({
      reason: 'eu_reverse_charge',
      reverseCharge: true,
      vatNumber: VALID_FR,
      check: 'valid',
      checkedBy: 'vies',
    });
  });

  it.each([
    ['VIES answers 500', FAILING_IT, 'eu_vat_unavailable'],
    ['VIES does not answer in time', HANGING_NL, 'eu_vat_unavailable'],
    ['VIES says the number is invalid', INVALID_DE, 'eu_vat_invalid'],
  ])('%s: 21 %% VAT, the reason shown, no note ("fail closed")', async (_name, taxId, reason) => {
    const { user, addressId } = await tradeCustomer(FRENCH_ADDRESS, { ...PARIS, tax_id: taxId });
    const estimate = (await quote(user, addressId)).json().data.breakdown;
    expect(estimate).toMatchObject({
      vat_rate: 21,
      vat: 32.34,
      total: 186.34,
      vat_reason: reason,
      vat_warning: true,
    });
    expect(estimate.vat_reason_text).toContain(taxId);
    const ar = (await quote(user, addressId, 'ar')).json().data.breakdown.vat_reason_text;
    expect(ar).toContain('21٪');

    const paid = await pay(user, addressId, `rc-${taxId}`);
    expect(paid.statusCode, paid.body).toBe(201);
    const { order, invoice } = paid.json().data;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      vatRateBasisPoints: 2100,
      vatCents: 3234,
      totalCents: 18634,
      vatReason: reason,
    });
    const text = await pdfText(user, invoice.id, 'en');
    expect(text).not.toContain('Reverse charge');
    expect(text).toContain(`Tax ID: ${taxId}`);
  });

  it('an EU consumer pays 21 %; a Canary Islands address is an export at the non-mainland rate', async () => {
    const consumer = await tradeCustomer(FRENCH_ADDRESS, null);
    expect((await quote(consumer.user, consumer.addressId)).json().data.breakdown).toMatchObject({
      vat_rate: 21,
      vat_reason: 'eu_consumer',
      reverse_charge: false,
      vat_warning: false,
    });

    const canary = await tradeCustomer(
      {
        street: 'Calle Triana 1',
        postcode: '35002',
        city: 'Las Palmas de Gran Canaria',
        country: 'ES',
        phone: '+34 928 000 000',
      },
      null,
    );
    const canaryQuote = (await quote(canary.user, canary.addressId)).json().data;
    expect(canaryQuote.breakdown).toMatchObject({ shipping: 50, vat_rate: 0, vat_reason: 'export' });

    const balearic = await tradeCustomer(
      {
        street: 'Passeig del Born 1',
        postcode: '07012',
        city: 'Palma',
        country: 'ES',
        phone: '+34 971 000 000',
      },
      { ...PARIS, tax_id: VALID_FR },
    );
    // Spain (Balearics are in the EU VAT area): 21 % whatever the buyer's number.
    expect((await quote(balearic.user, balearic.addressId)).json().data.breakdown).toMatchObject({
      shipping: 50,
      vat_rate: 21,
      vat_reason: 'spain',
    });
  });
});

describe('VIES down at payment time (issue 20)', () => {
  it('a reverse charge shown as 0 % is not charged at 21 %: 409 price_changed with the new breakdown, nothing charged', async () => {
    const { user, addressId } = await tradeCustomer(FRENCH_ADDRESS, PARIS);
    const shown = (await quote(user, addressId)).json().data;
    expect(shown.breakdown).toMatchObject({ vat_rate: 0, total: 154, reverse_charge: true });

    // Later, on a server whose VIES answers are not cached (restarted, another instance, or
    // 10 minutes on), VIES cannot be reached.
    const restarted = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: ctx.dataDir,
        VIES_URL: vies.url,
        VIES_TIMEOUT_MS: '1500',
      }),
      database: ctx.database,
      logger: false,
    });
    failingNumbers.push(VALID_FR);
    const asked = vies.requests.length;
    try {
      const paid = await restarted.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { ...bearer(user.token), lang: 'es' },
        payload: { ...card, address_id: addressId, total_amount: shown.total_amount },
      });
      expect(paid.statusCode, paid.body).toBe(409);
      expect(paid.json()).toMatchObject({
        status: false,
        code: 'price_changed',
        breakdown: { vat_rate: 21, total_amount: 186.34, currency: 'EUR' },
      });
      expect(paid.json().errors).toEqual([paid.json().message]);
    } finally {
      failingNumbers.pop();
      await restarted.close();
    }
    expect(vies.requests.slice(asked)).toContainEqual({ countryCode: 'FR', vatNumber: VALID_FR.slice(2) });
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const attempts = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(attempts.filter((p) => p.status !== 'failed' && p.status !== 'declined')).toEqual([]);
  });
});
