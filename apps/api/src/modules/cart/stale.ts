/**
 * The stale-cart half of the daily storage sweep (storage/sweep.ts runs it, given by app.ts):
 * carts nobody came back to for CART_RETENTION_DAYS go, with their lines and design files
 * (docs/decisions/029-storage-sweep-quotas-dead-letters.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteStoredFiles } from '../uploads';
import { forgetCart } from './service';

type Rows<T> = { rows: T[] };

/**
 * Removes carts untouched since `cutoff` (their last change or newest line), their lines and
 * their design files' rows in one transaction, locking the carts so a customer's write in the
 * same moment waits (and then finds no cart, and starts a new one). Files go after the commit.
 */
export async function removeStaleCarts(db: Db, uploadDir: string, cutoff: Date) {
  const total = { carts: 0, cartFiles: 0, cartBytes: 0 };
  // A thousand carts per transaction: short locks, and within the statement parameter limit.
  for (;;) {
    const batch = await removeStaleCartBatch(db, uploadDir, cutoff);
    total.carts += batch.carts;
    total.cartFiles += batch.cartFiles;
    total.cartBytes += batch.cartBytes;
    if (batch.carts < CART_BATCH) return total;
  }
}

const CART_BATCH = 1000;

async function removeStaleCartBatch(db: Db, uploadDir: string, cutoff: Date) {
  const removed = await db.transaction(async (tx) => {
    const stale = (
      (await tx.execute(sql`
        select c.id, c.user_id as "userId" from carts c
        where greatest(c.updated_at, coalesce((select max(l.created_at) from cart_lines l where l.cart_id = c.id), c.updated_at))
          < ${cutoff.toISOString()}::timestamptz
        limit ${CART_BATCH}
        for update of c skip locked`)) as unknown as Rows<{ id: number; userId: number }>
    ).rows;
    if (stale.length === 0) return { carts: [], files: [] };
    const ids = sql.join(
      stale.map((c) => sql`${c.id}`),
      sql`, `,
    );
    const files = (
      (await tx.execute(sql`
        delete from uploads where cart_line_id in (select id from cart_lines where cart_id in (${ids}))
        returning storage_key as "storageKey", size_bytes as "sizeBytes"`)) as unknown as Rows<{
        storageKey: string;
        sizeBytes: number | string;
      }>
    ).rows;
    await tx.execute(sql`delete from carts where id in (${ids})`);
    return { carts: stale, files };
  });
  for (const cart of removed.carts) forgetCart(cart.userId);
  await deleteStoredFiles(
    uploadDir,
    removed.files.map((f) => f.storageKey),
  );
  return {
    carts: removed.carts.length,
    cartFiles: removed.files.length,
    cartBytes: removed.files.reduce((sum, f) => sum + Number(f.sizeBytes), 0),
  };
}
