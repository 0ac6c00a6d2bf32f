import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_COOKIE } from '../apps/api/src/lib/session-cookie';

/** Debian's Chromium, never a downloaded browser (stack-notes: flags for root on a closed network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch its own fresh, temporary profile directory.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export type PageOptions = { width?: number; height?: number; lang?: 'en' | 'ar' };

/**
 * A page in a new context. Console errors and failed requests are collected so a test can
 * assert that the page ran cleanly.
 */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  if (options.lang) {
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), options.lang);
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * Signs a context in the way the storefront's login leaves a browser: the API's httpOnly
 * session cookie (scripts cannot read it) and the signed-in user's id under `ui_Ap`.
 */
export async function signInContext(context: BrowserContext, session: { token: string; id: number }) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: session.token, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript((id) => localStorage.setItem('ui_Ap', String(id)), session.id);
}
