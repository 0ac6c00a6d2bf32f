import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatNumber, isolate } from '../../../lib/format';
import { useApplyCoupon } from '../api/apply-coupon';
import { useRemoveCoupon } from '../api/remove-coupon';
import type { Coupon } from '../api/types';

function reasonLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return error.errors.length > 0 ? error.errors : [error.message || fallback];
  }
  return error ? [fallback] : [];
}

/**
 * Coupon input with 'Add coupon' (POST /api/coupon): the server's percentage or its reason
 * (unknown, not started, expired, used up, minimum subtotal), and a way to remove it.
 */
export function CouponForm({ coupon }: { coupon: Coupon | null }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const lang = currentLang();
  const errors = reasonLines(apply.error ?? remove.error, t('coupon.failed'));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('coupon.title')}
      </h2>
      {coupon ? (
        <div
          className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md bg-green-50 px-3 py-2 text-green-900"
          data-testid="coupon-applied"
        >
          <p>
            {t('coupon.applied', {
              code: isolate(coupon.code),
              percent: formatNumber(coupon.percent, lang),
            })}
          </p>
          <button
            type="button"
            onClick={() => {
              apply.reset();
              remove.mutate();
            }}
            disabled={remove.isPending}
            className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 underline hover:bg-red-50 disabled:opacity-50"
          >
            {t('coupon.remove', { code: isolate(coupon.code) })}
          </button>
        </div>
      ) : null}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!code.trim()) return;
          remove.reset();
          apply.mutate(code, { onSuccess: () => setCode('') });
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
            {t('coupon.label')}
          </label>
          <input
            id={id}
            type="text"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            maxLength={40}
            aria-describedby={`${id}-result`}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-start uppercase"
            data-testid="coupon-input"
          />
        </div>
        <button
          type="submit"
          disabled={apply.isPending || code.trim() === ''}
          aria-busy={apply.isPending || undefined}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {apply.isPending ? t('coupon.applying') : t('coupon.add')}
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="mt-2 text-sm">
        {apply.isSuccess && apply.data.message && !coupon ? (
          <p role="status" className="text-green-800">
            {apply.data.message}
          </p>
        ) : null}
        {remove.isSuccess && remove.data.message && !coupon ? (
          <p role="status" className="text-slate-700">
            {remove.data.message}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <ul role="alert" className="space-y-0.5 text-red-700" data-testid="coupon-error">
            {errors.map((line) => (
              <li key={line}>* {line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
