import fs from 'node:fs';
import path from 'node:path';
import { STOREFRONT_ROUTES } from '@shop/shared/storefront-routes';
import { describe, expect, it } from 'vitest';

/**
 * The server answers 404 for paths outside STOREFRONT_ROUTES; this keeps that list and the
 * router's table (read as text: the router needs a browser to load) the same.
 */
describe('the server knows every storefront route', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
  const routerPaths = [...source.matchAll(/path: '([^']+)'/g)]
    .map((m) => m[1] as string)
    .filter((p) => p !== '*')
    .map((p) => (p.startsWith('/') ? p : `/${p}`));

  it('lists what the router lists, no more and no less', () => {
    expect(new Set(routerPaths)).toEqual(new Set(STOREFRONT_ROUTES));
  });
});
