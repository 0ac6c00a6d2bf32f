/**
 * What one account may keep waiting: design-file space, open quotes and cart lines
 * (issue 22, finding 3; docs/decisions/029-storage-sweep-quotas-dead-letters.md). The checks
 * that count rows live with the rows' owners (cart/room.ts, orders/quote-room.ts), so storage
 * imports no module above it (docs/decisions/030-module-walls.md).
 */
import type { Env } from '../../config/env';

export type AccountLimits = { uploadQuotaBytes: number; maxOpenQuotes: number; maxCartLines: number };

export const MB = 1024 * 1024;

export function accountLimits(env: Env): AccountLimits {
  return {
    uploadQuotaBytes: env.UPLOAD_QUOTA_MB * MB,
    maxOpenQuotes: env.MAX_OPEN_QUOTES,
    maxCartLines: env.MAX_CART_LINES,
  };
}
