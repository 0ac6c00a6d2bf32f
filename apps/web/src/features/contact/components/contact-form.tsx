import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContact } from '../api/send-contact';
import {
  CONTACT_MAX_LENGTH,
  type ContactField,
  type ContactFields,
  contactErrors,
  EMPTY_CONTACT,
} from '../lib/contact-fields';
import { readContactSubmission } from '../lib/submission';

/**
 * After a successful send the page reloads (docs/product.md#client-behaviour), once the visitor has
 * read the thanks.
 */
export const RELOAD_AFTER_SUCCESS_MS = 3000;

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
};

function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 aria-invalid:border-red-600 focus:border-brand-600';

/**
 * The contact form of docs/product.md#validation: every field required, a valid e-mail, validation
 * on change and blur, Send disabled while invalid. `website` is a honeypot hidden from people.
 * Without scripts it is a plain form posting to the contact page (the API's POST /contact),
 * which answers with this form again: the thanks, or what was typed with its problems shown.
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t, i18n } = useTranslation('contact');
  const uid = useId();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [submission] = useState(() => readContactSubmission(queryClient));
  const [sentMessage, setSentMessage] = useState<string | null>(submission?.sent ?? null);
  // Only a message sent by this script reloads the page: reloading the answer to a plain POST
  // would post it again.
  const [sentHere, setSentHere] = useState(false);
  const send = useSendContact();
  const [values, setValues] = useState<ContactFields>(
    submission ? { ...submission.values, website: '' } : EMPTY_CONTACT,
  );
  // A field's problem shows once it has been left or changed (validation on blur and change),
  // or at once on a form the server sent back.
  const [checked, setChecked] = useState<ReadonlySet<ContactField>>(
    () => new Set(submission ? (Object.keys(submission.values) as ContactField[]) : []),
  );
  const problems = contactErrors(values, {
    required: t('common:validation.required'),
    email: t('common:validation.email'),
    phone: t('form.phoneInvalid'),
    tooLong: t('form.tooLong'),
  });
  const isValid = Object.keys(problems).length === 0;
  const isSubmitting = send.isPending;
  const errorOf = (field: ContactField) => (checked.has(field) ? problems[field] : undefined);

  const check = (field: ContactField) =>
    setChecked((current) => (current.has(field) ? current : new Set(current).add(field)));
  /** Props of an input bound to a field, like react-hook-form's `register`. */
  const register = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      check(field);
    },
    onBlur: () => check(field),
  });

  useEffect(() => {
    if (!sentMessage || !sentHere) return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sentMessage, sentHere]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid || isSubmitting) {
      setChecked(new Set(Object.keys(values) as ContactField[]));
      return;
    }
    try {
      const message = await send.mutateAsync({
        name: values.fullName.trim(),
        email: values.contactEmail.trim(),
        phone: values.contactPhone.trim(),
        message: values.contactMessage.trim(),
        website: values.website,
      });
      setSentHere(true);
      setSentMessage(message || t('form.sent'));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  if (sentMessage) {
    return (
      <div
        role="status"
        className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
        data-testid="contact-success"
      >
        <p className="text-lg font-bold">{t('form.sentTitle')}</p>
        <p className="mt-1">{sentMessage}</p>
      </div>
    );
  }

  const fieldId = (name: string) => `${idPrefix}-${name}-${uid}`;
  const failure = send.error instanceof ApiError ? send.error : null;

  return (
    <form
      method="post"
      action={`${paths.contact}?lang=${i18n.language}`}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('form.label')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('name')} label={t('form.fullName')} error={errorOf('fullName')}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('fullName')}
              dir="auto"
              autoComplete="name"
              maxLength={CONTACT_MAX_LENGTH.fullName}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={fieldId('phone')} label={t('form.phone')} error={errorOf('contactPhone')}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('contactPhone')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              maxLength={CONTACT_MAX_LENGTH.contactPhone}
              className={`${inputClass} text-start`}
            />
          )}
        </Field>
      </div>
      <Field id={fieldId('email')} label={t('form.email')} error={errorOf('contactEmail')}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('contactEmail')}
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={CONTACT_MAX_LENGTH.contactEmail}
            className={`${inputClass} text-start`}
          />
        )}
      </Field>
      <Field id={fieldId('message')} label={t('form.message')} error={errorOf('contactMessage')}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('contactMessage')}
            dir="auto"
            rows={5}
            maxLength={CONTACT_MAX_LENGTH.contactMessage}
            className={inputClass}
          />
        )}
      </Field>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={fieldId('website')}>{t('form.honeypot')}</label>
        <input id={fieldId('website')} {...register('website')} tabIndex={-1} autoComplete="off" />
      </div>
      {send.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">
            {failure && failure.status < 500 && failure.status > 0 ? failure.message : t('form.failed')}
          </p>
          {failure && failure.code === 'validation_error' ? (
            <ul className="mt-1 list-inside list-disc text-sm">
              {failure.errors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : submission?.failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{submission.failure}</p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={hydrated && (!isValid || isSubmitting)}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {isSubmitting ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
