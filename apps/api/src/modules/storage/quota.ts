/**
 * The upload quota: the bytes of design files an account keeps waiting (in its cart and on
 * its unpaid quotes), plus what it is sending right now, stay under UPLOAD_QUOTA_MB. Bytes
 * are counted as they arrive, so a request that passes the quota is stopped there and its
 * files deleted (uploads/store.ts deletes what a failed request wrote).
 */
import type { Readable } from 'node:stream';
import { ORDER_STATUS } from '@shop/shared';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { orders } from '../orders';
import { uploads } from '../uploads';
import { MB } from './limits';

/** Statuses whose files still count: the quote is not paid (paid work is the shop's to keep). */
const UNPAID_QUOTE = [ORDER_STATUS.waitingForApproval, ORDER_STATUS.rejected, ORDER_STATUS.waitingForPayment];

/**
 * Bytes each account is sending to this process now. Two parallel requests each see the
 * other's bytes, so they cannot both fill the remaining space. (Several processes each
 * count their own: at worst one request per process past the quota.)
 */
const receiving = new Map<number, number>();

/** Bytes of the account's stored design files in its cart and on its unpaid quotes. */
export async function usedUploadBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .leftJoin(orders, eq(orders.id, uploads.orderId))
    .where(
      and(
        eq(uploads.ownerUserId, userId),
        or(
          isNotNull(uploads.cartLineId),
          and(eq(orders.kind, 'service'), inArray(orders.status, UNPAID_QUOTE)),
        ),
      ),
    );
  return Number(row?.bytes ?? 0);
}

const quotaError = (quotaBytes: number, usedBytes: number) =>
  new AppError('too_large', 'storage.quotaExceeded', {
    quota: Math.floor(quotaBytes / MB),
    remaining: Math.max(0, Math.floor(((quotaBytes - usedBytes) / MB) * 10) / 10),
  });

export type UploadBudget = {
  /** Counts bytes arriving; throws the quota error once they pass the space left. */
  take(bytes: number): void;
  /** Gives back this request's count of bytes being received (idempotent). */
  release(): void;
};

/** The space an account has for this request; refuses at once (413) when none is left. */
export async function openUploadBudget(db: Db, userId: number, quotaBytes: number): Promise<UploadBudget> {
  const stored = await usedUploadBytes(db, userId);
  const receivingNow = () => receiving.get(userId) ?? 0;
  if (stored + receivingNow() >= quotaBytes) throw quotaError(quotaBytes, stored + receivingNow());
  let mine = 0;
  const addReceiving = (delta: number) => {
    const next = receivingNow() + delta;
    if (next > 0) receiving.set(userId, next);
    else receiving.delete(userId);
  };
  return {
    take(bytes) {
      mine += bytes;
      addReceiving(bytes);
      // Other requests' bytes as they are now, not as they were when this one started.
      const total = stored + receivingNow();
      if (total > quotaBytes) throw quotaError(quotaBytes, total - mine);
    },
    release() {
      addReceiving(-mine);
      mine = 0;
    },
  };
}

/**
 * Counts a multipart file's bytes as busboy hands them over, before anything reads them; past
 * the budget the file stream is destroyed with the quota error, which ends the request like a
 * refused file (its files are deleted and the error answered).
 */
export function meterIncoming(file: Readable, budget: UploadBudget): void {
  // What busboy already pushed before the part reached us (a whole small file, often);
  // too much throws here, inside receiveArtwork's loop, which cleans up.
  budget.take(file.readableLength);
  const push = file.push.bind(file);
  file.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk != null && !file.destroyed) {
      try {
        budget.take((chunk as Buffer).length);
      } catch (error) {
        file.destroy(error as Error);
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

/** For copies made on the server (order again): refuses when `adding` bytes do not fit. */
export async function assertUploadRoom(db: Db, userId: number, quotaBytes: number, adding: number) {
  const used = (await usedUploadBytes(db, userId)) + (receiving.get(userId) ?? 0);
  if (adding > 0 && used + adding > quotaBytes) throw quotaError(quotaBytes, used);
}
