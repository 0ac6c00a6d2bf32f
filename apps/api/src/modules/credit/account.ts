import { centsToEuros } from '@shop/shared';
import type { CreditAccount } from '@shop/shared/api/credit';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formatInvoiceNumber, invoices } from '../invoices';
import { orderCodes } from '../orders';
import { stateOf } from './ledger';
import { currentShopIban } from './settings';
import { creditStanding, termsAnswer } from './terms';

/** An account's terms, balance and invoices on account, as staff and the customer read them. */
export async function creditAccount(db: Db, userId: number, now = new Date()): Promise<CreditAccount> {
  const standing = await creditStanding(db, userId, now);
  const { ledger, today } = standing;
  const invoiceIds = ledger.map((entry) => entry.invoiceId);
  const [codes, numbers] = await Promise.all([
    orderCodes(
      db,
      ledger.map((entry) => entry.orderId),
    ),
    invoiceIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: invoices.id, year: invoices.year, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, invoiceIds)),
  ]);
  const numberOf = new Map(numbers.map((row) => [row.id, formatInvoiceNumber(row.year, row.number)]));
  return {
    terms: termsAnswer(standing.terms),
    open_balance: centsToEuros(standing.openCents),
    available: centsToEuros(standing.availableCents),
    overdue: standing.overdue !== null,
    can_order: standing.canOrder,
    iban: currentShopIban(),
    invoices: [...ledger]
      .sort((a, b) => b.id - a.id)
      .map((entry) => ({
        id: entry.id,
        order_id: entry.orderId,
        order_code: codes.get(entry.orderId) ?? '',
        invoice_id: entry.invoiceId,
        invoice_number: numberOf.get(entry.invoiceId) ?? '',
        amount: centsToEuros(entry.amountCents),
        paid: centsToEuros(entry.paidCents),
        credited: centsToEuros(entry.creditedCents),
        owed: centsToEuros(entry.owedCents),
        issued_on: entry.issuedOn,
        due_on: entry.dueOn,
        reference: entry.reference,
        state: stateOf(entry, today),
      })),
  };
}
