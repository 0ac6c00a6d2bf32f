import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The language switch's call: the signed-in account keeps the language, a guest sends nothing. */
const stored = new Map<string, string>();
const calls: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  stored.clear();
  calls.length = 0;
  vi.resetModules();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ status: true, data: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('rememberLanguage', () => {
  it('PUTs { lang } to the signed-in user', async () => {
    stored.set('ui_Ap', '42');
    const { rememberLanguage } = await import('./remember-language');
    await rememberLanguage('ar');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/users/42');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ lang: 'ar' });
  });

  it('sends nothing for a guest', async () => {
    const { rememberLanguage } = await import('./remember-language');
    await rememberLanguage('es');
    expect(calls).toEqual([]);
  });

  it('never throws when the call fails', async () => {
    stored.set('ui_Ap', '7');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const { rememberLanguage } = await import('./remember-language');
    await expect(rememberLanguage('en')).resolves.toBeUndefined();
  });
});
