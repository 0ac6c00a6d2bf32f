import { centsToEuros, formatEuros, parseLang } from '@shop/shared';
import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { madridDay } from '../../lib/madrid-time';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { formatInvoiceNumber, invoices } from '../invoices';
import { enqueueMail } from '../jobs';
import { isolated, renderEmail } from '../mail';
import { orders } from '../orders';
import { addDays } from './place-order';
import { currentShopIban } from './settings';
import { accountInvoices } from './table';
import { owedSql } from './transfers';

/** Whole days between two YYYY-MM-DD days. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every invoice on account past its due day with money owed, oldest due first, across accounts. */
export async function overdueInvoices(db: Db, now = new Date()) {
  const today = madridDay(now);
  const rows = await db
    .select({
      id: accountInvoices.id,
      customerId: users.id,
      customerName: users.name,
      customerEmail: users.email,
      lang: users.preferredLang,
      orderId: accountInvoices.orderId,
      orderCode: orders.code,
      invoiceId: accountInvoices.invoiceId,
      year: invoices.year,
      number: invoices.number,
      amountCents: accountInvoices.amountCents,
      owedCents: owedSql,
      dueOn: accountInvoices.dueOn,
      reference: accountInvoices.reference,
      remindedOn: accountInvoices.remindedOn,
    })
    .from(accountInvoices)
    .innerJoin(users, eq(users.id, accountInvoices.userId))
    .innerJoin(orders, eq(orders.id, accountInvoices.orderId))
    .innerJoin(invoices, eq(invoices.id, accountInvoices.invoiceId))
    .where(and(lt(accountInvoices.dueOn, today), gt(owedSql, 0)))
    .orderBy(asc(accountInvoices.dueOn), asc(accountInvoices.id));
  return rows.map((row) => ({
    ...row,
    owedCents: Number(row.owedCents),
    daysOverdue: daysBetween(row.dueOn, today),
  }));
}

/** GET /api/admin/credit/overdue, as staff read it. */
export async function overdueAnswer(db: Db, now = new Date()) {
  return (await overdueInvoices(db, now)).map((row) => ({
    id: row.id,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
    order_id: row.orderId,
    order_code: row.orderCode,
    invoice_id: row.invoiceId,
    invoice_number: formatInvoiceNumber(row.year, row.number),
    amount: centsToEuros(row.amountCents),
    owed: centsToEuros(row.owedCents),
    due_on: row.dueOn,
    days_overdue: row.daysOverdue,
    reference: row.reference,
    reminded_on: row.remindedOn,
  }));
}

/**
 * The daily reminder (run with the daily sweep): one mail per overdue invoice, in the
 * customer's language, at most once every `everyDays` days. The invoice's `reminded_on` is
 * claimed with a conditional update in the same transaction as the queued mail, so a second
 * run the same day (another process, a retry) mails nobody twice.
 */
export async function remindOverdueInvoices(
  db: Db,
  options: { publicUrl: string; everyDays: number },
  now = new Date(),
) {
  const today = madridDay(now);
  const lastAllowed = addDays(today, -options.everyDays);
  let sent = 0;
  for (const row of await overdueInvoices(db, now)) {
    const mailed = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(accountInvoices)
        .set({ remindedOn: today })
        .where(
          and(
            eq(accountInvoices.id, row.id),
            or(isNull(accountInvoices.remindedOn), lte(accountInvoices.remindedOn, lastAllowed)),
          ),
        )
        .returning({ id: accountInvoices.id });
      if (!claimed) return false;
      const lang = parseLang(row.lang);
      const number = formatInvoiceNumber(row.year, row.number);
      await enqueueMail(tx, {
        to: row.customerEmail,
        ...renderEmail({
          lang,
          subject: translate('credit.mail.overdueSubject', lang, { number }),
          heading: translate('credit.mail.overdueSubject', lang, { number }),
          paragraphs: [
            translate(
              'credit.mail.overdueBody',
              lang,
              isolated({
                name: row.customerName,
                number,
                date: row.dueOn,
                owed: formatEuros(row.owedCents, lang),
                iban: currentShopIban(),
                reference: row.reference,
              }),
            ),
          ],
          action: {
            label: translate('credit.mail.overdueAction', lang),
            url: `${options.publicUrl}/invoices`,
          },
        }),
      });
      return true;
    });
    if (mailed) sent++;
  }
  return { overdue: sent };
}
