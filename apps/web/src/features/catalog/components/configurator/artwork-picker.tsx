import { DEFAULT_MAX_UPLOAD_MB, MAX_UPLOAD_FILES } from '@shop/shared';
import { type Dispatch, type SetStateAction, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkFileInput } from '../../../../components/artwork/artwork-file-input';
import { type ChosenArtwork, useArtworkChoice } from '../../../../components/artwork/use-artwork-choice';
import { formatFileSize } from '../../../../lib/format';
import { type BrowserFinding, browserFindings, hasBlocker } from '../../../../lib/preflight';

export type Artwork = ChosenArtwork;

const SEVERITY_STYLE = {
  blocker: { icon: '⛔', className: 'border-red-300 bg-red-50 text-red-900' },
  warning: { icon: '⚠', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  note: { icon: 'ℹ', className: 'border-slate-200 bg-slate-50 text-slate-700' },
} as const;

/** One file's findings, each with its severity in words (not colour alone) and what to do. */
function FindingList({ findings }: { findings: BrowserFinding[] }) {
  const { t } = useTranslation('product-extras');
  if (findings.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-sm" data-testid="preflight-findings">
      {findings.map((finding, i) => {
        const style = SEVERITY_STYLE[finding.severity];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity beyond their order
            key={i}
            className={`rounded border px-2 py-1 ${style.className}`}
            data-severity={finding.severity}
          >
            <span aria-hidden="true">{style.icon} </span>
            <strong>{t(`preflight.${finding.severity}`)}:</strong>{' '}
            {t(`preflight.${finding.code}`, { ...finding.params })}
          </li>
        );
      })}
    </ul>
  );
}

function PreflightLine({
  artwork,
  widthCm,
  heightCm,
  findings,
}: {
  artwork: Artwork;
  widthCm: number | null;
  heightCm: number | null;
  findings: BrowserFinding[];
}) {
  const { t } = useTranslation('product-extras');
  const { preflight } = artwork;
  const sized = widthCm !== null && heightCm !== null && widthCm > 0 && heightCm > 0;
  if (!preflight) return <p className="text-sm text-slate-500">{t('files.checking')}</p>;
  if (preflight.kind === 'other') return <p className="text-sm text-slate-600">{t('files.other')}</p>;
  if (preflight.kind === 'unreadable')
    return <p className="text-sm text-amber-800">{t('files.unreadable')}</p>;
  const facts =
    preflight.kind === 'raster'
      ? t('files.pixels', { width: preflight.widthPx, height: preflight.heightPx })
      : t('files.pdfPage', { width: preflight.widthMm, height: preflight.heightMm, box: preflight.box });
  return (
    <div className="text-sm" data-testid="preflight">
      <p className="text-slate-600">{facts}</p>
      {sized ? <FindingList findings={findings} /> : null}
      {sized ? <p className="mt-1 text-xs text-slate-500">{t('preflight.moreAfterUpload')}</p> : null}
    </div>
  );
}

/**
 * Artwork files (at most the product's limit, never more than 10): type and size checked
 * before anything is sent, and a print preflight of each file against the ordered size.
 * The chosen files belong to the configurator (they are sent with the cart line); names
 * remembered from before a login detour are listed with a request to choose them again.
 * When a file has a blocker (here, or as the server answered), the "print as supplied, I
 * accept the risk" box appears; the configurator keeps Add to cart off until it is ticked.
 */
export function ArtworkPicker({
  limit,
  widthCm,
  heightCm,
  files,
  setFiles,
  remembered = [],
  disabled = false,
  pricingMode,
  acceptRisk,
  onAcceptRisk,
  serverBlocked = false,
  onBlockedChange,
}: {
  limit: number;
  widthCm: number | null;
  heightCm: number | null;
  /** The product's pricing mode: large formats take more bleed (printSpecFor). */
  pricingMode: string;
  acceptRisk: boolean;
  onAcceptRisk: (accepted: boolean) => void;
  /** The server refused the files for a blocker the browser could not see (fonts, colour…). */
  serverBlocked?: boolean;
  /** Told whether any chosen file has a blocker at the current size. */
  onBlockedChange: (blocked: boolean) => void;
  files: Artwork[];
  setFiles: Dispatch<SetStateAction<Artwork[]>>;
  /** Names chosen before the page was left (browsers cannot keep the files themselves). */
  remembered?: string[];
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('product-extras');
  const max = Math.max(1, Math.min(limit, MAX_UPLOAD_FILES));
  const riskId = useId();
  const findingsOf = new Map(
    files.map((a) => [a.key, browserFindings(a.preflight, widthCm, heightCm, { pricingMode })]),
  );
  const blocked = [...findingsOf.values()].some(hasBlocker);
  useEffect(() => onBlockedChange(blocked), [blocked, onBlockedChange]);
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
                <PreflightLine
                  artwork={artwork}
                  widthCm={widthCm}
                  heightCm={heightCm}
                  findings={findingsOf.get(artwork.key) ?? []}
                />
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
      {files.length > 0 && (blocked || serverBlocked) ? (
        <div className="mt-3 rounded-md border border-red-300 bg-red-50 p-3" data-testid="accept-risk">
          <p className="text-sm text-red-900">{t('preflight.blockedNote')}</p>
          <div className="mt-2 flex items-start gap-2">
            <input
              id={riskId}
              type="checkbox"
              checked={acceptRisk}
              onChange={(event) => onAcceptRisk(event.target.checked)}
              disabled={disabled}
              aria-describedby={`${riskId}-hint`}
              className="mt-1 size-4"
              data-testid="accept-risk-box"
            />
            <div>
              <label htmlFor={riskId} className="font-semibold">
                {t('preflight.acceptRisk')}
              </label>
              <p id={`${riskId}-hint`} className="text-sm text-slate-700">
                {t('preflight.acceptRiskHint')}
              </p>
            </div>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
