import { MIN_ARTWORK_DPI } from '@shop/shared';
import { effectiveDpi } from '@shop/shared/preflight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { fetchBlob, saveBlob } from '../../../lib/download';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../components/ui';
import { errorText } from '../../lib/api';
import type { OrderFile } from './types';

const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

function sizeText(bytes: number, lang: string) {
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, lang)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang)} KB`;
}

/**
 * Preflight figures of docs/product.md#uploads: pixels and dpi at the ordered size, or the PDF
 * page.
 */
function PreflightLine({
  file,
  widthCm,
  heightCm,
}: {
  file: OrderFile;
  widthCm?: number | null;
  heightCm?: number | null;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const p = file.preflight;
  if (!p || p.kind === 'other') return <p className="text-sm text-slate-600">{t('files.noPreflight')}</p>;
  if (p.kind === 'unchecked') return <p className="text-sm text-amber-800">{t('files.unchecked')}</p>;
  if (p.kind === 'raster') {
    const dpi =
      p.dpiAtSize ??
      (widthCm && heightCm ? effectiveDpi(p.widthPx, p.heightPx, widthCm, heightCm) : undefined);
    const low = dpi !== undefined && dpi < MIN_ARTWORK_DPI;
    return (
      <p className="text-sm text-slate-700">
        {t('files.pixels', { w: formatNumber(p.widthPx, lang), h: formatNumber(p.heightPx, lang) })}
        {dpi !== undefined && (
          <>
            {' · '}
            <span className={low ? 'font-semibold text-red-700' : 'text-green-800'}>
              {t('files.dpi', { dpi: formatNumber(dpi, lang) })}
              {low ? ` — ${t('files.lowDpi', { min: formatNumber(MIN_ARTWORK_DPI, lang) })}` : ''}
            </span>
          </>
        )}
        {p.warning ? <span className="block text-amber-800">{p.warning}</span> : null}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {t('files.page', { w: formatNumber(p.pageWidthMm, lang), h: formatNumber(p.pageHeightMm, lang) })}
      {p.matchesOrderedSize !== undefined && (
        <>
          {' · '}
          <span className={p.matchesOrderedSize ? 'text-green-800' : 'font-semibold text-red-700'}>
            {p.matchesOrderedSize ? t('files.pageMatches') : t('files.pageMismatch')}
          </span>
        </>
      )}
      {p.warning ? <span className="block text-amber-800">{p.warning}</span> : null}
    </p>
  );
}

const SEVERITY_ICON = { blocker: '⛔', warning: '⚠', note: 'ℹ' } as const;
const SEVERITY_CLASS = {
  blocker: 'text-red-800',
  warning: 'text-amber-800',
  note: 'text-slate-600',
} as const;

/** The same report the customer saw: each finding with its severity in words, page and area. */
function Findings({ file }: { file: OrderFile }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  if (!file.findings || file.findings.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm" aria-label={t('files.findings')} data-testid="file-findings">
      {file.findings.map((finding, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity beyond their order
        <li key={i} className={SEVERITY_CLASS[finding.severity]} data-severity={finding.severity}>
          <span aria-hidden="true">{SEVERITY_ICON[finding.severity]} </span>
          <strong>{t(`files.severity.${finding.severity}`)}</strong>
          {finding.page !== undefined ? ` · p. ${formatNumber(finding.page, lang)}` : ''}
          {finding.area ? (
            <>
              {' · '}
              <bdi>{finding.area}</bdi>
            </>
          ) : null}
          : {finding.message}
        </li>
      ))}
    </ul>
  );
}

function Preview({ file }: { file: OrderFile }) {
  const { t } = useTranslation('admin');
  const query = useQuery({
    queryKey: ['admin', 'upload-preview', file.id],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchBlob(`/uploads/${file.id}`, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('states.loading')}</p>;
  if (query.isError) return <p className="text-sm text-red-700">{errorText(query.error, t)}</p>;
  return (
    <img
      src={query.data}
      alt={t('files.previewOf', { name: file.name })}
      className="mt-2 max-h-72 max-w-full rounded border border-slate-200 bg-[repeating-conic-gradient(#e2e8f0_0_25%,white_0_50%)] bg-[length:16px_16px] object-contain"
    />
  );
}

function FileRow({
  file,
  widthCm,
  heightCm,
}: {
  file: OrderFile;
  widthCm?: number | null;
  heightCm?: number | null;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold" dir="ltr">
            {file.name}
          </p>
          <p className="text-xs text-slate-600">
            <span dir="ltr">{file.mime}</span> · {sizeText(file.size, lang)}
          </p>
        </div>
        <div className="flex gap-2">
          {PREVIEWABLE.has(file.mime) && (
            <Button variant="secondary" small aria-expanded={preview} onClick={() => setPreview((v) => !v)}>
              {preview ? t('files.hidePreview') : t('files.preview')}
            </Button>
          )}
          <Button
            variant="secondary"
            small
            disabled={busy}
            aria-label={t('files.downloadNamed', { name: file.name })}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                saveBlob(await fetchBlob(`/uploads/${file.id}`), file.name);
              } catch (e) {
                setError(errorText(e, t));
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? t('states.working') : t('files.download')}
          </Button>
        </div>
      </div>
      <PreflightLine file={file} widthCm={widthCm} heightCm={heightCm} />
      <Findings file={file} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && <Preview file={file} />}
    </li>
  );
}

export function FileList({
  files,
  widthCm,
  heightCm,
}: {
  files: OrderFile[];
  widthCm?: number | null;
  heightCm?: number | null;
}) {
  const { t } = useTranslation('admin');
  if (files.length === 0) return <p className="text-sm text-slate-600">{t('files.none')}</p>;
  return (
    <ul className="space-y-2">
      {files.map((file) => (
        <FileRow key={file.id} file={file} widthCm={widthCm} heightCm={heightCm} />
      ))}
    </ul>
  );
}
