import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
// Shared with /payment rather than copied: the address list and the card rules (Luhn, expiry,
// CVC) with their messages, and the one-key-per-attempt helper.
import { getAddressesQueryOptions } from '../../checkout/api/get-addresses';
import { AddressChoice } from '../../checkout/components/address-choice';
import { AttemptKey } from '../../checkout/lib/attempt-key';
import {
  type PaymentForm as CardValues,
  cardPayload,
  formatCardNumber,
  paymentFormSchema,
} from '../../checkout/lib/card';
import { useBuyService } from '../api/buy-service';
import { Notice } from './states';

/** Spec section 4: 'payment done', then /currentOrders after 1.5 s. */
export const AFTER_PAYMENT_MS = 1500;

function CardField({
  label,
  error,
  className = '',
  ...input
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const { t } = useTranslation(['service-orders', 'checkout']);
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        required
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

/**
 * Pays an accepted quote: the delivery address (default preselected, a link to add one) and
 * the card (number with Luhn, month, year in the future, CVC; all required). One
 * Idempotency-Key per attempt, so a double click or a retry after a lost answer charges once.
 */
export function PayFees({ orderId }: { orderId: number }) {
  const { t } = useTranslation(['service-orders', 'checkout']);
  const location = useLocation();
  const later = useDelayedNavigate();
  const addresses = useQuery(getAddressesQueryOptions());
  const buy = useBuyService();
  const [chosen, setChosen] = useState<number | null>(null);
  const [paidMessage, setPaidMessage] = useState<string | null>(null);
  const attempt = useRef(new AttemptKey());
  const schema = useMemo(() => paymentFormSchema(), []);
  const form = useForm<CardValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { number: '', exp_month: '', exp_year: '', cvc: '' },
  });
  const { errors, isValid } = form.formState;
  const list = addresses.data ?? [];
  const addressId =
    list.find((a) => a.id === chosen)?.id ?? list.find((a) => a.is_default)?.id ?? list[0]?.id ?? null;

  useEffect(() => {
    const subscription = form.watch(() => attempt.current.reset());
    return () => subscription.unsubscribe();
  }, [form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new attempt
  useEffect(() => {
    attempt.current.reset();
  }, [addressId]);

  const paid = paidMessage !== null;
  const canPay = isValid && addressId !== null && !buy.isPending && !paid;
  const onSubmit = form.handleSubmit((values) => {
    if (addressId === null || buy.isPending || paid) return;
    buy.mutate(
      {
        ...cardPayload(values),
        order_id: orderId,
        address_id: addressId,
        idempotencyKey: attempt.current.current(),
      },
      {
        onSuccess: (envelope) => {
          attempt.current.settle(201);
          setPaidMessage(envelope.message ?? t('pay.done'));
          later(paths.currentOrders, AFTER_PAYMENT_MS);
        },
        onError: (error) => attempt.current.settle(error instanceof ApiError ? error.status : 0),
      },
    );
  });

  const failure =
    buy.isError && !paid
      ? buy.error instanceof ApiError && buy.error.status === 402
        ? buy.error.message
        : t('pay.failed')
      : null;
  const numberField = form.register('number', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const formatted = formatCardNumber(event.target.value);
      if (formatted !== event.target.value) form.setValue('number', formatted, { shouldValidate: true });
    },
  });

  return (
    <div className="space-y-8">
      {addresses.isPending ? (
        <div role="status" aria-busy="true" className="h-32 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : addresses.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => addresses.refetch()} className="mt-1 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <AddressChoice
          addresses={list}
          value={addressId}
          onChange={setChosen}
          returnTo={location.pathname + location.search}
          disabled={buy.isPending || paid}
        />
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('pay.formLabel')}
        className="space-y-4"
        data-testid="pay-fees-form"
      >
        <fieldset className="grid grid-cols-2 gap-4" disabled={buy.isPending || paid}>
          <legend className="mb-1 text-lg font-bold">{t('pay.card')}</legend>
          <CardField
            label={t('pay.number')}
            error={errors.number?.message}
            className="col-span-2"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            {...numberField}
          />
          <CardField
            label={t('pay.expMonth')}
            error={errors.exp_month?.message}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder={t('pay.monthPlaceholder')}
            maxLength={2}
            {...form.register('exp_month')}
          />
          <CardField
            label={t('pay.expYear')}
            error={errors.exp_year?.message}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder={t('pay.yearPlaceholder')}
            maxLength={4}
            {...form.register('exp_year')}
          />
          <CardField
            label={t('pay.cvc')}
            error={errors.cvc?.message}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            className="col-span-2 sm:col-span-1"
            {...form.register('cvc')}
          />
        </fieldset>
        <p className="text-sm text-slate-600">{t('pay.safe')}</p>
        <div aria-live="polite">
          {failure ? (
            <Notice tone="error" testId="pay-error">
              {failure}
            </Notice>
          ) : null}
          {paidMessage ? (
            <Notice tone="success" testId="pay-done">
              <p>{paidMessage}</p>
              <p className="text-sm font-normal">{t('redirecting')}</p>
            </Notice>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={!canPay}
          aria-busy={buy.isPending || undefined}
          className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="pay-now"
        >
          {buy.isPending ? t('pay.sending') : t('pay.now')}
        </button>
      </form>
    </div>
  );
}
