import { centsToEuros, formatEuros, type Lang } from '@shop/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { recordAudit } from '../audit';
import { accountLedger } from './ledger';
import { accountInvoices, bankTransfers, transferAllocations } from './table';

export type TransferInput = {
  customerId: number;
  /** Euros received. */
  amount: number;
  /** The Madrid day the bank credited it (YYYY-MM-DD). */
  receivedOn: string;
  /** As the bank statement shows it. */
  reference: string;
  /** Which invoices (account invoice ids) it pays and how much of each; omitted: oldest due first. */
  allocations?: { invoiceId: number; amount: number }[] | undefined;
};

const cents = (euros: number) => Math.round(euros * 100);
const hasCents = (euros: number) => Number.isFinite(euros) && Math.abs(cents(euros) - euros * 100) < 1e-6;

/**
 * POST /api/admin/credit/transfers: staff record a bank transfer from an account against its
 * invoices on account, in full or in part (docs/decisions/053-pay-on-account.md). The whole
 * amount is allocated, and no invoice gets more than it still owes (422 otherwise). Under
 * the account's invoice rows' locks, so two staff recording at once cannot both settle one
 * euro. Audited.
 */
export async function recordTransfer(db: Db, staffUserId: number, input: TransferInput, lang: Lang) {
  const amountCents = cents(input.amount);
  if (!hasCents(input.amount) || amountCents <= 0 || amountCents > 100_000_000)
    throw new AppError('business_rule', 'credit.transferAmount');
  const reference = input.reference.trim();
  if (reference.length === 0 || reference.length > 140)
    throw new AppError('business_rule', 'credit.transferReference');
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.customerId), eq(users.role, 'customer')));
  if (!customer) throw new AppError('not_found', 'credit.customerNotFound');

  return db.transaction(async (tx) => {
    // The account's invoice rows, locked in one order: parallel transfers queue here.
    await tx
      .select({ id: accountInvoices.id })
      .from(accountInvoices)
      .where(eq(accountInvoices.userId, customer.id))
      .orderBy(asc(accountInvoices.id))
      .for('update');
    const ledger = await accountLedger(tx, customer.id);
    const owedById = new Map(ledger.map((entry) => [entry.id, entry]));
    let plan: { entryId: number; amountCents: number }[];
    if (input.allocations && input.allocations.length > 0) {
      plan = input.allocations.map((a) => {
        const entry = owedById.get(a.invoiceId);
        if (!entry) throw new AppError('not_found', 'credit.invoiceNotFound');
        if (!hasCents(a.amount) || cents(a.amount) <= 0)
          throw new AppError('business_rule', 'credit.transferAmount');
        return { entryId: entry.id, amountCents: cents(a.amount) };
      });
      const seen = new Set<number>();
      for (const p of plan) {
        if (seen.has(p.entryId)) throw new AppError('business_rule', 'credit.allocationTwice');
        seen.add(p.entryId);
        const entry = owedById.get(p.entryId)!;
        if (p.amountCents > entry.owedCents)
          throw new AppError('business_rule', 'credit.allocationTooMuch', {
            reference: entry.reference,
            owed: formatEuros(entry.owedCents, lang),
          });
      }
      const allocated = plan.reduce((sum, p) => sum + p.amountCents, 0);
      if (allocated !== amountCents)
        throw new AppError('business_rule', 'credit.allocationSum', {
          allocated: formatEuros(allocated, lang),
          amount: formatEuros(amountCents, lang),
        });
    } else {
      // Oldest due first, each up to what it owes.
      let left = amountCents;
      plan = [];
      for (const entry of ledger) {
        if (left === 0) break;
        if (entry.owedCents <= 0) continue;
        const take = Math.min(left, entry.owedCents);
        plan.push({ entryId: entry.id, amountCents: take });
        left -= take;
      }
      if (left > 0)
        throw new AppError('business_rule', 'credit.transferTooMuch', {
          owed: formatEuros(amountCents - left, lang),
        });
    }
    const [transfer] = await tx
      .insert(bankTransfers)
      .values({
        userId: customer.id,
        amountCents,
        receivedOn: input.receivedOn,
        reference,
        recordedBy: staffUserId,
      })
      .returning();
    if (!transfer) throw new Error('transfer insert returned nothing');
    await tx.insert(transferAllocations).values(
      plan.map((p) => ({
        transferId: transfer.id,
        accountInvoiceId: p.entryId,
        amountCents: p.amountCents,
      })),
    );
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'create',
      entity: 'bank_transfer',
      entityId: transfer.id,
      after: { ...transfer, allocations: plan },
    });
    return {
      transfer: {
        id: transfer.id,
        customer_id: customer.id,
        amount: centsToEuros(amountCents),
        received_on: transfer.receivedOn,
        reference: transfer.reference,
        allocations: plan.map((p) => ({ invoice_id: p.entryId, amount: centsToEuros(p.amountCents) })),
      },
      message: translate('credit.transferRecorded', lang, { amount: formatEuros(amountCents, lang) }),
    };
  });
}

/** The SQL of what an account invoice still owes (amount − transfers − credit notes). */
export const owedSql = sql<number>`(${accountInvoices.amountCents}
  - coalesce((select sum(ta.amount_cents) from transfer_allocations ta where ta.account_invoice_id = ${accountInvoices.id}), 0)
  + coalesce((select sum(cn.total_cents) from credit_notes cn where cn.order_id = ${accountInvoices.orderId}), 0))::int`;
