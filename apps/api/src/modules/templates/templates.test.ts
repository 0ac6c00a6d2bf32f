import type { ProductDetail, ProductOption } from '@shop/shared/api/catalog';
import { finishingLayout, layoutProductFromDetail } from '@shop/shared/finishing-layout';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { products } from '../catalog';

/**
 * GET /api/products/{id}/template against the seeded catalogue: both formats, their layers,
 * geometry equal to the shared layout the product page draws, the slug's text in each
 * language, and every bad request a clear 4xx.
 */
let ctx: TestContext;
const ids = new Map<string, number>();
const PT_PER_CM = 72 / 2.54;

beforeAll(async () => {
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  const rows = await ctx.database.db.select({ id: products.id, slug: products.slug }).from(products);
  for (const row of rows) ids.set(row.slug, row.id);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const idOf = (slug: string) => {
  const id = ids.get(slug);
  if (!id) throw new Error(`no seeded product ${slug}`);
  return id;
};

async function productAnswer(slug: string): Promise<ProductDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${idOf(slug)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as ProductDetail;
}

/** The option with this English name (depth first), as the product page shows it. */
function optionNamed(product: ProductDetail, name: string): ProductOption {
  const walk = (list: ProductOption[]): ProductOption | undefined => {
    for (const option of list) {
      if (option.name === name) return option;
      const found = walk(option.childrens);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(product.sections.flatMap((s) => s.options));
  if (!found) throw new Error(`no option ${name}`);
  return found;
}

function get(url: string, lang = 'en') {
  return ctx.app.inject({ method: 'GET', url, headers: { lang } });
}

async function pdfOf(buffer: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\u200d/g, '')
    .replace(/\s+/g, ' ');
  const config = await pdf.getOptionalContentConfig();
  const groups = (config.getGroups() ?? {}) as Record<string, { name: string | null }>;
  const layers = Object.values(groups).map((group) => group.name ?? '');
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const result = {
    text,
    layers,
    widthPt: x1 - x0,
    heightPt: y1 - y0,
    pages: pdf.numPages,
  };
  await pdf.destroy();
  return result;
}

describe('GET /api/products/{id}/template', () => {
  it('draws a 700 × 100 cm PVC banner with eyelets as SVG: layers, welds and eyelets of the shared layout', async () => {
    const product = await productAnswer('pvc-banner-510g');
    const eyelets = optionNamed(product, 'Eyelets');
    const every50 = eyelets.childrens.find((o) => o.name === 'Every 50 cm');
    expect(every50?.finishing).toMatchObject({ kind: 'eyelets', spacing: 50 });
    const optionIds = [eyelets.id, every50?.id ?? 0];
    const res = await get(
      `/api/products/${product.id}/template?width=700&height=100&format=svg&options=${optionIds.join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="template-pvc-banner-510g-700x100cm.svg"',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const svg = res.body;
    for (const [id, label] of [
      ['bleed', 'Bleed'],
      ['trim', 'Trim line'],
      ['safe', 'Safe zone'],
      ['panels', 'Panels and welds'],
      ['eyelets', 'Eyelets'],
      ['guides', 'Guidelines'],
    ]) {
      expect(svg).toContain(`<g id="${id}" inkscape:groupmode="layer" inkscape:label="${label}"`);
    }
    expect(svg).not.toContain('id="pockets"');

    // The same geometry the product page computes from its own answer.
    const layout = finishingLayout({
      product: layoutProductFromDetail(product),
      width: 700,
      height: 100,
      optionIds,
    });
    // The PVC banner's roll is 500 cm wide: two panels of 351 cm sharing 2 cm.
    expect(layout?.welds.map((w) => w.at)).toEqual([350]);
    const weldsDrawn = [...svg.matchAll(/class="weld" data-at="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(weldsDrawn).toEqual(layout?.welds.map((w) => w.at));
    const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
    }));
    expect(circles).toEqual(layout?.eyelets?.positions);
    expect(circles).toHaveLength(32);
    // 704 cm with its bleed is past the PDF's 508 cm page: both formats are drawn at 1:10.
    expect(svg).toContain('width="74.4cm"');
    expect(svg).toContain('data-scale="1:10"');
    expect(svg).toContain('transform="translate(2.2 2.2) scale(0.1)"');
    expect(svg).toContain('32 eyelets, at most 50 cm apart');
    expect(svg).toContain('Made of 2 panels (351 + 351 cm) welded with a 2 cm overlap');
  });

  it('answers a PDF at true size with named layers, trim and bleed boxes and the guidelines', async () => {
    const product = await productAnswer('pvc-banner-510g');
    const pockets = optionNamed(product, 'Top and bottom');
    const parent = optionNamed(product, 'Pole pockets');
    const res = await get(
      `/api/products/${product.id}/template?width=300&height=100&format=pdf&options=${parent.id}&options=${pockets.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="template-pvc-banner-510g-300x100cm.pdf"',
    );
    const pdf = await pdfOf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.layers).toEqual([
      'Your artwork',
      'Bleed',
      'Trim line',
      'Safe zone',
      'Pole pockets',
      'Guidelines',
    ]);
    // 300 + 2 × 2 cm bleed + 2 × 2 cm slug, at 1:1.
    expect(pdf.widthPt / PT_PER_CM).toBeCloseTo(308, 1);
    expect(pdf.text).toContain('Artwork template: PVC Banner 510 g');
    expect(pdf.text).toContain('Trim 300 × 100 cm');
    expect(pdf.text).toContain('7 cm pole pockets on the top and bottom edges');
    expect(pdf.text).toContain('Scale 1:1');
    expect(pdf.text).toContain('150 dpi');
    // The boxes a prepress tool reads: the trim is 300 × 100 cm.
    const raw = res.rawPayload.toString('latin1');
    const trim = /\/TrimBox \[([\d. ]+)\]/.exec(raw)?.[1]?.split(' ').map(Number) ?? [];
    expect(((trim[2] ?? 0) - (trim[0] ?? 0)) / PT_PER_CM).toBeCloseTo(300, 1);
    expect(((trim[3] ?? 0) - (trim[1] ?? 0)) / PT_PER_CM).toBeCloseTo(100, 1);
    expect(raw).toContain('/BleedBox');
    expect(raw).toContain('/OCProperties');
  });

  it('scales a banner past the 200-inch page limit to 1:10 and says so', async () => {
    const id = idOf('scaffold-mesh-banner');
    const res = await get(`/api/products/${id}/template?width=5000&height=250&format=pdf`);
    expect(res.statusCode).toBe(200);
    const pdf = await pdfOf(res.rawPayload);
    expect(pdf.widthPt).toBeLessThanOrEqual(14_400);
    expect(pdf.widthPt / PT_PER_CM).toBeCloseTo(5004 / 10 + 4, 0);
    expect(pdf.text).toContain('Scale 1:10');
    expect(pdf.layers).toContain('Panels and welds');
    const svg = await get(`/api/products/${id}/template?width=5000&height=250&format=svg`);
    expect(svg.body).toContain('data-scale="1:10"');
  });

  it('takes the print size and hardware of goods sold per item from the chosen option', async () => {
    const product = await productAnswer('outdoor-banner-frame');
    const size = optionNamed(product, '300 × 150 cm');
    const res = await get(`/api/products/${product.id}/template?format=svg&options=${size.id}&width=20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('template-outdoor-banner-frame-300x150cm.svg');
    expect(res.body).toContain('data-part="frame" x="-4" y="-4" width="308" height="158"');
    expect(res.body).toContain('Grey dashed: the frame, not printed.');

    const none = await get(`/api/products/${product.id}/template?format=svg`);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'Choose a size option first: the template is drawn at the size you order.',
    );
  });

  it('prints the slug in Arabic and Spanish, the Arabic shaped and in logical order', async () => {
    const id = idOf('pvc-banner-510g');
    const arabic = await get(`/api/products/${id}/template?width=200&height=100`, 'ar');
    expect(arabic.statusCode).toBe(200);
    const pdf = await pdfOf(arabic.rawPayload);
    expect(pdf.layers).toContain('خط القص');
    expect(pdf.text).toContain('قالب التصميم');
    const spanish = await get(`/api/products/${id}/template?width=200&height=100&format=svg`, 'es');
    expect(spanish.body).toContain('inkscape:label="Línea de corte"');
    expect(spanish.body).toContain('Escala 1:1');
  });

  it('refuses bad input with a 4xx in the caller’s language', async () => {
    const id = idOf('express-pvc-banner');
    const tooBig = await get(`/api/products/${id}/template?width=400&height=100`, 'es');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toMatch(/^El ancho debe estar entre 30 y 300 cm/);

    const malformed = await get(`/api/products/${id}/template?width=abc&height=100`);
    expect(malformed.statusCode).toBe(400);
    const badFormat = await get(`/api/products/${id}/template?width=100&height=100&format=png`);
    expect(badFormat.statusCode).toBe(400);

    const unknown = await get('/api/products/999999/template?width=100&height=100', 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/[\u0600-\u06ff]/);

    const foreign = await get(`/api/products/${id}/template?width=100&height=100&options=999999`);
    expect(foreign.statusCode).toBe(422);

    const noArea = await get(`/api/products/${idOf('water-base-swinging-sign')}/template`);
    expect(noArea.statusCode).toBe(422);
    expect(noArea.json().message).toBe('This product has no printed area to make a template for.');
  });
});
