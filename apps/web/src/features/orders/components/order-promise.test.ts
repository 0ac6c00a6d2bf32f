import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CardPromise, TrackPromise } from './order-promise';

vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({
    t: (key: string, params?: Record<string, string>) =>
      params
        ? `${key}(${Object.entries(params)
            .map(([k, v]) => `${k}=${v}`)
            .join('; ')})`
        : key,
  }),
}));

/** The stored promise on the order's card and tracking page (docs/product.md#delivery-estimate). */
describe('the order promise', () => {
  it('shows nothing for an order without a promise (unpaid, or an answer without the dates)', () => {
    expect(renderToStaticMarkup(createElement(TrackPromise, { order: {} }))).toBe('');
    expect(renderToStaticMarkup(createElement(CardPromise, { order: { dispatch_by: null } }))).toBe('');
  });

  it('shows the dispatch and delivered-by dates on the card and the tracking page', () => {
    const order = { dispatch_by: '2026-12-03', delivered_by: '2026-12-04', promise_changes: [] };
    const card = renderToStaticMarkup(createElement(CardPromise, { order }));
    expect(card).toContain('data-date="2026-12-03"');
    expect(card).toContain('data-date="2026-12-04"');
    const track = renderToStaticMarkup(createElement(TrackPromise, { order }));
    expect(track).toContain('data-testid="track-dispatch" data-date="2026-12-03"');
    expect(track).toContain('data-testid="track-delivered-by" data-date="2026-12-04"');
    expect(track).not.toContain('track-promise-changes');
  });

  it('a moved promise: the new date, the old one and the reason', () => {
    const html = renderToStaticMarkup(
      createElement(TrackPromise, {
        order: {
          dispatch_by: '2026-12-07',
          delivered_by: '2026-12-08',
          promise_changes: [
            { from: '2026-12-03', to: '2026-12-07', reason: 'Printer repair', at: '2026-12-02T10:00:00Z' },
          ],
        },
      }),
    );
    expect(html).toContain('data-testid="track-promise-changes"');
    expect(html).toMatch(/promise\.moved\(to=[^;]*7[^;]*2026; from=[^;]*3[^;]*2026; reason=Printer repair\)/);
  });
});
