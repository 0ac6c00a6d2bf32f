import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format';
import type { PaymentMethod } from '../../lib/payment/types';

/** What a trade account with credit terms is offered beside the card (docs/product.md#pay-on-account). */
export type OnAccountOffer = { days: number; available: number; overdue: boolean };

/** Card, Bizum or on account, shown only when more than one method is offered. */
export function MethodChoice({
  methods,
  value,
  onChange,
  disabled,
  onAccount,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  onAccount?: OnAccountOffer | null;
}) {
  const { t, i18n } = useTranslation('payments');
  if (methods.length < 2) return null;
  return (
    <fieldset className="space-y-2" disabled={disabled} data-testid="payment-method">
      <legend className="mb-1 text-lg font-bold">{t('method.legend')}</legend>
      <div className="flex flex-wrap gap-3">
        {methods.map((method) => (
          <label
            key={method}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-brand-700"
            />
            <span className="font-semibold">
              {method === 'account'
                ? t('method.account', { count: onAccount?.days ?? 0 })
                : t(`method.${method}`)}
            </span>
          </label>
        ))}
      </div>
      {value === 'bizum' ? <p className="text-sm text-slate-600">{t('method.bizumHint')}</p> : null}
      {value === 'account' && onAccount ? (
        <div className="space-y-1 text-sm text-slate-600" data-testid="on-account-hint">
          <p>
            {t('method.accountAvailable')} <bdi>{formatAmount(onAccount.available, i18n.language)}</bdi>
          </p>
          <p>{onAccount.overdue ? t('method.accountOverdue') : t('method.accountHint')}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
