import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom, parseMail } from '../apps/api/src/test/mail';
import { launchBrowser, openPage, signInContext } from './browser';

/** Issue 27, first slice: a header that fits in Spanish, staff's way to the back-office, honest account menus. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'a good long password';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A confirmed customer account, signed in through the API (the mail catcher has the code). */
async function customerSession(page: Page): Promise<{ token: string; id: number }> {
  const email = `after-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const api = page.request;
  await api.post('/api/register', {
    data: {
      name: 'Marta Gil',
      email,
      phone: '600123456',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dir = inject('mailDir');
  const started = Date.now();
  let code = '';
  while (!code) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(email));
    if (mail) code = codeFrom(mail);
    else if (Date.now() - started > 20_000) throw new Error(`no code mailed to ${email}`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await api.post('/api/verify-otp', { data: { email, otp: code } });
  const login = await (await api.post('/api/login', { data: { email, password: PASSWORD } })).json();
  return login.data;
}

async function staffSession(page: Page): Promise<{ token: string; id: number }> {
  const res = await page.request.post('/api/login', {
    data: { email: inject('staffEmail'), password: inject('staffPassword') },
  });
  return (await res.json()).data;
}

/** The heights of the header's bar and of each main-navigation link, and whether the links share one row. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]')!;
    const nav = header.querySelector<HTMLElement>('nav:not([hidden]) ul')!;
    const links = [...nav.querySelectorAll<HTMLElement>('a')].map((a) => a.getBoundingClientRect());
    const tops = new Set(links.map((r) => Math.round(r.top)));
    return {
      header: header.getBoundingClientRect().height,
      rows: tops.size,
      tallestLink: Math.max(...links.map((r) => r.height)),
      shortestLink: Math.min(...links.map((r) => r.height)),
      overflows: header.scrollWidth > header.clientWidth,
      debug:
        [...header.querySelectorAll<HTMLElement>('div > *')]
          .filter((e) => e.parentElement === header.firstElementChild)
          .map((e) => `${e.tagName}:${Math.round(e.getBoundingClientRect().width)}`)
          .join(' ') +
        ' links ' +
        [...nav.querySelectorAll<HTMLElement>('a')]
          .map((a) => `${a.textContent}:${Math.round(a.getBoundingClientRect().width)}`)
          .join(' ') +
        ' right ' +
        [
          ...header.firstElementChild!.lastElementChild!.querySelectorAll<HTMLElement>(
            ':scope > *, :scope > div > *',
          ),
        ]
          .map((e) => `${e.textContent?.slice(0, 15)}:${Math.round(e.getBoundingClientRect().width)}`)
          .join(' '),
    };
  });
}

describe('the header at 1280 px', () => {
  for (const signedIn of [false, true]) {
    it(`keeps the Spanish navigation on one line, as tall as the English one (${signedIn ? 'signed in' : 'guest'})`, async () => {
      const heights: Record<string, number> = {};
      for (const lang of ['en', 'es', 'ar'] as Lang[]) {
        const { page, context } = await openPage(browser, { lang, width: 1280 });
        if (signedIn) await signInContext(context, await customerSession(page));
        await page.goto('/home');
        await page.locator('[data-site-header] nav a').first().waitFor();
        if (signedIn) await page.getByTestId('account-menu').waitFor();
        const layout = await headerLayout(page);
        expect(layout.rows, `${lang}: the links share one row`).toBe(1);
        // A link whose label wraps is taller than the others.
        expect(layout.tallestLink, `${lang}: no link label wraps`).toBe(layout.shortestLink);
        expect(layout.overflows, `${lang}: nothing sticks out of the bar`).toBe(false);
        heights[lang] = layout.header;
        await context.close();
      }
      expect(heights.es).toBe(heights.en);
    });
  }
});

describe("staff's way to the back-office", () => {
  it('lands staff on /admin after logging in on the shop, without a page to return to', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'es' });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(inject('staffEmail'));
    await page.getByLabel('Contraseña', { exact: true }).fill(inject('staffPassword'));
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  const MENUS: Record<Lang, { backOffice: string; labels: string[]; favourite: string }> = {
    en: {
      backOffice: 'Back-office',
      labels: [
        'Current service orders',
        'Past service orders',
        'Current product orders',
        'Past product orders',
      ],
      favourite: 'Favourite',
    },
    ar: {
      backOffice: 'لوحة الإدارة',
      labels: [
        'طلبات الخدمات الحالية',
        'طلبات الخدمات السابقة',
        'طلبات المنتجات الحالية',
        'طلبات المنتجات السابقة',
      ],
      favourite: 'المفضلة',
    },
    es: {
      backOffice: 'Panel de gestión',
      labels: [
        'Pedidos de servicios en curso',
        'Pedidos de servicios anteriores',
        'Pedidos de productos en curso',
        'Pedidos de productos anteriores',
      ],
      favourite: 'Favoritos',
    },
  };

  for (const lang of ['en', 'ar', 'es'] as Lang[]) {
    it(`shows staff (only) a back-office link in the account menu, with natural labels and no Favourite (${lang})`, async () => {
      const width = lang === 'ar' ? 390 : 1280;
      const staff = await openPage(browser, { lang, width, height: 844 });
      await signInContext(staff.context, await staffSession(staff.page));
      await staff.page.goto('/home');
      await staff.page.getByTestId('account-menu').click();
      const menu = staff.page.getByRole('menu');
      // The role comes with the account's details, which may still be loading when the menu opens.
      await menu.getByRole('menuitem', { name: MENUS[lang].backOffice }).waitFor();
      const items = await menu.getByRole('menuitem').allTextContents();
      expect(items[0]).toBe(MENUS[lang].backOffice);
      for (const label of MENUS[lang].labels) expect(items).toContain(label);
      expect(items).not.toContain(MENUS[lang].favourite);
      await menu.getByRole('menuitem', { name: MENUS[lang].backOffice }).click();
      await staff.page.waitForURL(/\/admin$/);
      await staff.context.close();

      const customer = await openPage(browser, { lang, width, height: 844 });
      await signInContext(customer.context, await customerSession(customer.page));
      await customer.page.goto('/home');
      await customer.page.getByTestId('account-menu').click();
      const customerItems = await customer.page.getByRole('menu').getByRole('menuitem').allTextContents();
      expect(customerItems).toContain(MENUS[lang].labels[0]);
      expect(customerItems).not.toContain(MENUS[lang].backOffice);
      expect(customerItems).not.toContain(MENUS[lang].favourite);
      await customer.context.close();
    });
  }
});

describe('payment options', () => {
  const PAGES: Record<Lang, { link: string; heading: string; bizum: RegExp; stored: RegExp }> = {
    en: { link: 'Payment options', heading: 'Payment options', bizum: /Bizum/, stored: /Nothing stored/ },
    ar: { link: 'خيارات الدفع', heading: 'خيارات الدفع', bizum: /Bizum/, stored: /لا نحفظ شيئاً/ },
    es: {
      link: 'Opciones de pago',
      heading: 'Opciones de pago',
      bizum: /Bizum/,
      stored: /No guardamos nada/,
    },
  };
  for (const lang of ['en', 'ar', 'es'] as Lang[]) {
    it(`opens a page that says how payment works, not the checkout (${lang}), with no serious axe violations`, async () => {
      const width = lang === 'ar' ? 390 : 1280;
      const { page, context, consoleErrors } = await openPage(browser, { lang, width, height: 844 });
      await signInContext(context, await customerSession(page));
      await page.goto('/profile');
      await page.getByRole('navigation').getByRole('link', { name: PAGES[lang].link, exact: true }).click();
      await page.waitForURL(/\/paymentOptions$/);
      await page.getByRole('heading', { level: 1, name: PAGES[lang].heading }).waitFor();
      const text = (await page.getByTestId('payment-options').textContent()) ?? '';
      expect(text).toMatch(PAGES[lang].bizum);
      expect(text).toMatch(PAGES[lang].stored);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('the catalogue in Spanish', () => {
  it('names production speeds and eyelet spacings in Spanish on the product page, no English left', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'es' });
    const categories = (
      await (await page.request.get('/api/categories?owner_type=2', { headers: { lang: 'en' } })).json()
    ).data as { id: number; name: string }[];
    const banners = categories.find((c) => c.name === 'Banners')!;
    const detail = (
      await (await page.request.get(`/api/categories/${banners.id}`, { headers: { lang: 'en' } })).json()
    ).data as { products: { id: number; name: string }[] };
    const banner = detail.products.find((p) => p.name === 'PVC Banner 510 g')!;
    await page.goto(`/products/${banners.id}/${banner.id}`);
    await page.getByRole('radio', { name: /^Estándar \(5 días laborables\)/ }).waitFor();
    await page.getByRole('radio', { name: /^Ollaos/ }).check();
    await page.getByRole('radio', { name: /^Cada 50 cm/ }).waitFor();
    await page.getByRole('radio', { name: /^Cada 25 cm/ }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/Every \d+ cm|working days|Standard \(/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/**
 * Which way a drawn chevron points, read from its pixels: the tip is the ink furthest along
 * in the middle rows, the arms' ends are in the top row.
 */
async function chevronPointsRight(chevron: Locator): Promise<boolean> {
  const { data, info } = await sharp(await chevron.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const inkRows: number[][] = [];
  for (let y = 0; y < info.height; y++) {
    const xs: number[] = [];
    for (let x = 0; x < info.width; x++) if (data[y * info.width + x]! < 200) xs.push(x);
    if (xs.length > 0) inkRows.push(xs);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const top = mean(inkRows[0]!);
  const middle = mean(inkRows[Math.floor(inkRows.length / 2)]!);
  expect(Math.abs(middle - top), 'the chevron is drawn large enough to read').toBeGreaterThan(1);
  return middle > top;
}

describe('right-to-left details', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`points the breadcrumb chevrons towards the next crumb (${lang})`, async () => {
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 4,
      });
      await context.addCookies([{ name: 'lang', value: lang, url: inject('baseUrl') }]);
      const page = await context.newPage();
      await page.goto('/products');
      const separators = page.locator('nav ol li span[aria-hidden="true"]');
      await separators.first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // Arabic reads right to left: the chevron points left, to the crumb that follows.
      expect(await chevronPointsRight(separators.first())).toBe(lang !== 'ar');
      await context.close();
    });
  }
});

describe('the delivery-note file picker', () => {
  const WORDS: Record<Lang, { choose: string; none: string }> = {
    en: { choose: 'Choose a PDF', none: 'No file chosen' },
    ar: { choose: 'اختر ملف PDF', none: 'لم يُختر أي ملف' },
    es: { choose: 'Elegir un PDF', none: 'Ningún archivo elegido' },
  };
  for (const lang of ['ar', 'es'] as Lang[]) {
    it(`is worded in the page's language, not the browser's "Choose File" (${lang})`, async () => {
      const width = lang === 'ar' ? 390 : 1280;
      const { page, context } = await openPage(browser, { lang, width, height: 844 });
      await signInContext(context, await customerSession(page));
      const categories = (
        await (await page.request.get('/api/categories?owner_type=2', { headers: { lang: 'en' } })).json()
      ).data as { id: number; name: string }[];
      const banners = categories.find((c) => c.name === 'Banners')!;
      const detail = (
        await (await page.request.get(`/api/categories/${banners.id}`, { headers: { lang: 'en' } })).json()
      ).data as { products: { id: number; name: string }[] };
      const banner = detail.products.find((p) => p.name === 'PVC Banner 510 g')!;
      await page.goto(`/products/${banners.id}/${banner.id}`);
      await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-notice').waitFor();
      await page.goto('/payment');
      const choose = page.getByTestId('delivery-note-choose');
      expect(await choose.textContent({ timeout: 15_000 })).toBe(WORDS[lang].choose);
      expect(await page.getByTestId('delivery-note-name').textContent()).toBe(WORDS[lang].none);
      // The browser's own button (worded in the browser's language) is not what shows.
      const native = await page.getByTestId('delivery-note').boundingBox();
      expect(native!.width).toBeLessThanOrEqual(1);
      await page.getByTestId('delivery-note').setInputFiles({
        name: 'albarán-ruiz.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      expect(await page.getByTestId('delivery-note-name').textContent()).toBe('albarán-ruiz.pdf');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
