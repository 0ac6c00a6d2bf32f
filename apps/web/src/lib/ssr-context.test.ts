import { PassThrough } from 'node:stream';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { createElement, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitOnServer, setSsrContextResolver } from './ssr-context';

afterEach(() => setSsrContextResolver(() => undefined));

function serverWith(queryClient: QueryClient) {
  setSsrContextResolver(() => ({ lang: 'en', queryClient, fetch, renderedAt: 0 }));
}

const priceOf = (answer: () => Promise<string>) =>
  queryOptions({ queryKey: ['price', 7], queryFn: answer, retry: false });

/** Renders as entry-server.tsx does: the whole page once every boundary is ready. */
function renderAll(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => {
          html += chunk.toString();
        });
        sink.on('end', () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

function Price({ answer }: { answer: () => Promise<string> }) {
  const options = priceOf(answer);
  awaitOnServer(options);
  const price = useQuery(options);
  return createElement('output', null, price.data ?? (price.isError ? 'failed' : 'loading'));
}

const page = (queryClient: QueryClient, answer: () => Promise<string>) =>
  createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(Suspense, { fallback: 'wait' }, createElement(Price, { answer })),
  );

describe('awaitOnServer', () => {
  it('holds the server render until the answer is in the HTML and the cache', async () => {
    const queryClient = new QueryClient();
    serverWith(queryClient);
    let asked = 0;
    const answer = async () => {
      asked += 1;
      return '€12.50';
    };
    const html = await renderAll(page(queryClient, answer));
    expect(html).toContain('<output>€12.50</output>');
    expect(queryClient.getQueryData(['price', 7])).toBe('€12.50');
    expect(asked).toBe(1);
  });

  it('renders a failed answer as the page renders it, and does not ask again', async () => {
    // As the server render's client is set up (entry-server.tsx): an error renders as an error.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    serverWith(queryClient);
    let asked = 0;
    const answer = async () => {
      asked += 1;
      throw new Error('no price');
    };
    const html = await renderAll(page(queryClient, answer));
    expect(html).toContain('<output>failed</output>');
    expect(asked).toBe(1);
  });

  it('does nothing in the browser (no server context) or for a disabled query', () => {
    expect(() => awaitOnServer(priceOf(async () => 'x'))).not.toThrow();
    serverWith(new QueryClient());
    expect(() => awaitOnServer({ ...priceOf(async () => 'x'), enabled: false })).not.toThrow();
  });
});
