import type { Lang } from '@shop/shared';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_COOKIE } from '../apps/api/src/lib/session-cookie';

/** Debian's Chromium, never a downloaded browser (the flags below let it run as root on a closed network). */
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

export type PageOptions = {
  width?: number;
  height?: number;
  lang?: Lang;
  /** Another shop than the one global-setup.ts started (e.g. one paying through a bank stand-in). */
  baseUrl?: string;
};

/**
 * A page in a new context. Console errors and failed requests are collected so a test can
 * assert that the page ran cleanly.
 */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const baseURL = options.baseUrl ?? inject('baseUrl');
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  if (options.lang) {
    // The visitor's choice as the storefront keeps it: the server renders the page in it.
    await context.addCookies([{ name: 'lang', value: options.lang, url: baseURL }]);
  }
  const page = await context.newPage();
  // Server-rendered pages show before React runs; a test acting on them that early would act
  // on markup nothing listens to yet. Each navigation waits for the app to be hydrated
  // (main.tsx marks <html data-app="ready">), as a person would only notice it does.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const appReady = async <T>(response: T): Promise<T> => {
    await page.waitForFunction(
      () => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'),
    );
    return response;
  };
  page.goto = async (url, options) => appReady(await goto(url, options));
  page.reload = async (options) => appReady(await reload(options));
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
export async function signInContext(
  context: BrowserContext,
  session: { token: string; id: number },
  baseUrl = inject('baseUrl'),
) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: session.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript((id) => localStorage.setItem('ui_Ap', String(id)), session.id);
}

/**
 * Records each time React hides content already on screen: a part that suspends outside a
 * transition (code or texts first asked for when it mounts) makes React set `display: none
 * !important` on the shown page until it is ready, and the page blinks. Install before `goto`;
 * the returned function reads what was hidden (tag and first words), for `toEqual([])`.
 */
export async function watchBlinks(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __blinks: string[] }).__blinks = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (
          element.style?.getPropertyPriority('display') === 'important' &&
          element.style.display === 'none'
        ) {
          seen.push(`${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 60) ?? ''}`);
        }
      }
    }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __blinks: string[] }).__blinks ?? []);
}
