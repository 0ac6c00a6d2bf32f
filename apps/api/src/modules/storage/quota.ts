/**
 * The upload quota: the bytes of design files an account keeps waiting (in its cart and on
 * its unpaid quotes), plus what it is sending right now, stay under UPLOAD_QUOTA_MB. Bytes
 * are counted as they arrive, so a request that passes the quota is stopped there and its
 * files deleted (uploads/store.ts deletes what a failed request wrote).
 */
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { MB } from './limits';

/** Bytes of an account's stored design files that one module keeps waiting (its cart lines, its unpaid quotes). */
export type UploadUseCounter = (db: Db, userId: number) => Promise<number>;

const counters: UploadUseCounter[] = [];

/**
 * Cart and orders keep design files and sit above storage, so they register how to count
 * theirs rather than storage importing their tables (docs/decisions/030-module-walls.md).
 * Each counts only its own rows, so the sum counts no file twice.
 */
export function registerUploadUse(counter: UploadUseCounter): void {
  counters.push(counter);
}

/**
 * Bytes each account is sending to this process now. Two parallel requests each see the
 * other's bytes, so they cannot both fill the remaining space. (Several processes each
 * count their own: at worst one request per process past the quota.)
 */
const receiving = new Map<number, number>();

/** Bytes of the account's stored design files in its cart and on its unpaid quotes. */
export async function usedUploadBytes(db: Db, userId: number): Promise<number> {
  // No counter means the modules that keep files were never loaded: a quota of nothing
  // would let every file through, so this fails loudly instead.
  if (counters.length === 0) throw new Error('No module registered its design files with the upload quota');
  let bytes = 0;
  // One after another: `db` may be a transaction, which runs one statement at a time anyway.
  for (const counter of counters) bytes += await counter(db, userId);
  return bytes;
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
