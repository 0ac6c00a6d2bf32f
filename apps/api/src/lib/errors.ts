import type { ErrorCode } from '@shop/shared';
import type { MessageKey } from './messages';

const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_error: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  reauth_required: 403,
  not_found: 404,
  conflict: 409,
  price_changed: 409,
  payment_declined: 402,
  payment_in_progress: 409,
  payment_refunded: 409,
  address_required: 422,
  address_incomplete: 422,
  tax_id_required: 422,
  artwork_blocked: 422,
  too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
};

/**
 * A failure the caller can act on. `messageKey` is translated into the request's language
 * by the error handler; `params` fill its placeholders; `errors` are extra lines
 * (already translated or keys of their own).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extraErrors: { key: MessageKey; params?: Record<string, string | number> }[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.statusCode = HTTP_STATUS[code];
  }
}

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS[code];
}
