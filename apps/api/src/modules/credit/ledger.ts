import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes } from '../invoices';
import { accountInvoices, transferAllocations } from './table';

/** One on-account invoice with what is left to pay on it. */
export type LedgerEntry = {
  id: number;
  orderId: number;
  invoiceId: number;
  amountCents: number;
  issuedOn: string;
  dueOn: string;
  reference: string;
  remindedOn: string | null;
  /** Transfers allocated to it. */
  paidCents: number;
  /** Its order's credit notes (refunds: nothing is paid back on account, the debt shrinks). */
  creditedCents: number;
  /** amount − paid − credited, never below 0 (a refund after payment is money owed back, not credit). */
  owedCents: number;
};

export type LedgerState = 'paid' | 'part_paid' | 'open' | 'overdue';

/** paid, part-paid, open or overdue on a Madrid day (overdue: past its due day with money owed). */
export function stateOf(
  entry: Pick<LedgerEntry, 'owedCents' | 'paidCents' | 'creditedCents' | 'dueOn'>,
  today: string,
): LedgerState {
  if (entry.owedCents <= 0) return 'paid';
  if (entry.dueOn < today) return 'overdue';
  return entry.paidCents + entry.creditedCents > 0 ? 'part_paid' : 'open';
}

/**
 * An account's on-account invoices, oldest due first, with transfers and credit notes netted
 * (docs/decisions/053-pay-on-account.md). One statement, so under the account's credit lock it
 * sees every order committed before the lock was granted.
 */
export async function accountLedger(db: Db, userId: number): Promise<LedgerEntry[]> {
  const paid = sql<number>`coalesce((select sum(${transferAllocations.amountCents}) from ${transferAllocations} where ${transferAllocations.accountInvoiceId} = ${accountInvoices.id}), 0)::int`;
  // Credit notes are negative amounts.
  const credited = sql<number>`coalesce((select -sum(${creditNotes.totalCents}) from ${creditNotes} where ${creditNotes.orderId} = ${accountInvoices.orderId}), 0)::int`;
  const rows = await db
    .select({
      id: accountInvoices.id,
      orderId: accountInvoices.orderId,
      invoiceId: accountInvoices.invoiceId,
      amountCents: accountInvoices.amountCents,
      issuedOn: accountInvoices.issuedOn,
      dueOn: accountInvoices.dueOn,
      reference: accountInvoices.reference,
      remindedOn: accountInvoices.remindedOn,
      paidCents: paid,
      creditedCents: credited,
    })
    .from(accountInvoices)
    .where(and(eq(accountInvoices.userId, userId)))
    .orderBy(asc(accountInvoices.dueOn), asc(accountInvoices.id));
  return rows.map((row) => {
    const paidCents = Number(row.paidCents);
    const creditedCents = Number(row.creditedCents);
    return {
      ...row,
      paidCents,
      creditedCents,
      owedCents: Math.max(0, row.amountCents - paidCents - creditedCents),
    };
  });
}

/** What an account owes in all (the open balance the limit bounds). */
export function openBalanceOf(ledger: LedgerEntry[]): number {
  return ledger.reduce((sum, entry) => sum + entry.owedCents, 0);
}

/** The oldest invoice past its due day with money owed, if any. */
export function firstOverdue(ledger: LedgerEntry[], today: string): LedgerEntry | null {
  return ledger.find((entry) => stateOf(entry, today) === 'overdue') ?? null;
}
