import { describe, expect, it } from 'vitest';
import { getSiteOptions } from '../modules/content/service';
import { EnvError, loadEnv } from './env';

describe('shop settings (map, WhatsApp, sister sites)', () => {
  it('defaults to the settings module', () => {
    const options = getSiteOptions(loadEnv({}), 'en');
    expect(options.whatsapp.url).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(options.map.embedUrl).toMatch(/^https:\/\//);
    expect(options.sisterSites).toHaveLength(4);
  });

  it('reads overrides, and "none" turns the interactive map off', () => {
    const env = loadEnv({
      SHOP_WHATSAPP: '+34 (600) 11-22-33',
      SHOP_MAP_EMBED_URL: 'none',
      SHOP_MAP_LINK_URL: 'https://maps.example/shop',
      SHOP_SISTER_SITES: '[{"name":"Only","url":"https://only.example"}]',
    });
    const options = getSiteOptions(env, 'ar');
    expect(options.whatsapp).toEqual({ number: '34600112233', url: 'https://wa.me/34600112233' });
    expect(options.map.embedUrl).toBeNull();
    expect(options.map.linkUrl).toBe('https://maps.example/shop');
    expect(options.sisterSites).toEqual([{ name: 'Only', url: 'https://only.example', description: null }]);
  });

  it.each([
    ['SHOP_SISTER_SITES', 'not json'],
    ['SHOP_SISTER_SITES', '[{"name":"x","url":"javascript:alert(1)"}]'],
    ['SHOP_WHATSAPP', 'call me'],
    ['SHOP_MAP_EMBED_URL', 'ftp://maps.example'],
  ])('refuses %s=%s with one line naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});
