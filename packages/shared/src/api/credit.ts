/**
 * Credit terms and orders on account (docs/decisions/053-pay-on-account.md), as the API answers
 * them to staff (/api/admin/customers/{id}/credit, /api/admin/credit/…) and to the customer
 * (/api/credit). Money in euros, days as YYYY-MM-DD Madrid days.
 */
import { z } from 'zod';

export const CreditTermsSchema = z.object({
  /** Euros: the most the account may owe at once. */
  limit: z.number(),
  /** Days an invoice on account has (1..60). */
  days: z.number().int(),
  /** The staff member who last set them (null once gone). */
  granted_by: z.number().int().nullable(),
  updated_at: z.string(),
});
export type CreditTerms = z.infer<typeof CreditTermsSchema>;

export const ACCOUNT_INVOICE_STATES = ['open', 'part_paid', 'paid', 'overdue'] as const;

/** One invoice on account with what is left to pay. */
export const AccountInvoiceSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_code: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  amount: z.number(),
  paid: z.number(),
  credited: z.number(),
  owed: z.number(),
  issued_on: z.string(),
  due_on: z.string(),
  reference: z.string(),
  state: z.enum(ACCOUNT_INVOICE_STATES),
});
export type AccountInvoice = z.infer<typeof AccountInvoiceSchema>;

/** An account's standing: its terms, open balance, what is left, and its invoices on account. */
export const CreditAccountSchema = z.object({
  terms: CreditTermsSchema.nullable(),
  open_balance: z.number(),
  available: z.number(),
  /** Something is overdue: no order on account until it is settled. */
  overdue: z.boolean(),
  /** Whether an order on account can be placed now (terms, nothing overdue, credit left). */
  can_order: z.boolean(),
  /** The shop's IBAN transfers go to. */
  iban: z.string(),
  /** Newest first. */
  invoices: z.array(AccountInvoiceSchema),
});
export type CreditAccount = z.infer<typeof CreditAccountSchema>;
