import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { proofNeeds } from '../modules/orders/proof-gate';
import { orders, proofs } from '../modules/orders/table';
import { uploads } from '../modules/uploads/table';

/**
 * Gives every part of an order that needs a proof an approved one, straight in the database (no
 * event, so no mail): for tests about later steps, since an order cannot go into production (6)
 * before its proofs are approved (docs/product.md#proofs). The proof flow itself is tested
 * through its routes in orders/proofs.test.ts.
 */
export async function approveProofsOf(db: Db, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  for (const lineId of await proofNeeds(db, order)) {
    const [upload] = await db
      .insert(uploads)
      .values({
        ownerUserId: order.userId,
        storageKey: randomBytes(16).toString('hex'),
        originalName: 'approved-proof.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        purpose: 'proof',
      })
      .returning();
    await db.insert(proofs).values({
      orderId,
      lineId,
      version: 1,
      status: 'approved',
      uploadId: upload!.id,
      decidedAt: new Date(),
    });
  }
}
