import type { FastifyInstance } from 'fastify';

/** A structured Spanish address: payments take their destination and VAT from it (issue 20). */
export const MADRID = {
  street: 'Calle Mayor 1',
  postcode: '28013',
  city: 'Madrid',
  countryCode: 'ES',
} as const;

/**
 * The payment payload with the total the customer is shown for the cart at that address
 * (POST /api/shipments/calculate), as the storefront sends it; one that names its own
 * total_amount is left alone.
 */
export async function withShownTotal<T extends Record<string, unknown>>(
  app: FastifyInstance,
  token: string,
  payload: T,
): Promise<T & { total_amount?: unknown }> {
  if ('total_amount' in payload) return payload;
  const quote = await app.inject({
    method: 'POST',
    url: '/api/shipments/calculate',
    headers: { authorization: `Bearer ${token}` },
    payload:
      payload.address_id === undefined
        ? { country_id: payload.country_id }
        : { address_id: payload.address_id },
  });
  return quote.statusCode === 200 ? { ...payload, total_amount: quote.json().data.total_amount } : payload;
}
