import { STOREFRONT_ROUTE_LIST } from '@shop/shared/storefront-routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageModules, routes } from './router';

/** The router's routes with a path, as [table key, full path, behind RequireAuth]. */
function routed(list: RouteObject[], parent = '', guarded = false): [string, string, boolean][] {
  return list.flatMap((route) => {
    const full = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const behind =
      guarded || (route.element as { type?: { name?: string } } | undefined)?.type?.name === 'RequireAuth';
    const own: [string, string, boolean][] = route.path && route.id ? [[route.id, full, behind]] : [];
    return [...own, ...routed(route.children ?? [], full, behind)];
  });
}

const sample = (path: string) => path.replace(/:[^/]+/g, '7').replace(/\/\*$/, '/orders');

describe('the router is the route table', () => {
  const table = STOREFRONT_ROUTE_LIST;
  const inRouter = routed(routes).filter(([id]) => id !== 'notFound');

  it('routes every table entry at its path, and nothing else', () => {
    const byKey = (a: string[], b: string[]) => String(a[0]).localeCompare(String(b[0]));
    expect(inRouter.map(([id, path]) => [id, path]).sort(byKey)).toEqual(
      table.map((route) => [route.key, route.path]).sort(byKey),
    );
  });

  it('puts exactly the signed-in pages behind RequireAuth', () => {
    for (const [id, , behind] of inRouter) {
      expect(behind, id).toBe(table.find((route) => route.key === id)?.access === 'signedIn');
    }
  });

  it('matches each table path to its own page module, and unknown paths to not-found', () => {
    for (const route of table) {
      const leaf = matchRoutes(routes, sample(route.path))?.at(-1)?.route;
      expect(leaf?.id, route.path).toBe(route.key);
      expect(leaf?.lazy, route.path).toBe(pageModules[route.key]);
    }
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.id).toBe('notFound');
    expect(matchRoutes(routes, '/FINISHEDproducts')?.at(-1)?.route.id).toBe('finishedProducts');
  });
});
