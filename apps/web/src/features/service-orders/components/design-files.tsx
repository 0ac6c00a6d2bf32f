import { DEFAULT_MAX_UPLOAD_MB, MAX_UPLOAD_FILES } from '@shop/shared';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkFileInput } from '../../../components/artwork/artwork-file-input';
import { type ChosenArtwork, useArtworkChoice } from '../../../components/artwork/use-artwork-choice';
import { currentLang } from '../../../i18n';
import { formatFileSize, formatNumber, formatPercent } from '../../../lib/format';
import type { Preflight } from '../../../lib/preflight';

export type DesignFile = ChosenArtwork;

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
  const text = formatPercent(percent, lang);
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
  const max = MAX_UPLOAD_FILES;
  const { add, errors, inputRef } = useArtworkChoice({
    files,
    setFiles,
    max,
    describe: (problem) =>
      problem.reason === 'tooMany'
        ? t('files.tooMany', { max: formatNumber(problem.max, lang) })
        : problem.reason === 'tooLarge'
          ? t('files.tooLarge', { name: problem.name, mb: formatNumber(DEFAULT_MAX_UPLOAD_MB, lang) })
          : t(`files.${problem.reason}`, { name: problem.name }),
  });

  const stillToChoose = remembered.filter((name) => !files.some((f) => f.file.name === name));

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-lg font-bold">{t('files.legend')}</legend>
      <ArtworkFileInput
        inputRef={inputRef}
        onFiles={add}
        disabled={disabled || files.length >= max}
        chooseLabel={t('files.choose')}
        help={`${t('files.help', { max: formatNumber(max, lang), mb: formatNumber(DEFAULT_MAX_UPLOAD_MB, lang) })} ${t(
          'files.count',
          { count: files.length, n: formatNumber(files.length, lang), max: formatNumber(max, lang) },
        )}`}
        remembered={stillToChoose}
        rememberedTitle={t('files.remembered')}
        errors={errors}
        inputTestId="design-files-input"
      />
      {files.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t('files.chosen')}>
          {files.map((design, index) => (
            <li key={design.key} className="rounded-md border border-slate-200 p-3" data-testid="design-file">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" dir="auto">
                    {design.file.name}
                  </p>
                  <p className="text-sm text-slate-500">{formatFileSize(design.file.size, lang)}</p>
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
