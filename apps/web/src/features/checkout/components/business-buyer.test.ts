import type { Company } from '@shop/shared/api/company';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getCompanyQueryOptions } from '../../accounts/api/company';
import { BusinessBuyer } from './business-buyer';

vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));
vi.mock('../../../lib/session', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ userId: 5 }),
}));

const company = { company_name: 'Ana García', tax_id: '12345678Z' } as Company;

/** The checkout's invoice block for a signed-in customer whose company details are already read. */
function render(totalEuros: number, saved: Company | null) {
  const client = new QueryClient();
  client.setQueryData(getCompanyQueryOptions(5).queryKey, saved);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, null, createElement(BusinessBuyer, { totalEuros, onNeeded: () => {} })),
    ),
  );
}

describe('checkout: the buyer’s tax ID before the first invoice (decision 043)', () => {
  it('above €400 without a tax ID: asks for the company details before paying', () => {
    const html = render(500, null);
    expect(html).toContain('data-testid="tax-id-ask"');
    expect(html).toContain('business.overLimit');
  });

  it('up to €400: only the "I am buying for a business" box, nothing asked yet', () => {
    const html = render(120, null);
    expect(html).toContain('data-testid="business-buyer"');
    expect(html).toContain('business.checkbox');
    expect(html).not.toContain('tax-id-ask');
  });

  it('a buyer with a tax ID is asked nothing', () => {
    expect(render(500, company)).toBe('');
  });
});
