/**
 * The words of a payment (docs/decisions/035-payments-state-machine.md), apart so that the order,
 * checkout and back-office answers can all use them without importing each other.
 */
import { z } from 'zod';

export const PAYMENT_STATES = [
  'pending',
  'succeeded',
  'declined',
  'failed',
  'needs_refund',
  'refunded',
] as const;
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
export const PaymentMethodSchema = z.enum(['card', 'bizum', 'account']);
export const PaymentKindSchema = z.enum(['cart', 'service']);
