import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useRenderTime } from './render-clock';
import { setSsrContextResolver } from './ssr-context';

function Clock() {
  return createElement('time', null, useRenderTime().toISOString());
}

afterEach(() => setSsrContextResolver(() => undefined));

describe('useRenderTime', () => {
  it("renders on the server with the request's time, not the clock's", () => {
    const renderedAt = Date.UTC(2026, 11, 31, 11, 59);
    setSsrContextResolver(() => ({
      lang: 'en',
      queryClient: new QueryClient(),
      fetch,
      renderedAt,
    }));
    expect(renderToString(createElement(Clock))).toContain('2026-12-31T11:59:00.000Z');
  });
});
