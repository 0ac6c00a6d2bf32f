import { LANGS, perLang, textDirection } from '@shop/shared';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  FormProvider,
  get,
  type RegisterOptions,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, type LocalizedList, uploadImage } from '../lib/api';
import { Button } from './ui';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The shared schemas' own messages (English), as admin.json keys. */
const KNOWN_MESSAGES: Record<string, string> = {
  'a product priced per m² needs a minimum size': 'validation.sizeNeeded',
  'a product priced per m² needs a maximum size': 'validation.sizeNeeded',
  'give both the minimum and the maximum, or neither': 'validation.bothOrNeither',
  'must not be below the minimum': 'validation.belowMin',
  'must lie between the minimum and the maximum': 'validation.betweenMinMax',
  'must not be below the minimum quantity': 'validation.belowMinQuantity',
  'two breaks at the same quantity': 'validation.duplicateBreak',
  'must not be before valid_from': 'validation.untilBeforeFrom',
  'required when quoted': 'validation.requiredWhenQuoted',
  'lower-case letters, digits and dashes': 'validation.slug',
  '2 to 32 letters, digits, - or _': 'validation.couponCode',
  'two letters, optionally -XX (e.g. ES-CN)': 'validation.countryCode',
  'a path starting with / or an https:// address': 'validation.imageRef',
  'control characters are not allowed': 'validation.controlCharacters',
};

/** A zod issue (its code is the error's type) in the page's language. */
function useErrorLine(name: string): string | undefined {
  const { t } = useTranslation('admin');
  const { formState, getValues } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  if (!error) return undefined;
  const value = getValues(name);
  if (value === '' || value === null || value === undefined || Number.isNaN(value))
    return t('validation.required');
  const known = error.message ? KNOWN_MESSAGES[error.message] : undefined;
  if (known) return t(known);
  switch (error.type) {
    case 'too_small':
      return t('validation.tooSmall');
    case 'too_big':
      return t('validation.tooBig');
    case 'invalid_type':
      return t('validation.number');
    case 'invalid_format':
    case 'invalid_string':
      return t('validation.format');
    case 'not_multiple_of':
      return t('validation.cents');
    default:
      return error.message?.startsWith('admin:') ? t(error.message) : t('validation.invalid');
  }
}

type FrameProps = { label: string; hint?: string; className?: string; name: string };

export function Field({
  label,
  hint,
  className = '',
  name,
  children,
}: FrameProps & {
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = useErrorLine(name);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name'> & FrameProps & { rules?: RegisterOptions };

export function TextInput({ label, hint, className, name, rules, ...input }: InputProps) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} className={className} name={name}>
      {(control) => <input {...control} className={inputClass} {...input} {...register(name, rules)} />}
    </Field>
  );
}

/** A number input whose empty value is null (optional limits), else a number. */
export function NumberInput({ label, hint, className, name, ...input }: InputProps) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} className={className} name={name}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          dir="ltr"
          className={`${inputClass} text-start`}
          {...input}
          {...register(name, { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
        />
      )}
    </Field>
  );
}

export function TextArea({
  label,
  hint,
  className,
  name,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'name'> & FrameProps) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} className={className} name={name}>
      {(control) => (
        <textarea {...control} rows={3} className={inputClass} {...textarea} {...register(name)} />
      )}
    </Field>
  );
}

export function SelectInput({
  label,
  hint,
  className,
  name,
  options,
  numeric = false,
}: FrameProps & { options: { value: string | number; label: string }[]; numeric?: boolean }) {
  const { register, watch } = useFormContext();
  // Controlled, so a value set before its option arrives (options loaded later) still shows.
  const value = watch(name);
  return (
    <Field label={label} hint={hint} className={className} name={name}>
      {(control) => (
        <select
          {...control}
          className={inputClass}
          {...register(name, numeric ? { setValueAs: (v) => (v === '' ? null : Number(v)) } : {})}
          value={value === null || value === undefined ? '' : String(value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxInput({ label, name, hint }: { label: string; name: string; hint?: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="flex items-start gap-2 py-1">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-brand-700"
        {...register(name)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * One customer-facing text in every language side by side: English | العربية | Español.
 * Each input has its language's direction (Arabic right-to-left) whatever the page's.
 */
export function BilingualInput({
  label,
  name,
  multiline = false,
  hint,
}: {
  label: string;
  name: string;
  multiline?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-bold text-slate-900">{label}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <div className="mt-1 grid grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-3">
        {LANGS.map((lang) => (
          <Field key={lang} label={`${label} (${t(`languages.${lang}`)})`} name={`${name}.${lang}`}>
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  rows={3}
                  dir={textDirection(lang)}
                  lang={lang}
                  className={`${inputClass} text-start`}
                  {...register(`${name}.${lang}`)}
                />
              ) : (
                <input
                  {...control}
                  dir={textDirection(lang)}
                  lang={lang}
                  className={`${inputClass} text-start`}
                  {...register(`${name}.${lang}`)}
                />
              )
            }
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A list of paragraphs per language (`{ en: string[], ar: string[], es: string[] }`), one row
 * per paragraph: English | العربية | Español, with add and remove.
 */
export function BilingualList({ label, name }: { label: string; name: string }) {
  const { t } = useTranslation('admin');
  const { watch, setValue, register } = useFormContext();
  const stored = (watch(name) ?? {}) as Partial<LocalizedList>;
  const value = perLang((lang) => stored[lang] ?? []);
  const rows = Math.max(...LANGS.map((lang) => value[lang].length));
  const update = (next: LocalizedList) => setValue(name, next, { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-bold text-slate-900">{label}</legend>
      <div className="mt-1 space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
            key={i}
            className="flex flex-col gap-3 rounded-md border border-slate-200 p-2 sm:flex-row sm:items-end"
          >
            <div className="grid min-w-0 flex-1 grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-3">
              {LANGS.map((lang) => (
                <Field
                  key={lang}
                  label={t('form.paragraph', { n: i + 1, lang: t(`languages.${lang}`) })}
                  name={`${name}.${lang}.${i}`}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      rows={3}
                      dir={textDirection(lang)}
                      lang={lang}
                      className={`${inputClass} text-start`}
                      {...register(`${name}.${lang}.${i}`)}
                    />
                  )}
                </Field>
              ))}
            </div>
            <div className="self-end">
              <Button
                variant="ghost"
                small
                onClick={() => update(perLang((lang) => value[lang].filter((_, j) => j !== i)))}
              >
                {t('actions.remove')}
              </Button>
            </div>
          </div>
        ))}
        <Button
          variant="secondary"
          small
          onClick={() =>
            update(
              perLang((lang) => [...value[lang], ...Array<string>(rows - value[lang].length).fill(''), '']),
            )
          }
        >
          {t('form.addParagraph')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Uploads a picture to POST /api/admin/images and hands back its public URL. */
export function ImageUploadButton({
  onUploaded,
  label,
}: {
  onUploaded: (url: string) => void;
  label?: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-within:outline-3 focus-within:outline-accent-500"
      >
        {busy ? t('images.uploading') : (label ?? t('images.upload'))}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              onUploaded(await uploadImage(file));
            } catch (e) {
              setError(errorText(e, t));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One picture (a URL): preview, upload a new one, or type the URL. */
export function ImageInput({ label, name }: { label: string; name: string }) {
  const { t } = useTranslation('admin');
  const { watch, setValue } = useFormContext();
  const url = watch(name) as string | null | undefined;
  return (
    <div className="space-y-2">
      <TextInput label={label} name={name} dir="ltr" hint={t('images.hint')} />
      <div className="flex items-center gap-3">
        {url ? (
          <img src={url} alt="" className="size-16 rounded border border-slate-200 object-cover" />
        ) : null}
        <ImageUploadButton
          onUploaded={(u) => setValue(name, u, { shouldDirty: true, shouldValidate: true })}
        />
      </div>
    </div>
  );
}

/** A list of pictures (`string[]`): thumbnails with move and remove, upload to add. */
export function ImagesInput({ label, name }: { label: string; name: string }) {
  const { t } = useTranslation('admin');
  const { watch, setValue } = useFormContext();
  const images = (watch(name) ?? []) as string[];
  const update = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset>
      <legend className="text-sm font-bold text-slate-900">{label}</legend>
      <ul className="mt-2 flex flex-wrap gap-3">
        {images.map((src, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice
          <li key={`${src}-${i}`} className="w-32 rounded-md border border-slate-200 p-1.5">
            <img
              src={src}
              alt={t('images.number', { n: i + 1 })}
              className="h-20 w-full rounded object-cover"
            />
            <div className="mt-1 flex justify-between">
              <Button
                variant="ghost"
                small
                aria-label={t('images.moveEarlier', { n: i + 1 })}
                disabled={i === 0}
                onClick={() =>
                  update(images.map((s, j) => (j === i - 1 ? images[i]! : j === i ? images[i - 1]! : s)))
                }
              >
                ‹
              </Button>
              <Button
                variant="ghost"
                small
                aria-label={t('images.remove', { n: i + 1 })}
                onClick={() => update(images.filter((_, j) => j !== i))}
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <ImageUploadButton onUploaded={(u) => update([...images, u])} label={t('images.add')} />
      </div>
    </fieldset>
  );
}

/** The form-level server error or success line. */
export function FormStatus({ error, success }: { error?: unknown; success?: string | null }) {
  const { t } = useTranslation('admin');
  if (error)
    return (
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
      >
        {errorText(error, t)}
      </p>
    );
  if (success)
    return (
      <p
        role="status"
        className="rounded-md border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900"
      >
        {success}
      </p>
    );
  return null;
}

/**
 * The form of a create/edit dialog: `send` runs once the values are valid and the server's
 * message goes to `onSaved`; a failure stays in the dialog under the fields.
 */
export function DialogForm<Values extends FieldValues>({
  form,
  send,
  saving,
  onSaved,
  className = 'space-y-3',
  saveTestId,
  children,
}: {
  form: UseFormReturn<Values>;
  send: (body: Values) => Promise<{ message?: string }>;
  /** The save mutation, for its error and pending state. */
  saving: { error: unknown; isPending: boolean };
  onSaved: (message?: string) => void;
  className?: string;
  saveTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={className}
        onSubmit={form.handleSubmit(async (body) => {
          const answer = await send(body).catch(() => null);
          if (answer) onSaved(answer.message);
        })}
      >
        {children}
        <FormStatus error={saving.error} />
        <Button type="submit" disabled={!form.formState.isValid || saving.isPending} data-testid={saveTestId}>
          {saving.isPending ? t('states.working') : t('actions.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
