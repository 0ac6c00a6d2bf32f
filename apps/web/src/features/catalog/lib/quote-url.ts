import type { EstimateParams } from '../api/get-estimate';

/**
 * The address of the quote PDF of a configuration (GET /api/quotes/pdf): the server prices it
 * again, in the page's language, so the link can be opened, saved or forwarded as it is.
 */
export function quotePdfUrl(params: EstimateParams, lang: string): string {
  const search = new URLSearchParams({ product_id: String(params.productId) });
  if (params.optionIds.length > 0) search.set('options', params.optionIds.join(','));
  if (params.width !== null) search.set('width', String(params.width));
  if (params.height !== null) search.set('height', String(params.height));
  search.set('quantity', String(params.quantity));
  if (params.countryId !== null) search.set('country_id', String(params.countryId));
  search.set('lang', lang);
  return `/api/quotes/pdf?${search.toString()}`;
}
