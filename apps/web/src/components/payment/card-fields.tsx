import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardForm } from './use-card-form';

function CardField({
  label,
  error,
  className = '',
  ...input
}: ComponentProps<'input'> & { label: string; error?: string }) {
  // The error is a full key ('checkout:card.invalidNumber', 'common:validation.required').
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

/** The visible words, translated by the page: each payment has its own wording. */
export type CardFieldTexts = {
  legend: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  monthPlaceholder: string;
  yearPlaceholder: string;
};

/** Card number, expiry month and year, and CVC, with their errors under each field. */
export function CardFields({
  card,
  text,
  disabled,
  required,
}: {
  card: CardForm;
  text: CardFieldTexts;
  disabled: boolean;
  /** Marks the inputs `required` for assistive technology (the form itself is noValidate). */
  required?: boolean;
}) {
  const { form, numberField } = card;
  const { errors } = form.formState;
  return (
    <fieldset className="grid grid-cols-2 gap-4" disabled={disabled}>
      <legend className="mb-1 text-lg font-bold">{text.legend}</legend>
      <CardField
        label={text.number}
        error={errors.number?.message}
        className="col-span-2"
        required={required}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        {...numberField}
      />
      <CardField
        label={text.expMonth}
        error={errors.exp_month?.message}
        required={required}
        inputMode="numeric"
        autoComplete="cc-exp-month"
        placeholder={text.monthPlaceholder}
        maxLength={2}
        {...form.register('exp_month')}
      />
      <CardField
        label={text.expYear}
        error={errors.exp_year?.message}
        required={required}
        inputMode="numeric"
        autoComplete="cc-exp-year"
        placeholder={text.yearPlaceholder}
        maxLength={4}
        {...form.register('exp_year')}
      />
      <CardField
        label={text.cvc}
        error={errors.cvc?.message}
        required={required}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        className="col-span-2 sm:col-span-1"
        {...form.register('cvc')}
      />
    </fieldset>
  );
}
