import { invoiceTypeFor } from '@shop/shared/invoice-type';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { loadCompany, snapshotCompany } from '../tax';
import { recordCancellation } from '../verifactu';
import { buyerOf } from './lines';
import { formatInvoiceNumber, issueInvoice } from './service';
import { creditNotes, invoices } from './table';

/**
 * POST /api/admin/invoices/{id}/reissue: an invoice issued by mistake (most often an F2 for a
 * buyer who then asks for a full invoice) is annulled and a new one issued in its place, in one
 * transaction: the registro de anulación of the old invoice, the old row marked annulled, the
 * new invoice under the next number with the customer's current company details and its own
 * registration, the audit entry (docs/decisions/045-invoice-annulment.md). The amounts are the
 * ones invoiced: only who the invoice is made out to changes. An invoice a credit note already
 * corrects is refused: the credit note would name an annulled invoice.
 */
export async function reissueInvoice(
  db: Db,
  input: { invoiceId: number; staffUserId: number; reason: string },
) {
  return db.transaction(async (tx) => {
    // The row lock makes a second annulment of the same invoice wait, then see it annulled.
    const [old] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    if (!old) throw new AppError('not_found', 'invoices.notFound');
    const oldNumber = formatInvoiceNumber(old.year, old.number);
    if (old.annulledAt) throw new AppError('conflict', 'invoices.alreadyAnnulled', { number: oldNumber });
    const [note] = await tx
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, old.id))
      .limit(1);
    if (note) throw new AppError('conflict', 'invoices.hasCreditNotes', { number: oldNumber });

    await recordCancellation(tx, { invoiceNumber: oldNumber, issuedAt: old.issuedAt });
    const [annulled] = await tx
      .update(invoices)
      .set({ annulledAt: new Date(), annulReason: input.reason })
      .where(eq(invoices.id, old.id))
      .returning({ annulledAt: invoices.annulledAt });

    const companyRow = await loadCompany(tx, old.userId);
    const company = companyRow ? await snapshotCompany(tx, companyRow) : null;
    const doc = old.document;
    const buyer = buyerOf({
      customerName: doc.customer.name,
      company,
      addressCountryCode: doc.customer.address?.countryCode ?? doc.buyer?.countryCode,
    });
    const issued = await issueInvoice(tx, {
      orderId: old.orderId,
      userId: old.userId,
      subtotalCents: old.subtotalCents,
      discountCents: old.discountCents,
      shippingCents: old.shippingCents,
      vatRateBasisPoints: old.vatRateBasisPoints,
      vatCents: old.vatCents,
      totalCents: old.totalCents,
      document: { ...doc, company, buyer },
    });
    await tx.update(invoices).set({ replacedById: issued.id }).where(eq(invoices.id, old.id));
    const invoiceType = invoiceTypeFor(buyer);
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'reissue',
      entity: 'invoice',
      entityId: old.id,
      before: { number: oldNumber, buyer: doc.buyer ?? null },
      after: {
        reason: input.reason,
        replacedBy: { id: issued.id, number: issued.number, invoiceType, buyer },
      },
    });
    return {
      annulled: {
        id: old.id,
        number: oldNumber,
        annulled_at: (annulled?.annulledAt ?? new Date()).toISOString(),
      },
      invoice: { id: issued.id, number: issued.number, invoice_type: invoiceType },
      order_id: old.orderId,
    };
  });
}
