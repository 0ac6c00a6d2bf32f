import {
  ARTWORK_ACCEPT,
  artworkExtension,
  DEFAULT_MAX_UPLOAD_MB,
  isArtworkFileName,
  MAX_UPLOAD_FILES,
} from '@shop/shared';
import { type Dispatch, type SetStateAction, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { formatNumber, numberLocale } from '../../../lib/format';
// The catalogue's browser preflight (pixel size, PDF page size), shared rather than copied.
import { type Preflight, preflightFile } from '../../catalog/lib/preflight';

export type DesignFile = { key: string; file: File; extension: string; preflight: Preflight | null };

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

export function formatSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  return new Intl.NumberFormat(numberLocale(lang), {
    style: 'unit',
    unit: mb >= 1 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb >= 1 ? mb : bytes / 1024);
}

function PreflightLine({ preflight }: { preflight: Preflight | null }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  if (!preflight) return <p className="text-sm text-slate-500">{t('files.checking')}</p>;
  if (preflight.kind === 'raster') {
    return (
      <p className="text-sm text-slate-600" data-testid="preflight">
        {t('files.pixels', {
          width: formatNumber(preflight.widthPx, lang),
          height: formatNumber(preflight.heightPx, lang),
        })}
      </p>
    );
  }
  if (preflight.kind === 'pdf') {
    return (
      <p className="text-sm text-slate-600" data-testid="preflight">
        {t('files.pdfPage', {
          width: formatNumber(Math.round(preflight.widthMm), lang),
          height: formatNumber(Math.round(preflight.heightMm), lang),
        })}
      </p>
    );
  }
  if (preflight.kind === 'unreadable')
    return <p className="text-sm text-amber-800">{t('files.unreadable')}</p>;
  return <p className="text-sm text-slate-600">{t('files.other')}</p>;
}

function ProgressBar({ value, name }: { value: number; name: string }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  const percent = Math.round(value * 100);
  const text = new Intl.NumberFormat(numberLocale(lang), { style: 'percent' }).format(percent / 100);
  return (
    <div className="mt-2 flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={t('files.progress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        data-testid="file-progress"
      >
        <div
          className={`h-full rounded-full transition-[width] ${percent >= 100 ? 'bg-green-600' : 'bg-brand-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-12 text-end text-xs tabular-nums text-slate-600">{text}</span>
    </div>
  );
}

/**
 * Design files (optional, at most 10): type and size checked before anything is sent, the
 * pixel or PDF page size shown, and a progress bar per file while the form uploads.
 */
export function DesignFiles({
  files,
  setFiles,
  progress,
  remembered = [],
  disabled = false,
}: {
  files: DesignFile[];
  setFiles: Dispatch<SetStateAction<DesignFile[]>>;
  /** Each file's share sent (0…1) while uploading, else null. */
  progress: number[] | null;
  /** Names chosen before a login detour (browsers cannot keep the files themselves). */
  remembered?: string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const max = MAX_UPLOAD_FILES;

  function add(list: FileList | null) {
    if (!list) return;
    const problems: string[] = [];
    const accepted: DesignFile[] = [];
    for (const file of Array.from(list)) {
      if (!isArtworkFileName(file.name)) problems.push(t('files.badType', { name: file.name }));
      else if (file.size === 0) problems.push(t('files.empty', { name: file.name }));
      else if (file.size > MAX_BYTES)
        problems.push(
          t('files.tooLarge', { name: file.name, mb: formatNumber(DEFAULT_MAX_UPLOAD_MB, lang) }),
        );
      else if (files.length + accepted.length >= max) {
        problems.push(t('files.tooMany', { max: formatNumber(max, lang) }));
        break;
      } else {
        accepted.push({
          key: `${file.name}-${file.size}-${file.lastModified}-${crypto.randomUUID()}`,
          file,
          extension: artworkExtension(file.name),
          preflight: null,
        });
      }
    }
    setErrors(problems);
    setFiles((current) => [...current, ...accepted]);
    for (const design of accepted) {
      void preflightFile(design.file, design.extension).then((preflight) =>
        setFiles((current) => current.map((f) => (f.key === design.key ? { ...f, preflight } : f))),
      );
    }
    if (inputRef.current) inputRef.current.value = '';
  }

  const stillToChoose = remembered.filter((name) => !files.some((f) => f.file.name === name));

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-lg font-bold">{t('files.legend')}</legend>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-accent-500 hover:bg-brand-50"
      >
        {t('files.choose')}
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ARTWORK_ACCEPT}
          className="sr-only"
          onChange={(event) => add(event.target.files)}
          disabled={disabled || files.length >= max}
          aria-describedby={`${id}-help`}
          data-testid="design-files-input"
        />
      </label>
      <p id={`${id}-help`} className="mt-2 text-sm text-slate-600">
        {t('files.help', { max: formatNumber(max, lang), mb: formatNumber(DEFAULT_MAX_UPLOAD_MB, lang) })}{' '}
        {t('files.count', {
          count: files.length,
          n: formatNumber(files.length, lang),
          max: formatNumber(max, lang),
        })}
      </p>
      {stillToChoose.length > 0 ? (
        <div
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="remembered-files"
        >
          <p className="font-semibold">{t('files.remembered')}</p>
          <ul className="mt-1 list-disc ps-5">
            {stillToChoose.map((name) => (
              <li key={name} dir="auto">
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite">
        {errors.length > 0 ? (
          <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t('files.chosen')}>
          {files.map((design, index) => (
            <li key={design.key} className="rounded-md border border-slate-200 p-3" data-testid="design-file">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" dir="auto">
                    {design.file.name}
                  </p>
                  <p className="text-sm text-slate-500">{formatSize(design.file.size, lang)}</p>
                  <PreflightLine preflight={design.preflight} />
                </div>
                {progress ? null : (
                  <button
                    type="button"
                    onClick={() => setFiles((current) => current.filter((f) => f.key !== design.key))}
                    className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
                    aria-label={t('files.remove', { name: design.file.name })}
                  >
                    {t('files.removeShort')}
                  </button>
                )}
              </div>
              {progress ? <ProgressBar value={progress[index] ?? 0} name={design.file.name} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
