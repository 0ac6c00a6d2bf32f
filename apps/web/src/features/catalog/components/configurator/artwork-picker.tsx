import { DEFAULT_MAX_UPLOAD_MB, MAX_UPLOAD_FILES, MIN_ARTWORK_DPI } from '@shop/shared';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkFileInput } from '../../../../components/artwork/artwork-file-input';
import { type ChosenArtwork, useArtworkChoice } from '../../../../components/artwork/use-artwork-choice';
import { formatFileSize } from '../../../../lib/format';
import { checkRaster, comparePageToOrder } from '../../../../lib/preflight';

export type Artwork = ChosenArtwork;

function PreflightLine({
  artwork,
  widthCm,
  heightCm,
}: {
  artwork: Artwork;
  widthCm: number | null;
  heightCm: number | null;
}) {
  const { t } = useTranslation('product-extras');
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
  const { t, i18n } = useTranslation('product-extras');
  const max = Math.max(1, Math.min(limit, MAX_UPLOAD_FILES));
  const { add, errors, inputRef } = useArtworkChoice({
    files,
    setFiles,
    max,
    describe: (problem) =>
      problem.reason === 'tooMany'
        ? t('files.tooMany', { max: problem.max })
        : problem.reason === 'tooLarge'
          ? t('files.tooLarge', { name: problem.name, mb: DEFAULT_MAX_UPLOAD_MB })
          : t(`files.${problem.reason}`, { name: problem.name }),
  });

  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">{t('catalog:files.legend')}</legend>
      <ArtworkFileInput
        inputRef={inputRef}
        onFiles={add}
        disabled={disabled || files.length >= max}
        chooseLabel={t('files.choose')}
        help={`${t('files.help', { max, mb: DEFAULT_MAX_UPLOAD_MB })} ${t('files.count', { count: files.length, max })}`}
        remembered={remembered}
        rememberedTitle={t('files.rememberedNote')}
        errors={errors}
        inputTestId="artwork-input"
      />
      {files.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {files.map((artwork) => (
            <li key={artwork.key} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" dir="auto">
                  {artwork.file.name}{' '}
                  <span className="text-sm font-normal text-slate-500">
                    ({formatFileSize(artwork.file.size, i18n.language)})
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
