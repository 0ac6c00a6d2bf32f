import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID } from '../../test/pay';
import { bearer, createTestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orders } from '../orders/table';
import { carryIsolates, type InvoiceDocument, renderInvoicePdf } from './pdf';

/**
 * What the PDFs print, read back as a reader extracts it: a long brief wraps whole words onto
 * further lines (nothing cut), Latin runs keep their own direction inside Arabic, and "m²" is
 * drawn with a font that has the ² (no missing-glyph box).
 */
let ctx: TestContext;
let cat: TestCatalog;

beforeAll(async () => {
  // These tests read what is drawn, not the render limit (tested in lib/worker-pool.test.ts): the
  // multi-page Arabic invoice's thread runs niced, and under the whole suite's load on two cores
  // it once took longer than the 10 s default and answered 503.
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

type Item = { str: string; x: number; y: number; font: string };

/** Each page's text items with the embedded font that draws them (pdf.js, through ToUnicode). */
async function extract(buffer: Buffer): Promise<Item[][]> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: Item[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    await page.getOperatorList(); // loads the fonts, so their names can be read
    const content = await page.getTextContent();
    const items: Item[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const font = (page.commonObjs.get(item.fontName) as { name?: string } | undefined)?.name ?? '';
      items.push({ str: item.str.replace(/\u200d/g, ''), x: item.transform[4], y: item.transform[5], font });
    }
    pages.push(items);
  }
  await pdf.destroy();
  return pages;
}

/** The page's lines, top to bottom, each read left to right. */
function linesOf(items: Item[]): string[] {
  const rows = new Map<number, Item[]>();
  for (const item of items) {
    const key = [...rows.keys()].find((y) => Math.abs(y - item.y) < 1.5) ?? item.y;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((i) => i.str)
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

const WORDS = [
  'Design',
  'a',
  'bold',
  'logo',
  'for',
  'our',
  'bakery',
  'with',
  'warm',
  'colours,',
  'hand-lettered',
  'type',
  'and',
  'a',
  'wheat',
  'motif;',
  'versions',
  'for',
  'signs,',
  'bags',
  'and',
  'the',
  'web.',
];

/** A brief of about 1,500 characters: numbered words, so each one can be found whole. */
function longBrief(): { text: string; words: string[] } {
  const words: string[] = [];
  for (let i = 0; words.join(' ').length < 1_500; i++) words.push(`${WORDS[i % WORDS.length]}${i}`);
  words.push('Thanks.');
  return { text: words.join(' '), words };
}

async function payServiceWithBrief(brief: string, lang: 'ar' | 'en') {
  const user = await createTestUser(ctx.database);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Shop',
      details: 'Calle Mayor 1',
      ...MADRID,
      phone: '+34 600 111 222',
    })
    .returning({ id: addresses.id });
  const code = `S${String(600_000 + user.id).slice(-6)}`;
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      code,
      kind: 'service',
      userId: user.id,
      status: 3,
      serviceId: cat.services.logo.id,
      details: brief,
      lang,
      feesServiceCents: 10_000,
      feesTaxCents: 2_100,
    })
    .returning({ id: orders.id });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/buy/service',
    headers: { ...bearer(user.token), lang },
    payload: {
      order_id: order!.id,
      address_id: address!.id,
      total_amount: 121,
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
    },
  });
  expect(paid.statusCode).toBe(201);
  const invoice = paid.json().data.invoice as { id: number; number: string };
  const pdf = await ctx.app.inject({ url: `/api/invoices/${invoice.id}.pdf`, headers: bearer(user.token) });
  expect(pdf.statusCode).toBe(200);
  return { invoice, code, pages: await extract(pdf.rawPayload) };
}

describe('a service’s brief on its invoice', { timeout: 30_000 }, () => {
  it('wraps a 1,500-character brief onto further lines: every word printed, none cut (Arabic invoice)', async () => {
    const brief = longBrief();
    const { pages, invoice } = await payServiceWithBrief(brief.text, 'ar');
    const lines = pages.flatMap(linesOf);
    const tokens = lines.flatMap((line) => line.split(' '));
    const printed = new Set(tokens);
    for (const word of brief.words) expect(printed, word).toContain(word);
    // It takes many lines, each a run of whole words of the brief.
    const briefLines = lines.filter((line) => line.includes('bakery') || line.includes('wheat'));
    expect(briefLines.length).toBeGreaterThan(10);
    const known = new Set(brief.words);
    for (const line of briefLines.slice(1)) {
      for (const token of line.split(' ')) expect(known, `“${token}” in “${line}”`).toContain(token);
    }
    // The Latin brief keeps its direction in the Arabic label: its last word ends with its own period.
    expect(lines.some((line) => line.endsWith('Thanks.'))).toBe(true);
    expect(lines.some((line) => line.startsWith('.Thanks') || line.includes('.Thanks'))).toBe(false);
    // The invoice number reads as issued, year first, in the title of the Arabic invoice.
    const text = lines.join('\n');
    expect(text).toContain(invoice.number);
    const [year, serial] = invoice.number.split('-');
    expect(text).not.toContain(`${serial}-${year}`);
  });

  it('a short Latin brief with a final period inside an Arabic label: no period leading it', async () => {
    const { pages } = await payServiceWithBrief('Logo for my shop.', 'ar');
    const line = pages.flatMap(linesOf).find((l) => l.includes('Logo for my shop'));
    expect(line).toBeDefined();
    expect(line).toContain('Logo for my shop.');
    expect(line).not.toContain('.Logo');
  });
});

describe('the quote PDF’s m²', { timeout: 30_000 }, () => {
  for (const lang of ['en', 'ar', 'es'] as const) {
    it(`prints “m²” with a font that has the ² (${lang})`, async () => {
      const res = await ctx.app.inject({
        url: `/api/quotes/pdf?product_id=${cat.products.banner.id}&options[]=${cat.options.standard.id}&width=200&height=100&quantity=2&lang=${lang}`,
      });
      expect(res.statusCode).toBe(200);
      const items = (await extract(res.rawPayload)).flat();
      const squared = items.filter((item) => item.str.includes('²'));
      expect(squared.length).toBeGreaterThan(0);
      // Arabic writes the unit "م²", extracted in visual order (the ² left of the م).
      expect(items.map((i) => i.str).join('')).toContain(lang === 'ar' ? '²م' : 'm²');
      // Noto Sans Arabic has no ² (its .notdef box was drawn): Noto Sans draws it.
      for (const item of squared) expect(item.font).toMatch(/\+NotoSans-/);
    });
  }
});

describe('carryIsolates', { timeout: 30_000 }, () => {
  it('closes an isolate a wrapped line leaves open and opens it again on the next', () => {
    expect(carryIsolates(['label: \u2068one two', 'three four', 'five\u2069 end'])).toEqual([
      'label: \u2068one two\u2069',
      '\u2068three four\u2069',
      '\u2068five\u2069 end',
    ]);
  });

  it('draws an invoice whose wrapped lines carry isolates (no stray marks in the text)', async () => {
    const doc: InvoiceDocument = {
      lang: 'ar',
      number: '2026-000003',
      issuedAt: new Date('2026-03-05T10:00:00Z'),
      orderCode: 'S123456',
      customer: null,
      lines: [
        {
          title: 'تصميم',
          details: `طلب الخدمة: \u2068${longBrief().text}\u2069`,
          quantity: 1,
          unitCents: 100,
          totalCents: 100,
        },
      ],
      subtotalCents: 100,
      discountCents: 0,
      couponCode: null,
      shippingCents: null,
      vatRateBasisPoints: 0,
      vatCents: 0,
      totalCents: 100,
      vatTreatment: 'export',
      payment: null,
    };
    const text = (await extract(await renderInvoicePdf(doc)))
      .flat()
      .map((i) => i.str)
      .join('');
    expect(text).not.toMatch(/[\u2066-\u2069]/);
    expect(text).toContain('2026-000003');
  });
});
