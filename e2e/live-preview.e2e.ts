/**
 * The product page's live preview (issue 23, docs/decisions/056-live-preview.md): an oversize
 * banner's panels, weld and eyelets drawn to scale and listed as text, a picture and a PDF's
 * first page placed on the drawing, in English at 1280 px and in Arabic at 390 px (the text
 * mirrors, the drawing does not), with an axe check of the page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ProductDetail } from '@shop/shared/api/catalog';
import { finishingLayout, layoutFacts, layoutProductFromDetail } from '@shop/shared/finishing-layout';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
let product: ProductDetail;
/** The option path that chooses eyelets every 50 cm (parent, spacing, and its first sub-choice if any). */
let eyeletPath: number[];

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const categories = await apiGet<{ id: number }[]>(page, '/api/categories?owner_type=2');
  search: for (const category of categories) {
    const detail = await apiGet<{ products: { id: number }[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const candidate = await apiGet<ProductDetail>(page, `/api/products/${card.id}`);
      if (!candidate.weldable || candidate.max_width === null || candidate.max_width >= 700) continue;
      for (const section of candidate.sections) {
        for (const top of section.options) {
          const every50 = top.childrens.find(
            (o) => o.finishing?.kind === 'eyelets' && o.finishing.spacing === 50,
          );
          if (every50) {
            product = candidate;
            const sub = every50.childrens[0];
            eyeletPath = [top.id, every50.id, ...(sub ? [sub.id] : [])];
            break search;
          }
        }
      }
    }
  }
  await context.close();
  expect(product, 'a weldable banner narrower than 700 cm with eyelets every 50 cm').toBeDefined();
});
afterAll(() => browser?.close());

/** What the shared rule says a 700 × 100 cm banner with eyelets every 50 cm has. */
function expectedFacts() {
  const optionIds = eyeletPath;
  const layout = finishingLayout({
    product: layoutProductFromDetail(product),
    width: 700,
    height: 100,
    optionIds,
  });
  expect(layout).not.toBeNull();
  return layoutFacts(layout!);
}

async function configureOversizeBanner(page: Page) {
  await page.goto(`/products/${product.category_id}/${product.id}`);
  await page.getByTestId('size-width').fill('700');
  await page.getByTestId('size-height').fill('100');
  for (const id of eyeletPath) await page.locator(`input[data-option-id="${id}"]`).check();
}

/** A 1400 × 210 px PNG (the banner's proportions with bleed, about): blue, with a yellow logo at the left end. */
async function bannerPicture(): Promise<Buffer> {
  const logo = await sharp({ create: { width: 180, height: 180, channels: 3, background: '#facc15' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1400, height: 210, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: logo, left: 10, top: 15 }])
    .png()
    .toBuffer();
}

/** A one-page PDF of `widthPt` × `heightPt` filled with a colour, written byte by byte; `extra` adds page entries. */
function onePagePdf(widthPt: number, heightPt: number, extra = ''): Buffer {
  const content = `0.1 0.6 0.3 rg 0 0 ${widthPt} ${heightPt} re f 1 1 0 rg ${widthPt / 20} ${heightPt / 4} ${widthPt / 10} ${heightPt / 2} re f`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] ${extra}/Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function seriousAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('live preview on the product page', () => {
  it('is in the server-rendered page, and its code hydrates that markup in place', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    const url = `/products/${product.category_id}/${product.id}`;
    const html = await (await page.request.get(url)).text();
    expect(html).toContain('data-testid="live-preview"');
    expect(html).toContain('role="img"');
    expect(html).toContain('data-testid="preview-facts"');
    // The drawing as the server sent it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverDrawing: Element | null }).serverDrawing = document.querySelector(
          '[data-testid="preview-drawing"]',
        );
      });
    });
    await page.goto(url);
    // Its code is fetched once the browser is idle after hydrating.
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/live-preview-[\w-]+\.js$/.test(entry.name)),
      undefined,
      { timeout: 15_000 },
    );
    const sameNode = () =>
      page.evaluate(() => {
        const server = (window as unknown as { serverDrawing: Element | null }).serverDrawing;
        return server !== null && server === document.querySelector('[data-testid="preview-drawing"]');
      });
    expect(await sameNode()).toBe(true);
    // Live: a new width redraws the same element (React hydrated it, it did not replace it).
    await page.getByTestId('size-width').fill('300');
    await expect
      .poll(() => page.getByTestId('preview-drawing').getAttribute('data-width'), { timeout: 15_000 })
      .toBe('300');
    expect(await sameNode()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', 1280, 800],
    ['ar', 390, 844],
  ] as const)(
    '%s at %i px: draws the welds and eyelets of a 700 × 100 cm banner and places a picture',
    async (lang, width, height) => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width, height });
      const facts = expectedFacts();
      expect(facts.panelCount).toBe(2);
      expect(facts.weldCount).toBe(1);
      await configureOversizeBanner(page);

      const preview = page.getByTestId('live-preview');
      const drawing = preview.getByTestId('preview-drawing');
      await expect.poll(() => drawing.getAttribute('data-width'), { timeout: 15_000 }).toBe('700');
      expect(await drawing.getAttribute('role')).toBe('img');
      expect(await drawing.getAttribute('aria-label')).toContain('700 × 100');
      await expect.poll(() => preview.getByTestId('preview-weld').count()).toBe(1);
      expect(await preview.getByTestId('preview-eyelet').count()).toBe(facts.eyelets!.count);
      // The weld sits at the middle of the 700 cm banner (two 351 cm panels sharing 2 cm).
      expect(Number(await preview.getByTestId('preview-weld').getAttribute('data-at'))).toBe(350);

      // The same facts as text in the page, in the page's language.
      const factsText = await preview.getByTestId('preview-facts').innerText();
      expect(factsText).toContain('700 × 100');
      expect(factsText).toContain('351 + 351');
      expect(factsText).toContain(String(facts.eyelets!.count));
      expect(factsText).toContain(lang === 'ar' ? 'الحلقات المعدنية' : 'Eyelets');
      expect(await preview.locator('dt').count()).toBeGreaterThanOrEqual(5);

      // Physical geometry is never mirrored; the text around it is.
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const frame = drawing.locator('xpath=..');
      expect(await frame.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      expect(await preview.getByRole('heading').evaluate((el) => getComputedStyle(el).direction)).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );

      // Scaled to fit the column, proportions kept: the trim is 7 : 1 on screen and inside the frame.
      const frameBox = (await frame.boundingBox())!;
      const trimBox = (await preview.getByTestId('preview-trim').boundingBox())!;
      expect(frameBox.width).toBeLessThanOrEqual(width);
      expect(trimBox.x).toBeGreaterThanOrEqual(frameBox.x - 1);
      expect(trimBox.x + trimBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
      expect(trimBox.width / trimBox.height).toBeGreaterThan(6.5);
      expect(trimBox.width / trimBox.height).toBeLessThan(7.5);
      // The panel column does not make the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // A picture in the banner's proportions fills the printed area, its overflow dimmed.
      await page
        .getByTestId('artwork-input')
        .setInputFiles({ name: 'shop-front.png', mimeType: 'image/png', buffer: await bannerPicture() });
      const placed = preview.getByTestId('preview-artwork');
      await placed.waitFor({ timeout: 15_000 });
      expect(await placed.getAttribute('href')).toMatch(/^blob:/);
      expect(await placed.getAttribute('data-mode')).toBe('cover');
      expect(await placed.getAttribute('data-kind')).toBe('image');
      expect(await preview.getByTestId('preview-dim').count()).toBe(1);
      expect(await preview.getByTestId('preview-artwork-status').innerText()).toContain('shop-front.png');
      // The picture is under the eyelets and the weld: they are drawn after it.
      const order = await drawing.evaluate((svg) => {
        const all = [...svg.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid'));
        return {
          artwork: all.indexOf('preview-artwork'),
          weld: all.indexOf('preview-weld'),
          eyelets: all.indexOf('preview-eyelets'),
        };
      });
      expect(order.artwork).toBeLessThan(order.weld);
      expect(order.artwork).toBeLessThan(order.eyelets);
      // The picture is not mirrored in Arabic either.
      expect(await placed.evaluate((el) => getComputedStyle(el).transform)).toBe('none');

      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it("places a PDF's first page, drawn by pdf.js in its worker", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await configureOversizeBanner(page);
    const preview = page.getByTestId('live-preview');
    await expect.poll(() => preview.getByTestId('preview-weld').count(), { timeout: 15_000 }).toBe(1);
    // 704 × 104 cm in points: the ordered size with 2 cm of bleed on every side.
    const cm = 72 / 2.54;
    await page.getByTestId('artwork-input').setInputFiles({
      name: 'banner-with-bleed.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(Math.round(704 * cm * 100) / 100, Math.round(104 * cm * 100) / 100),
    });
    const placed = preview.getByTestId('preview-artwork');
    await placed.waitFor({ timeout: 30_000 });
    expect(await placed.getAttribute('data-kind')).toBe('pdf');
    expect(await placed.getAttribute('href')).toMatch(/^blob:/);
    const status = await preview.getByTestId('preview-artwork-status').innerText();
    expect(status).toContain('banner-with-bleed.pdf');
    expect(status).toContain('fills the printed area exactly');

    // Removing the file takes it off the drawing and frees its picture.
    const pictureUrl = (await placed.getAttribute('href'))!;
    // Loaded as a picture (the page's CSP lets images, not fetch, read blob: URLs).
    const fetchable = () =>
      page.evaluate((url) => {
        const image = new Image();
        image.src = url;
        return image.decode().then(
          () => 'kept',
          () => 'revoked',
        );
      }, pictureUrl);
    expect(await fetchable()).toBe('kept');
    await page.getByRole('button', { name: /Remove banner-with-bleed\.pdf/ }).click();
    await expect.poll(() => preview.getByTestId('preview-artwork').count()).toBe(0);
    expect(await fetchable()).toBe('revoked');
    // The probe of the revoked URL itself is the one failed load expected.
    expect(consoleErrors.filter((error) => !error.includes('ERR_FILE_NOT_FOUND'))).toEqual([]);
    await context.close();
  });

  it('lays a PDF with a TrimBox by its trim, its wider bleed cut off (es)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'es' });
    await configureOversizeBanner(page);
    const preview = page.getByTestId('live-preview');
    await expect.poll(() => preview.getByTestId('preview-weld').count(), { timeout: 15_000 }).toBe(1);
    // The ordered 700 × 100 cm with 3 cm of bleed on every side: 1 cm more than the product's 2.
    const cm = 72 / 2.54;
    const at = (value: number) => Math.round(value * cm * 100) / 100;
    await page.getByTestId('artwork-input').setInputFiles({
      name: 'trim-box.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(at(706), at(106), `/TrimBox [${at(3)} ${at(3)} ${at(703)} ${at(103)}] `),
    });
    const placed = preview.getByTestId('preview-artwork');
    await placed.waitFor({ timeout: 30_000 });
    await expect.poll(() => placed.getAttribute('data-mode')).toBe('trim');
    // The drawing is in centimetres with the trim at 0: the page starts 3 cm before it.
    expect(Number(await placed.getAttribute('x'))).toBeCloseTo(-3, 1);
    expect(Number(await placed.getAttribute('y'))).toBeCloseTo(-3, 1);
    expect(Number(await placed.getAttribute('width'))).toBeCloseTo(706, 0);
    const status = await preview.getByTestId('preview-artwork-status').innerText();
    expect(status).toContain('se coloca por su caja de corte (TrimBox)');
    expect(status).toContain('sangrado de más y se corta');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says calmly when a PDF cannot be drawn', async () => {
    const { page, context } = await openPage(browser);
    await configureOversizeBanner(page);
    const preview = page.getByTestId('live-preview');
    await expect.poll(() => preview.getByTestId('preview-weld').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('artwork-input').setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\nthis is not a PDF at all\n%%EOF\n'),
    });
    const status = preview.getByTestId('preview-artwork-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 30_000 }).toBe('failed');
    expect(await status.innerText()).toContain('could not be drawn here');
    expect(await preview.getByTestId('preview-artwork').count()).toBe(0);
    await context.close();
  });
});
