import {
  ARTWORK_ACCEPT,
  artworkExtension,
  DEFAULT_MAX_UPLOAD_MB,
  isArtworkFileName,
  MAX_UPLOAD_FILES,
  MIN_ARTWORK_DPI,
} from '@shop/shared';
import { type Dispatch, type SetStateAction, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRaster, comparePageToOrder, type Preflight, preflightFile } from '../../lib/preflight';

export type Artwork = { key: string; file: File; extension: string; preflight: Preflight | null };

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

function formatSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const value = mb >= 1 ? mb : bytes / 1024;
  const unit = mb >= 1 ? 'megabyte' : 'kilobyte';
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

function PreflightLine({
  artwork,
  widthCm,
  heightCm,
}: {
  artwork: Artwork;
  widthCm: number | null;
  heightCm: number | null;
}) {
  const { t } = useTranslation('catalog');
  const { preflight } = artwork;
  const sized = widthCm !== null && heightCm !== null && widthCm > 0 && heightCm > 0;
  if (!preflight) return <p className="text-sm text-slate-500">{t('files.checking')}</p>;
  if (preflight.kind === 'other') return <p className="text-sm text-slate-600">{t('files.other')}</p>;
  if (preflight.kind === 'unreadable')
    return <p className="text-sm text-amber-800">{t('files.unreadable')}</p>;
  if (preflight.kind === 'raster') {
    const pixels = { width: preflight.widthPx, height: preflight.heightPx };
    if (!sized) return <p className="text-sm text-slate-600">{t('files.pixels', pixels)}</p>;
    const check = checkRaster(preflight.widthPx, preflight.heightPx, widthCm, heightCm);
    return (
      <div className="text-sm" data-testid="preflight">
        <p className={check.lowResolution ? 'font-semibold text-red-700' : 'text-green-800'}>
          {t(check.lowResolution ? 'files.rasterLow' : 'files.rasterOk', {
            ...pixels,
            dpi: check.dpi,
            min: MIN_ARTWORK_DPI,
          })}
        </p>
        {check.aspectMismatch ? <p className="text-amber-800">{t('files.aspect')}</p> : null}
      </div>
    );
  }
  const page = { width: preflight.widthMm, height: preflight.heightMm, box: preflight.box };
  if (!sized) return <p className="text-sm text-slate-600">{t('files.pdfPage', page)}</p>;
  const fit = comparePageToOrder(preflight.widthMm, preflight.heightMm, widthCm, heightCm);
  const good = fit.fit === 'exact' || fit.fit === 'bleed' || fit.fit === 'scaled';
  const key = {
    exact: 'files.pdfExact',
    bleed: 'files.pdfBleed',
    scaled: 'files.pdfScaled',
    rotated: 'files.pdfRotated',
    mismatch: 'files.pdfMismatch',
  }[fit.fit];
  return (
    <p
      className={`text-sm ${good ? 'text-green-800' : 'font-semibold text-amber-800'}`}
      data-testid="preflight"
    >
      {t(key, {
        ...page,
        scale: fit.fit === 'scaled' ? fit.scale : 1,
        orderWidth: widthCm * 10,
        orderHeight: heightCm * 10,
      })}
    </p>
  );
}

/**
 * Artwork files (at most the product's limit, never more than 10): type and size checked
 * before anything is sent, and a print preflight of each file against the ordered size.
 * The chosen files belong to the configurator (they are sent with the cart line); names
 * remembered from before a login detour are listed with a request to choose them again.
 */
export function ArtworkPicker({
  limit,
  widthCm,
  heightCm,
  files,
  setFiles,
  remembered = [],
  disabled = false,
}: {
  limit: number;
  widthCm: number | null;
  heightCm: number | null;
  files: Artwork[];
  setFiles: Dispatch<SetStateAction<Artwork[]>>;
  /** Names chosen before the page was left (browsers cannot keep the files themselves). */
  remembered?: string[];
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const max = Math.max(1, Math.min(limit, MAX_UPLOAD_FILES));

  function add(list: FileList | null) {
    if (!list) return;
    const problems: string[] = [];
    const accepted: Artwork[] = [];
    for (const file of Array.from(list)) {
      if (!isArtworkFileName(file.name)) problems.push(t('files.badType', { name: file.name }));
      else if (file.size === 0) problems.push(t('files.empty', { name: file.name }));
      else if (file.size > MAX_BYTES)
        problems.push(t('files.tooLarge', { name: file.name, mb: DEFAULT_MAX_UPLOAD_MB }));
      else if (files.length + accepted.length >= max) {
        problems.push(t('files.tooMany', { max }));
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
    for (const artwork of accepted) {
      void preflightFile(artwork.file, artwork.extension).then((preflight) =>
        setFiles((current) => current.map((a) => (a.key === artwork.key ? { ...a, preflight } : a))),
      );
    }
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <fieldset>
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
          data-testid="artwork-input"
        />
      </label>
      <p id={`${id}-help`} className="mt-2 text-sm text-slate-600">
        {t('files.help', { max, mb: DEFAULT_MAX_UPLOAD_MB })} {t('files.count', { count: files.length, max })}
      </p>
      {remembered.length > 0 ? (
        <div
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="remembered-files"
        >
          <p className="font-semibold">{t('files.rememberedNote')}</p>
          <ul className="mt-1 list-disc ps-5">
            {remembered.map((name) => (
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
        <ul className="mt-3 space-y-2">
          {files.map((artwork) => (
            <li key={artwork.key} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" dir="auto">
                  {artwork.file.name}{' '}
                  <span className="text-sm font-normal text-slate-500">
                    ({formatSize(artwork.file.size, i18n.language)})
                  </span>
                </p>
                <PreflightLine artwork={artwork} widthCm={widthCm} heightCm={heightCm} />
              </div>
              <button
                type="button"
                onClick={() => setFiles((current) => current.filter((a) => a.key !== artwork.key))}
                disabled={disabled}
                className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
                aria-label={t('files.remove', { name: artwork.file.name })}
              >
                {t('files.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
