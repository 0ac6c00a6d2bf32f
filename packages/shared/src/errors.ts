export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthorized',
  'forbidden',
  /** A staff money action needs the password again (POST /api/admin/reauth), decision 027. */
  'reauth_required',
  'not_found',
  'conflict',
  'price_changed',
  'payment_declined',
  /** Another payment of the same cart or order is under way (issue 20): follow `payment`. */
  'payment_in_progress',
  /** Charged, but the order could not be written: the payment is refunded (issue 20). */
  'payment_refunded',
  /** No delivery address to pay with (issue 20). */
  'address_required',
  /** A free-text address without a country must be completed before paying (issue 20). */
  'address_incomplete',
  /**
   * A buyer without a tax ID above the simplified-invoice limit: add a NIF/NIE, CIF or EU VAT
   * number (the company details) before paying (issue 21).
   */
  'tax_id_required',
  /**
   * A design file's preflight has a blocker at the ordered size and the customer did not
   * tick "print as supplied, I accept the risk" (`accept_risk: true`); docs/product.md#uploads.
   */
  'artwork_blocked',
  'too_large',
  'unsupported_media_type',
  'business_rule',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorBody = { status: false; code: ErrorCode; message: string; errors: string[] };
