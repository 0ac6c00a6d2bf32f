import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePay } from '../api/pay';
import type { PaymentAnswer } from '../api/types';
import { AttemptKey } from '../lib/attempt-key';
import {
  type PaymentForm as CardValues,
  cardPayload,
  formatCardNumber,
  paymentFormSchema,
} from '../lib/card';

function CardField({
  label,
  error,
  className = '',
  ...input
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-start tabular-nums text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** What the customer reads after a failed payment (spec section 8 for the unexpected cases). */
function failureLines(
  error: unknown,
  t: (key: string) => string,
): { lines: string[]; priceChanged: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 409 && error.code === 'price_changed') {
      return { lines: [error.message, t('pay.priceChangedAgain')], priceChanged: true };
    }
    if (error.status === 402 || error.status === 400 || error.status === 404 || error.status === 422) {
      return { lines: error.errors.length > 0 ? error.errors : [error.message], priceChanged: false };
    }
  }
  return { lines: [t('pay.failed')], priceChanged: false };
}

/**
 * Card number, CVC and expiry, checked in the browser (Luhn, future expiry, 3–4 digit CVC) and
 * sent once per attempt with an Idempotency-Key. The card is never stored: it lives in this
 * form's memory only (no storage, no address).
 */
export function PaymentForm({
  countryId,
  addressId,
  ready,
  onPaid,
}: {
  countryId: number | null;
  addressId: number | null;
  /** The totals are known and the destination can be served. */
  ready: boolean;
  onPaid: (answer: { message?: string; data?: PaymentAnswer }) => void;
}) {
  const { t } = useTranslation('checkout');
  const pay = usePay();
  const attempt = useRef(new AttemptKey());
  const schema = useMemo(() => paymentFormSchema(), []);
  const form = useForm<CardValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { number: '', exp_month: '', exp_year: '', cvc: '' },
  });
  const { errors, isValid } = form.formState;

  // A change of the card, the country or the address is a new attempt with a new key, and
  // the last attempt's answer no longer describes what is on screen.
  const resetAnswer = useRef(pay.reset);
  resetAnswer.current = pay.reset;
  useEffect(() => {
    const subscription = form.watch(() => {
      attempt.current.reset();
      resetAnswer.current();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are what starts a new attempt
  useEffect(() => {
    attempt.current.reset();
  }, [countryId, addressId]);

  const canPay = isValid && ready && countryId !== null && addressId !== null && !pay.isPending;
  const onSubmit = form.handleSubmit((values) => {
    if (countryId === null || addressId === null || pay.isPending) return;
    pay.mutate(
      {
        ...cardPayload(values),
        country_id: countryId,
        address_id: addressId,
        idempotencyKey: attempt.current.current(),
      },
      {
        onSuccess: (envelope) => {
          attempt.current.settle(201);
          onPaid(envelope);
        },
        onError: (error) => attempt.current.settle(error instanceof ApiError ? error.status : 0),
      },
    );
  });

  const failure = pay.isError ? failureLines(pay.error, t) : null;
  const numberField = form.register('number', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const formatted = formatCardNumber(event.target.value);
      if (formatted !== event.target.value) form.setValue('number', formatted, { shouldValidate: true });
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('card.formLabel')}
      className="space-y-4"
      data-testid="payment-form"
    >
      <fieldset className="grid grid-cols-2 gap-4" disabled={pay.isPending}>
        <legend className="mb-1 text-lg font-bold">{t('card.legend')}</legend>
        <CardField
          label={t('card.number')}
          error={errors.number?.message}
          className="col-span-2"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          {...numberField}
        />
        <CardField
          label={t('card.expMonth')}
          error={errors.exp_month?.message}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder={t('card.monthPlaceholder')}
          maxLength={2}
          {...form.register('exp_month')}
        />
        <CardField
          label={t('card.expYear')}
          error={errors.exp_year?.message}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder={t('card.yearPlaceholder')}
          maxLength={4}
          {...form.register('exp_year')}
        />
        <CardField
          label={t('card.cvc')}
          error={errors.cvc?.message}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          className="col-span-2 sm:col-span-1"
          {...form.register('cvc')}
        />
      </fieldset>
      <p className="text-sm text-slate-600">{t('card.safe')}</p>
      <div aria-live="polite">
        {failure ? (
          <div
            role="alert"
            className={`rounded-md border p-3 ${
              failure.priceChanged
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-red-200 bg-red-50 text-red-800'
            }`}
            data-testid="payment-error"
          >
            <ul className="space-y-0.5">
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!canPay}
        aria-busy={pay.isPending || undefined}
        className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="pay-now"
      >
        {pay.isPending ? t('pay.sending') : t('payNow')}
      </button>
    </form>
  );
}
