import { checkPoNumber, PO_NUMBER_MAX } from '@shop/shared/purchase-order';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The PO number as the payment sends it: trimmed, or nothing when empty; null when it cannot be sent. */
export function poNumberToSend(value: string): { po_number?: string } | null {
  const checked = checkPoNumber(value);
  if (!checked.ok) return null;
  return checked.value === null ? {} : { po_number: checked.value };
}

/**
 * "Your purchase-order number (optional)" on /payment and on a quote's payment: the same rule
 * as the server's (@shop/shared/purchase-order), said before paying. Free text in any script:
 * `dir="auto"`, so a Latin PO number reads left to right on an Arabic page.
 */
export function PoNumberField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (next: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('payments');
  const id = useId();
  const checked = checkPoNumber(value);
  const problem = checked.ok
    ? null
    : t(checked.reason === 'tooLong' ? 'po.tooLong' : 'po.notPrintable', { max: PO_NUMBER_MAX });
  return (
    <div data-testid="po-number">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {t('po.label')}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
        {t('po.hint', { max: PO_NUMBER_MAX })}
      </p>
      <input
        id={id}
        type="text"
        dir="auto"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-start text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600 sm:max-w-sm"
        data-testid="po-number-input"
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
