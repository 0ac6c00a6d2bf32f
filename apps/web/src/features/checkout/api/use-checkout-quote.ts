import { ApiError } from '../../../lib/api-client';
import { useShippingQuote } from './calculate-shipping';
import { useCountries } from './get-countries';

/**
 * The totals for a chosen country, and whether paying is possible: a country without a quote
 * (rest of world: "contact us") is known from the list before anything is asked.
 */
export function useCheckoutQuote(countryId: number | null) {
  const countries = useCountries(countryId !== null);
  const country = countries.data?.find((c) => c.id === countryId) ?? null;
  const noQuote = country !== null && !country.quote_available;
  const quote = useShippingQuote(noQuote ? null : countryId);
  const refused = noQuote || (quote.error instanceof ApiError && quote.error.status === 422);
  return {
    country,
    quote,
    noQuote,
    refused,
    ready: countryId !== null && !refused && quote.isSuccess && !quote.isFetching,
  };
}
