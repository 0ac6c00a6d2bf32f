import type { Address } from '@shop/shared/api/addresses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paymentOptionsKey } from '../../../components/payment/payment-options';
import { getAddressesQueryOptions } from '../../../lib/addresses';
import { CheckoutPayment } from './checkout-payment';

vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

const address = (country: string | null): Address => ({
  id: 7,
  type: 2,
  typeName: 'Work',
  label: 'Workshop',
  details: 'Polígono Santa Teresa, nave 4, 29004 Málaga',
  contact_name: '',
  company: '',
  street: country ? 'Polígono Santa Teresa, nave 4' : 'Polígono Santa Teresa, nave 4, 29004 Málaga',
  postcode: country ? '29004' : '',
  city: country ? 'Málaga' : '',
  province: '',
  country,
  phone: '+34 952 000 123',
  is_default: true,
  fullAddress: 'Workshop – Polígono Santa Teresa, nave 4, Málaga',
});

/** /payment with the address book already read (as after its request). */
function render(saved: Address) {
  const client = new QueryClient();
  client.setQueryData(getAddressesQueryOptions().queryKey, [saved]);
  client.setQueryData(paymentOptionsKey, { gateway: 'sandbox', card_on_page: true, methods: ['card'] });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: ['/payment?country=1'] }, createElement(CheckoutPayment)),
    ),
  );
}

describe('/payment with an address saved as free text (issue 20: 422 address_incomplete)', () => {
  it('says to complete it, links to the address book and offers no payment', () => {
    const html = render(address(null));
    expect(html).toContain('data-testid="address-incomplete"');
    expect(html).toContain('address.incomplete');
    expect(html).toContain('href="/address?next=%2Fpayment%3Fcountry%3D1"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="pay-now"/);
  });

  it('says nothing of the kind for a structured address', () => {
    expect(render(address('ES'))).not.toContain('address-incomplete');
  });
});
