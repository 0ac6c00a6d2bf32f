import type { Lang } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetCart } from '../cart';
import { placeOrderOnAccount } from '../credit';
import { clientCents, type PaymentOutcome, type PaymentRow, payments } from '../payments';
import { cartSideOfPaying, paidCartAnswer } from './payment-finish';
import type { CartSnapshot } from './payment-start';

/**
 * POST /api/payment with `method: 'account'`, after the start step froze the cart in a pending
 * payment (same price check and idempotency as a card): the order is placed on account in
 * one transaction (credit's placeOrderOnAccount: the account's credit row locked, terms,
 * overdue and limit checked), and the payment becomes `succeeded` with the 201 a retry with
 * the same key replays. A refusal (422: no terms, overdue, over the limit) takes nothing:
 * like a card refused before reaching a bank, the attempt and its key go away.
 */
export async function payCartOnAccount(
  db: Db,
  payment: PaymentRow,
  lang: Lang,
  shownTotal: unknown,
): Promise<PaymentOutcome> {
  const snap = payment.snapshot as CartSnapshot;
  const now = new Date();
  const cartSide = cartSideOfPaying(payment.userId, snap, now);
  try {
    const placed = await placeOrderOnAccount(db, {
      userId: payment.userId,
      lang,
      order: snap,
      shownTotalCents: clientCents(shownTotal),
      paymentId: payment.id,
      beforeOrder: cartSide.beforeOrder,
      withOrder: cartSide.withOrder,
      answer: (done) => answerOf(paidCartAnswer(done.order, done.invoice, snap, lang), payment.id, done),
      now,
    });
    return {
      statusCode: 201,
      body: answerOf(paidCartAnswer(placed.order, placed.invoice, snap, lang), payment.id, placed),
      replayed: false,
    };
  } catch (error) {
    await db.delete(payments).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    throw error;
  } finally {
    forgetCart(payment.userId);
  }
}

function answerOf(
  answer: ReturnType<typeof paidCartAnswer>,
  paymentId: number,
  placed: { dueOn: string; iban: string; reference: string },
) {
  return {
    ...answer,
    data: {
      ...answer.data,
      payment: { id: paymentId, state: 'succeeded' },
      on_account: { due_on: placed.dueOn, iban: placed.iban, reference: placed.reference },
    },
  };
}
