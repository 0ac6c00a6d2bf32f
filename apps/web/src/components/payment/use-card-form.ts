import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { AttemptKey } from '../../lib/attempt-key';
import { type PaymentForm as CardValues, formatCardNumber, paymentFormSchema } from '../../lib/card';

export type { CardValues };

/**
 * The card form both payments use (/payment and a service order's fees): the four fields
 * checked in the browser, the number grouped as it is typed, and one Idempotency-Key per
 * attempt. Any edit of the card starts a new attempt, and so does a change of `attemptScope`
 * (what else the payment is for: the address, the country), so a retry only ever repeats the
 * very same payment.
 */
export function useCardForm({
  attemptScope,
  onCardEdit,
}: {
  attemptScope: unknown;
  /** Called on every edit of the card, e.g. to clear the last attempt's answer. */
  onCardEdit?: () => void;
}) {
  const attempt = useRef(new AttemptKey());
  const schema = useMemo(() => paymentFormSchema(), []);
  const form = useForm<CardValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { number: '', exp_month: '', exp_year: '', cvc: '' },
  });

  // Kept in a ref so the watch subscription is made once, not on every render.
  const onEdit = useRef(onCardEdit);
  onEdit.current = onCardEdit;
  useEffect(() => {
    const subscription = form.watch(() => {
      attempt.current.reset();
      onEdit.current?.();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is what starts a new attempt
  useEffect(() => {
    attempt.current.reset();
  }, [attemptScope]);

  const numberField = form.register('number', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const formatted = formatCardNumber(event.target.value);
      if (formatted !== event.target.value) form.setValue('number', formatted, { shouldValidate: true });
    },
  });

  return {
    form,
    numberField,
    /** The Idempotency-Key to send with this attempt. */
    attemptKey: () => attempt.current.current(),
    paid: () => attempt.current.settle(201),
    /** Keeps the key only when the failure says nothing about the charge (no answer, 5xx, 429). */
    failed: (error: unknown) => attempt.current.settle(error instanceof ApiError ? error.status : 0),
  };
}

export type CardForm = ReturnType<typeof useCardForm>;
