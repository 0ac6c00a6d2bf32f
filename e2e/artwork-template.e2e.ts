import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

/**
 * The product page's "Download template" links (docs/product.md#artwork-templates): plain
 * links whose address follows the configured size and options, in the page's language, that
 * download the PDF and SVG templates; keyboard reachable; no axe violation.
 */
type ApiOption = {
  id: number;
  finishing: { kind: string; spacing?: number | null } | null;
  childrens: ApiOption[];
};
type ApiProduct = {
  id: number;
  category_id: number;
  weldable: boolean;
  max_width: number | null;
  sections: { options: ApiOption[] }[];
};

let browser: Browser;
/** A weldable banner with eyelets every 50 cm, found through the API. */
let banner: { url: string; eyeletsPath: number[]; maxWidth: number };

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

function eyeletsPath(p: ApiProduct): number[] | null {
  for (const section of p.sections) {
    for (const top of section.options) {
      const every50 = top.childrens.find(
        (c) => c.finishing?.kind === 'eyelets' && c.finishing.spacing === 50,
      );
      if (every50) return [top.id, every50.id];
    }
  }
  return null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const categories = await apiGet<{ id: number }[]>(page, '/api/categories?owner_type=2');
  search: for (const category of categories) {
    const detail = await apiGet<{ products: { id: number }[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const p = await apiGet<ApiProduct>(page, `/api/products/${card.id}`);
      const path = eyeletsPath(p);
      if (p.weldable && path && p.max_width) {
        banner = { url: `/products/${p.category_id}/${p.id}`, eyeletsPath: path, maxWidth: p.max_width };
        break search;
      }
    }
  }
  await context.close();
  expect(banner).toBeDefined();
});
afterAll(() => browser?.close());

const confirmed = (page: Page) =>
  page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();

describe('artwork template links', () => {
  // The PDF of an Arabic slug takes seconds to shape on a busy machine (the API tests read it
  // back); here English downloads the PDF and Arabic the SVG.
  it.each([
    ['en', 1280, 900, 'pdf'],
    ['ar', 390, 844, 'svg'],
  ] as const)(
    '%s at %i × %i px: the links follow the configured oversize banner and download the %s',
    async (lang, width, height, format) => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width, height });
      await page.goto(banner.url);
      await confirmed(page);
      for (const id of banner.eyeletsPath) await page.locator(`input[data-option-id="${id}"]`).check();
      const oversize = String(banner.maxWidth + 200);
      await page.getByTestId('size-width').fill(oversize);
      await page.getByTestId('size-height').fill('100');
      await page.waitForURL((u) => u.searchParams.get('w') === oversize);

      const pdfLink = page.getByTestId('download-template');
      await expect.poll(() => pdfLink.getAttribute('href')).toContain(`width=${oversize}`);
      const href = (await pdfLink.getAttribute('href')) ?? '';
      const url = new URL(href, 'http://x');
      expect(url.pathname).toMatch(/^\/api\/products\/\d+\/template$/);
      expect(url.searchParams.get('height')).toBe('100');
      expect(url.searchParams.get('format')).toBe('pdf');
      expect(url.searchParams.get('lang')).toBe(lang);
      expect(url.searchParams.get('options')?.split(',')).toEqual(
        expect.arrayContaining(banner.eyeletsPath.map(String)),
      );

      // Reached from the keyboard like any link.
      await pdfLink.focus();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'download-template',
      );

      const svgLink = page.getByTestId('download-template-svg');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        (format === 'pdf' ? pdfLink : svgLink).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^template-.+-${oversize}x100cm\\.${format}$`));
      if (format === 'pdf') {
        const pdf = await page.request.get(href);
        expect(pdf.status()).toBe(200);
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const svgHref = (await svgLink.getAttribute('href')) ?? '';
      expect(new URL(svgHref, 'http://x').searchParams.get('lang')).toBe(lang);
      const svg = await page.request.get(svgHref);
      expect(svg.status()).toBe(200);
      const body = await svg.text();
      expect(body).toContain('inkscape:groupmode="layer"');
      expect(body).toContain('id="panels"');
      expect(body).toContain('id="eyelets"');
      expect(body).toContain(`xml:lang="${lang}"`);

      const results = await new AxeBuilder({ page }).include('[data-testid="template-links"]').analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
