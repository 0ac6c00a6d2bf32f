import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../lib/payment/types';

/** Card or Bizum, shown only when more than one method is offered. */
export function MethodChoice({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('payments');
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
            <span className="font-semibold">{t(`method.${method}`)}</span>
          </label>
        ))}
      </div>
      {value === 'bizum' ? <p className="text-sm text-slate-600">{t('method.bizumHint')}</p> : null}
    </fieldset>
  );
}
