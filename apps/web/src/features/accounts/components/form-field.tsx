import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  /** A translation key (from the form schema) or an already translated line. */
  error?: string;
  hint?: string;
  /** Extra classes for the input itself (className goes to the wrapper). */
  inputClass?: string;
};

const INPUT =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

type FrameProps = { label: string; error?: string; hint?: string; id?: string; className?: string };

/** The label, hint and error line around one control; the control gets the ids and aria attributes. */
function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  children,
}: FrameProps & {
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error line ('* This Field Is Required') announced to screen readers. */
export function TextField({ label, error, hint, id, className, inputClass = '', ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {/* dir="auto": a name, company or address typed in Latin letters keeps its punctuation
          in place on an Arabic page (".Rótulos Ruiz S.L" otherwise); fields that are always
          left-to-right (e-mail, phone) pass dir="ltr". */}
      {(control) => <input {...control} dir="auto" className={`${INPUT} ${inputClass}`} {...input} />}
    </FieldFrame>
  );
}

/** A labelled text area with the same hint and error lines as TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: ComponentProps<'textarea'> & FrameProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...control} dir="auto" className={INPUT} {...textarea} />}
    </FieldFrame>
  );
}

/** A labelled select with the same hint and error lines as TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...select
}: ComponentProps<'select'> & FrameProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} className={INPUT} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A password input with a show / hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const id = props.id ?? autoId;
  return (
    <div className="relative">
      <TextField {...props} id={id} type={visible ? 'text' : 'password'} inputClass="pe-20" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-controls={id}
        aria-pressed={visible}
        aria-label={t('form.showPasswordLabel')}
        className="absolute end-1 top-[1.85rem] rounded px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {visible ? t('form.hidePassword') : t('form.showPassword')}
      </button>
    </div>
  );
}

/** An e-mail input: left-to-right in Arabic too, with the e-mail keyboard and autofill. */
export function EmailField(props: FieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" dir="ltr" {...props} />;
}
