import { chromium } from 'playwright-core';
import sharp from 'sharp';
const base = 'http://127.0.0.1:18731';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const [lang, width] of [['en', 1280], ['ar', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/products/5/1?w=700&h=100`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.getByTestId('size-width').fill('700');
  await page.getByTestId('size-height').fill('100');
  await page.locator('input[data-option-id="3"]').check();
  await page.locator('input[data-option-id="5"]').check();
  await page.locator('input[data-option-id="8"]').check().catch(() => {});
  await page.locator('[data-testid="preview-weld"]').first().waitFor();
  const png = await sharp({ create: { width: 1400, height: 220, channels: 3, background: '#2563eb' } })
    .composite([{ input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#facc15' } }).png().toBuffer(), left: 20, top: 10 }])
    .png().toBuffer();
  await page.getByTestId('artwork-input').setInputFiles({ name: 'logo-banner.png', mimeType: 'image/png', buffer: png });
  await page.locator('[data-testid="preview-artwork"]').waitFor({ timeout: 10000 }).catch((e) => errors.push(String(e)));
  const section = page.getByTestId('live-preview');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `/tmp/preview-shots/${lang}-${width}.png` });
  console.log(lang, await page.getByTestId('preview-facts').innerText());
  console.log(lang, await page.getByTestId('preview-artwork-status').innerText());
  console.log('errors', errors);
  await context.close();
}
await browser.close();
