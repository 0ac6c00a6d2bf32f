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
  'too_large',
  'unsupported_media_type',
  'business_rule',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorBody = { status: false; code: ErrorCode; message: string; errors: string[] };
