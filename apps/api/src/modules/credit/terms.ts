import { centsToEuros, formatEuros, type Lang } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { madridDay } from '../../lib/madrid-time';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { recordAudit } from '../audit';
import { loadCompany } from '../tax';
import { accountLedger, firstOverdue, openBalanceOf } from './ledger';
import { creditTerms } from './table';

/** Spanish late-payment law (Ley 3/2004) caps agreed terms between businesses at 60 days. */
export const MAX_CREDIT_DAYS = 60;
/** The largest limit staff can set (euros), as every other money field of the back-office. */
export const MAX_CREDIT_LIMIT_EUR = 1_000_000;

type TermsRow = typeof creditTerms.$inferSelect;

async function loadCustomer(db: Db, id: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  if (!user) throw new AppError('not_found', 'credit.customerNotFound');
  return user;
}

/** An account's terms, or null when it has none. */
export async function creditTermsOf(db: Db, userId: number): Promise<TermsRow | null> {
  const [row] = await db.select().from(creditTerms).where(eq(creditTerms.userId, userId));
  return row ?? null;
}

/**
 * An account's standing on a Madrid day: its terms, what it owes, what is left of its limit,
 * and whether something is overdue (then it cannot order on account).
 */
export async function creditStanding(db: Db, userId: number, now = new Date()) {
  const today = madridDay(now);
  const [terms, ledger] = await Promise.all([creditTermsOf(db, userId), accountLedger(db, userId)]);
  const openCents = openBalanceOf(ledger);
  const overdue = firstOverdue(ledger, today);
  return {
    terms,
    ledger,
    today,
    openCents,
    availableCents: terms ? Math.max(0, terms.limitCents - openCents) : 0,
    overdue,
    canOrder: terms !== null && overdue === null && openCents < terms.limitCents,
  };
}

/** The terms as the API answers them (euros). */
export function termsAnswer(terms: TermsRow | null) {
  return terms
    ? {
        limit: centsToEuros(terms.limitCents),
        days: terms.days,
        granted_by: terms.grantedBy,
        updated_at: terms.updatedAt.toISOString(),
      }
    : null;
}

/**
 * PUT /api/admin/customers/{id}/credit: staff set an account's limit (euros) and days, audited.
 * Only trade accounts (with company details); a limit of 0 withdraws the terms.
 */
export async function setCreditTerms(
  db: Db,
  staffUserId: number,
  customerId: number,
  input: { limit: number; days: number },
  lang: Lang,
) {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_CREDIT_DAYS)
    throw new AppError('business_rule', 'credit.daysRange', { max: MAX_CREDIT_DAYS });
  const limitCents = Math.round(input.limit * 100);
  if (
    !Number.isFinite(input.limit) ||
    input.limit < 0 ||
    input.limit > MAX_CREDIT_LIMIT_EUR ||
    Math.abs(limitCents - input.limit * 100) > 1e-6
  )
    throw new AppError('business_rule', 'credit.limitRange', {
      max: formatEuros(MAX_CREDIT_LIMIT_EUR * 100, lang),
    });
  await loadCustomer(db, customerId);
  if (limitCents === 0) return withdrawCreditTerms(db, staffUserId, customerId, lang);
  if (!(await loadCompany(db, customerId))) throw new AppError('business_rule', 'credit.notTrade');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(creditTerms)
      .where(eq(creditTerms.userId, customerId))
      .for('update');
    const values = { limitCents, days: input.days, grantedBy: staffUserId, updatedAt: new Date() };
    const [after] = await tx
      .insert(creditTerms)
      .values({ userId: customerId, ...values })
      .onConflictDoUpdate({ target: creditTerms.userId, set: values })
      .returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: before ? 'update' : 'create',
      entity: 'credit_terms',
      entityId: customerId,
      before: before ?? null,
      after,
    });
    return {
      terms: termsAnswer(after ?? null),
      message: translate('credit.termsSet', lang, {
        limit: formatEuros(limitCents, lang),
        days: input.days,
      }),
    };
  });
}

/** DELETE /api/admin/customers/{id}/credit (or a limit of 0): no more orders on account; what is owed stays owed. */
export async function withdrawCreditTerms(db: Db, staffUserId: number, customerId: number, lang: Lang) {
  await loadCustomer(db, customerId);
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(creditTerms).where(eq(creditTerms.userId, customerId)).returning();
    if (before)
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'delete',
        entity: 'credit_terms',
        entityId: customerId,
        before,
        after: null,
      });
    return { terms: null, message: translate('credit.termsWithdrawn', lang) };
  });
}
