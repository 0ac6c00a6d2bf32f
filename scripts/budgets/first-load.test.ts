import { describe, expect, it } from 'vitest';
import { firstLoadFiles, measureRoutes, staticClosure } from './first-load.mjs';

/** A small manifest shaped like Vite's: one entry, a shared vendor chunk, two lazy routes, locales. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/routes/home.tsx', 'src/routes/contact.tsx', 'src/search.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  'src/search.tsx': { file: 'assets/search.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/routes/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor.js'],
    dynamicImports: ['src/contact-form.tsx'],
    css: ['assets/home.css'],
  },
  'src/contact-form.tsx': { file: 'assets/contact-form.js', isDynamicEntry: true, imports: ['_forms.js'] },
  'src/routes/contact.tsx': { file: 'assets/contact.js', isDynamicEntry: true, imports: ['_forms.js'] },
  'src/i18n/locales/en/home.json': { file: 'assets/home-en.js', isDynamicEntry: true },
  'src/i18n/locales/ar/home.json': { file: 'assets/home-ar.js', isDynamicEntry: true },
  '../../node_modules/font.woff2': { file: 'assets/font.woff2' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/vendor.js': 30_000,
  'assets/forms.js': 40_000,
  'assets/search.js': 2_000,
  'assets/home.js': 5_000,
  'assets/contact-form.js': 3_000,
  'assets/contact.js': 4_000,
  'assets/home-en.js': 1_000,
  'assets/home-ar.js': 1_500,
  'assets/index.css': 10_000,
  'assets/home.css': 1_000,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
};

describe('first-load files from a Vite manifest', () => {
  it('follows static imports and stops at dynamic ones', () => {
    expect([...staticClosure(manifest, ['src/routes/home.tsx'])].sort()).toEqual([
      '_vendor.js',
      'index.html',
      'src/routes/home.tsx',
    ]);
  });

  it('counts the entry, the shell and route chunks, their static imports, locales and CSS once each', () => {
    const files = firstLoadFiles(manifest, {
      lazy: ['src/routes/home.tsx'],
      namespaces: ['home'],
      lang: 'ar',
      fallbackLang: 'en',
      shell: ['src/search.tsx'],
    });
    expect(files.js).toEqual([
      'assets/home-ar.js',
      'assets/home-en.js',
      'assets/home.js',
      'assets/index.js',
      'assets/search.js',
      'assets/vendor.js',
    ]);
    expect(files.css).toEqual(['assets/home.css', 'assets/index.css']);
  });

  it('refuses a route the manifest does not know, so a renamed page cannot pass unmeasured', () => {
    expect(() =>
      firstLoadFiles(manifest, { lazy: ['src/routes/gone.tsx'], namespaces: [], lang: 'en' }),
    ).toThrow(/no entry "src\/routes\/gone.tsx"/);
  });
});

describe('budgets', () => {
  const routes = [
    { name: '/home', lazy: ['src/routes/home.tsx'], namespaces: ['home'], jsGoal: 130_000 },
    { name: '/contact', lazy: ['src/routes/contact.tsx'], namespaces: [] },
  ];

  it('passes a route under the hard budget and flags one above the goal only as a note', () => {
    const rows = measureRoutes(manifest, sizeOf, routes, { jsHard: 150_000, cssHard: 12_000, langs: ['en'] });
    expect(
      rows.map(({ route, js, css, overGoal, failures }) => ({ route, js, css, overGoal, failures })),
    ).toEqual([
      { route: '/home', js: 136_000, css: 11_000, overGoal: true, failures: [] },
      {
        route: '/contact',
        js: 174_000,
        css: 10_000,
        overGoal: false,
        failures: ['JS 169.9 KiB > 146.5 KiB'],
      },
    ]);
  });

  it("applies a route's own hard budget instead of the common one", () => {
    const allowed = [{ ...routes[1]!, jsHard: 180_000 }];
    const [row] = measureRoutes(manifest, sizeOf, allowed, {
      jsHard: 150_000,
      cssHard: 12_000,
      langs: ['en'],
    });
    expect(row).toMatchObject({ js: 174_000, jsHard: 180_000, failures: [] });
  });

  it('fails CSS above its budget, per language, counting the fallback language namespaces', () => {
    const rows = measureRoutes(manifest, sizeOf, routes.slice(0, 1), {
      jsHard: 200_000,
      cssHard: 10_500,
      langs: ['en', 'ar'],
      fallbackLang: 'en',
    });
    expect(rows.map((row) => [row.lang, row.js, row.failures])).toEqual([
      ['en', 136_000, ['CSS 10.7 KiB > 10.3 KiB']],
      ['ar', 137_500, ['CSS 10.7 KiB > 10.3 KiB']],
    ]);
  });
});
