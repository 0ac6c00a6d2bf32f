import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { DETAILS_MAX, type DetailsForm, DetailsFormSchema } from '../lib/details-schema';
import { type DesignFile, DesignFiles } from './design-files';
import { Notice } from './states';

/** The lines to show for a failed send: the API's own words for a refused request, else the spec's. */
function failureLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.errors.length > 0 ? error.errors : [error.message];
  }
  return [fallback];
}

export type Upload = (
  details: string,
  files: File[],
  onProgress: (perFile: number[]) => void,
) => Promise<{ message?: string }>;

/**
 * The details text (required, validated on change and blur) and the design files, sent with a
 * progress bar per file. A guest is told to log in first; the text is kept by the caller
 * (`onDraftChange`) so it is still here after the login detour.
 */
export function DetailsFormView({
  defaultDetails,
  remembered,
  onDraftChange,
  isGuest,
  loginHref,
  upload,
  onDone,
  submitLabel,
  detailsLabel,
}: {
  defaultDetails: string;
  remembered?: string[];
  onDraftChange?: (details: string, fileNames: string[]) => void;
  isGuest: boolean;
  loginHref: string;
  upload: Upload;
  onDone: (message: string | undefined) => void;
  submitLabel: string;
  detailsLabel: string;
}) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  const id = useId();
  const [files, setFilesState] = useState<DesignFile[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'guest' }
    | { kind: 'sending' }
    | { kind: 'done'; message: string }
    | { kind: 'failed'; lines: string[] }
  >({ kind: 'idle' });
  const form = useForm<DetailsForm>({
    resolver: zodResolver(DetailsFormSchema),
    mode: 'all',
    defaultValues: { details: defaultDetails },
  });
  const { errors, isValid } = form.formState;
  const details = form.watch('details');

  const setFiles: typeof setFilesState = (update) =>
    setFilesState((current) => {
      const next = typeof update === 'function' ? update(current) : update;
      onDraftChange?.(
        form.getValues('details'),
        next.map((f) => f.file.name),
      );
      return next;
    });

  const sending = state.kind === 'sending';
  const done = state.kind === 'done';
  const onSubmit = form.handleSubmit(async (values) => {
    if (sending || done) return;
    if (isGuest) {
      setState({ kind: 'guest' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await upload(
        values.details,
        files.map((f) => f.file),
        setProgress,
      );
      const message = answer.message ?? t('sent');
      setState({ kind: 'done', message });
      onDone(message);
    } catch (error) {
      setProgress(null);
      setState({ kind: 'failed', lines: failureLines(error, t('common:errors.somethingWentWrong')) });
    }
  });

  const detailsField = form.register('details', {
    onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) =>
      onDraftChange?.(
        event.target.value,
        files.map((f) => f.file.name),
      ),
  });
  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="service-request-form">
      <div>
        <label htmlFor={id} className="mb-1 block text-lg font-bold">
          {detailsLabel}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
          {t('details.hint')}
        </p>
        <textarea
          id={id}
          rows={7}
          maxLength={DETAILS_MAX}
          dir="auto"
          required
          aria-required="true"
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={`${id}-hint ${errors.details ? errorId : ''} ${id}-count`.trim()}
          disabled={sending || done}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600"
          {...detailsField}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
          {errors.details?.message ? (
            <p id={errorId} className="font-medium text-red-700">
              {t(errors.details.message, { max: formatNumber(DETAILS_MAX, lang) })}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-count`} className="text-slate-500">
            {t('details.count', {
              n: formatNumber(details?.length ?? 0, lang),
              max: formatNumber(DETAILS_MAX, lang),
            })}
          </p>
        </div>
      </div>
      <DesignFiles
        files={files}
        setFiles={setFiles}
        progress={progress}
        remembered={remembered}
        disabled={sending || done}
      />
      <div aria-live="polite" className="space-y-2">
        {state.kind === 'guest' ? (
          <Notice tone="error" testId="login-first">
            <p>{t('loginFirst')}</p>
            <Link to={loginHref} className="mt-1 inline-block font-semibold text-brand-700 underline">
              {t('loginLink')}
            </Link>
          </Notice>
        ) : null}
        {state.kind === 'failed' ? (
          <Notice tone="error" testId="send-error">
            <ul className="space-y-0.5">
              {state.lines.map((line) => (
                <li key={line}>* {line}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        {state.kind === 'done' ? (
          <Notice tone="success" testId="send-success">
            <p>{state.message}</p>
            <p className="text-sm font-normal">{t('redirecting')}</p>
          </Notice>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!isValid || sending || done}
        aria-busy={sending || undefined}
        className="w-full rounded-md bg-accent-500 px-6 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
        data-testid="send-request"
      >
        {sending ? t('sending') : submitLabel}
      </button>
    </form>
  );
}
