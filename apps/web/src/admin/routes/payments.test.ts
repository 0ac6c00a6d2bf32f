import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import Payments, { type AdminPayment } from './payments';

vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const asked = vi.hoisted(() => ({ calls: [] as unknown[][] }));
const row: AdminPayment = {
  id: 41,
  state: 'needs_refund',
  kind: 'cart',
  amount: 91.36,
  method: 'card',
  gateway: 'sandbox',
  gateway_order: '00000041',
  gateway_reference: 'sbx_1',
  refund_reference: null,
  failure: 'finish_failed',
  order_id: null,
  order_code: null,
  user_id: 7,
  user_email: 'lucia@example.com',
  created_at: '2026-11-26T10:00:00Z',
  updated_at: '2026-11-26T10:01:00Z',
};
vi.mock('../lib/api', async (original) => ({
  ...(await original<object>()),
  useAdminQuery: (...args: unknown[]) => {
    asked.calls.push(args);
    return {
      isPending: false,
      isError: false,
      error: null,
      data: { items: [row], page: 1, per_page: 25, total: 1 },
      refetch: () => undefined,
    };
  },
}));

describe('payments needing attention (back-office)', () => {
  it('asks GET /api/admin/payments for the refunds to make first, and lists them', () => {
    const html = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(MemoryRouter, null, createElement(Payments)),
      ),
    );
    expect(asked.calls[0]?.slice(0, 2)).toEqual(['payments', '/admin/payments']);
    expect(asked.calls[0]?.[2]).toMatchObject({ query: { state: 'needs_refund', page: 1 } });
    expect(html).toContain('lucia@example.com');
    expect(html).toContain('€91.36');
    expect(html).toContain('payments.states.needs_refund');
    expect(html).toContain('data-testid="payments-state"');
  });
});
