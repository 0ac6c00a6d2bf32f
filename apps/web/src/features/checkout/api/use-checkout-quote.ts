import { ApiError } from '../../../lib/api-client';
import { useShippingQuote } from './calculate-shipping';
import { useCountries } from './get-countries';

/**
 * The totals for a chosen country, and whether paying is possible: a country without a quote
 * (rest of world: "contact us") is known from the list before anything is asked. With
 * `addressId` (an address that has its country), the address decides the destination.
 */
export function useCheckoutQuote(countryId: number | null, addressId: number | null = null) {
  const byAddress = addressId !== null;
  const countries = useCountries(countryId !== null && !byAddress);
  const country = byAddress ? null : (countries.data?.find((c) => c.id === countryId) ?? null);
  const noQuote = country !== null && !country.quote_available;
  const quote = useShippingQuote(
    byAddress ? { addressId } : noQuote || countryId === null ? null : { countryId },
  );
  const refused = noQuote || (quote.error instanceof ApiError && quote.error.status === 422);
  return {
    country,
    quote,
    noQuote,
    refused,
    ready: (byAddress || countryId !== null) && !refused && quote.isSuccess && !quote.isFetching,
  };
}
