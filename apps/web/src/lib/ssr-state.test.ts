import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { dehydrateQueries, hydrateQueries, type SsrPayload, serializeSsrPayload } from './ssr-state';

const emptyRouter: SsrPayload['router'] = { loaderData: {}, actionData: null, errors: null };

describe('the server render hands its queries to the browser', () => {
  it('escapes the JSON so no text can close the data block', () => {
    const server = new QueryClient();
    server.setQueryData(['product', 'en', 1], { title: '</script><script>alert(1)</script> & \u2028' });
    const json = serializeSsrPayload({
      router: emptyRouter,
      queries: dehydrateQueries(server),
      namespaces: ['common'],
    });
    expect(json).not.toMatch(/[<>&\u2028]/);
    const back = JSON.parse(json) as SsrPayload;
    expect(back.queries.queries[0]?.state.data).toEqual({
      title: '</script><script>alert(1)</script> & \u2028',
    });
  });

  it('keeps data as fresh and an answered error as an ApiError, and leaves pending queries out', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    server.setQueryData(['home', 'ar'], { products: [] });
    await server.prefetchQuery({
      queryKey: ['product', 'en', 404],
      queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'No such product')),
    });
    void server.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    const payload = JSON.parse(
      serializeSsrPayload({ router: emptyRouter, queries: dehydrateQueries(server), namespaces: [] }),
    ) as SsrPayload;
    expect(payload.queries.queries.map((q) => q.queryKey)).toEqual([
      ['home', 'ar'],
      ['product', 'en', 404],
    ]);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const before = Date.now();
    hydrateQueries(browser, payload.queries);
    const home = browser.getQueryCache().find({ queryKey: ['home', 'ar'] });
    expect(home?.state.data).toEqual({ products: [] });
    expect(home?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(home?.isStale()).toBe(false);
    const error = browser.getQueryCache().find({ queryKey: ['product', 'en', 404] })?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('No such product');
  });
});
