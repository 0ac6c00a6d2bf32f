import type { Proof } from '@shop/shared/api/orders';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { fetchBlob, saveBlob } from '../../../lib/download';
import { formatDate, formatNumber, isolate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useApproveProof, useRequestProofChanges } from '../api/answer-proof';
import { downloadBrandedProof, useHasBrand } from '../api/branded-proof';
import type { OrderDetail } from '../api/types';

/**
 * The proofs of an order, by line, newest first, with a zoomable viewer and the owner's answer
 * (docs/product.md#proofs), and a service's final files. Its own chunk: the tracking page
 * imports it after its first paint.
 */

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

function errorText(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The proof's file as an object URL (fetched with the session; revoked when left). */
function useProofUrl(fileId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['orders', 'proof-file', fileId],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchBlob(`/uploads/${fileId}`, { signal })),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  return query;
}

function ProofViewer({ proof }: { proof: Proof }) {
  const { t } = useTranslation('orders');
  const isImage = proof.file.mime.startsWith('image/');
  const [zoom, setZoom] = useState(2); // index of 1×
  const url = useProofUrl(proof.file.id, isImage);
  const pdf = useProofUrl(proof.file.id, false);
  const scale = ZOOMS[zoom]!;
  const zoomIn = () => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1));

  if (!isImage) {
    return (
      <button
        type="button"
        className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        data-testid="proof-open-pdf"
        onClick={async () => {
          const result = pdf.data ? { data: pdf.data } : await pdf.refetch();
          if (result.data) window.open(result.data, '_blank', 'noopener');
        }}
      >
        {t('proofs.openPdf', { name: isolate(proof.file.name) })}
      </button>
    );
  }
  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('proofs.zoom')}</legend>
        <button
          type="button"
          onClick={zoomOut}
          disabled={zoom === 0}
          className="size-9 rounded-md border border-slate-300 font-bold disabled:opacity-40"
          aria-label={t('proofs.zoomOut')}
          data-testid="proof-zoom-out"
        >
          −
        </button>
        <output
          className="min-w-14 text-center text-sm tabular-nums"
          data-testid="proof-zoom"
          aria-live="polite"
        >
          {formatNumber(Math.round(scale * 100), currentLang())}%
        </output>
        <button
          type="button"
          onClick={zoomIn}
          disabled={zoom === ZOOMS.length - 1}
          className="size-9 rounded-md border border-slate-300 font-bold disabled:opacity-40"
          aria-label={t('proofs.zoomIn')}
          data-testid="proof-zoom-in"
        >
          +
        </button>
        <button type="button" onClick={() => setZoom(2)} className="text-sm underline">
          {t('proofs.zoomReset')}
        </button>
      </fieldset>
      {/* Scrolls in both directions when zoomed; + and − zoom from the keyboard. The artwork is never mirrored. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area takes the keyboard's + and − to zoom.
        tabIndex={0}
        aria-label={t('proofs.viewer', { version: formatNumber(proof.version, currentLang()) })}
        dir="ltr"
        className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        onKeyDown={(event) => {
          if (event.key === '+' || event.key === '=') {
            event.preventDefault();
            zoomIn();
          } else if (event.key === '-' || event.key === '_') {
            event.preventDefault();
            zoomOut();
          } else if (event.key === '0') {
            event.preventDefault();
            setZoom(2);
          }
        }}
        data-testid="proof-viewer"
      >
        {url.data ? (
          <img
            src={url.data}
            alt={t('proofs.imageAlt', { version: formatNumber(proof.version, currentLang()) })}
            style={{ width: `${scale * 100}%`, maxWidth: 'none' }}
            className="block"
            data-testid="proof-image"
          />
        ) : url.isError ? (
          <p role="alert" className="p-4 text-sm text-red-700">
            {t('proofs.loadFailed')}
          </p>
        ) : (
          <div aria-hidden="true" className="h-48 animate-pulse bg-slate-200" />
        )}
      </section>
    </div>
  );
}

function ApproveButton({ proof }: { proof: Proof }) {
  const { t } = useTranslation('orders');
  const approve = useApproveProof();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid="proof-approve"
      >
        {t('proofs.approve')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t('proofs.approveTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('proofs.approveBody', { version: formatNumber(proof.version, currentLang()) })}
          </Dialog.Description>
          {approve.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {errorText(approve.error, t('common:errors.somethingWentWrong'))}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
              {t('proofs.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={approve.isPending}
              onClick={() => approve.mutate(proof.id, { onSuccess: () => setOpen(false) })}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              data-testid="proof-approve-confirm"
            >
              {approve.isPending ? t('proofs.sending') : t('proofs.approveConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChangesButton({ proof }: { proof: Proof }) {
  const { t } = useTranslation('orders');
  const changes = useRequestProofChanges();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const commentId = useId();
  const filesId = useId();
  const errorId = useId();
  const missing = comment.trim() === '';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) changes.reset();
      }}
    >
      <Dialog.Trigger
        className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        data-testid="proof-changes"
      >
        {t('proofs.requestChanges')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t('proofs.changesTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{t('proofs.changesBody')}</Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (missing) return;
              changes.mutate(
                { proofId: proof.id, comment: comment.trim(), files },
                { onSuccess: () => setOpen(false) },
              );
            }}
          >
            <div>
              <label htmlFor={commentId} className="mb-1 block font-semibold">
                {t('proofs.comment')}
              </label>
              <textarea
                id={commentId}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                onBlur={() => setTouched(true)}
                rows={4}
                maxLength={4000}
                dir="auto"
                aria-invalid={touched && missing}
                aria-describedby={touched && missing ? errorId : undefined}
                className="w-full rounded-md border border-slate-300 p-2"
                data-testid="proof-comment"
              />
              {touched && missing ? (
                <p id={errorId} className="mt-1 text-sm text-red-700">
                  {t('common:validation.required')}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={filesId} className="mb-1 block font-semibold">
                {t('proofs.files')}
              </label>
              <input
                id={filesId}
                type="file"
                multiple
                accept=".pdf,.png,.jpg,.jpeg,.tif,.tiff,.svg,.ai,.eps,.zip"
                onChange={(event) => setFiles([...(event.target.files ?? [])].slice(0, 10))}
                className="block w-full text-sm"
                data-testid="proof-files"
              />
            </div>
            {changes.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {errorText(changes.error, t('common:errors.somethingWentWrong'))}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close
                type="button"
                className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
              >
                {t('proofs.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={missing || changes.isPending}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                data-testid="proof-changes-send"
              >
                {changes.isPending ? t('proofs.sending') : t('proofs.sendChanges')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const STATUS_STYLE: Record<Proof['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  changes_requested: 'bg-red-100 text-red-900',
  superseded: 'bg-slate-100 text-slate-700',
};

/** A trade account with a brand forwards the proof to its end client under that brand. */
function BrandedDownload({ proof }: { proof: Proof }) {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <div>
      <button
        type="button"
        className="text-sm font-semibold text-brand-700 underline disabled:opacity-60"
        data-testid="proof-branded-download"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            await downloadBrandedProof(proof.id, proof.version);
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {t('proofs.brandedDownload')}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('proofs.brandedFailed')}
        </p>
      ) : null}
    </div>
  );
}

function ProofCard({ proof, latest, branded }: { proof: Proof; latest: boolean; branded: boolean }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const [shown, setShown] = useState(latest);
  return (
    <li
      className="space-y-3 rounded-lg border border-slate-200 p-4"
      data-testid="proof"
      data-status={proof.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          {t('proofs.version', { version: formatNumber(proof.version, lang) })}{' '}
          <span className="text-sm font-normal text-slate-600">
            · <time dateTime={proof.created_at}>{formatDate(proof.created_at, lang, true)}</time>
          </span>
        </p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLE[proof.status]}`}
          data-testid="proof-status"
        >
          {t(`proofs.status.${proof.status}`)}
        </span>
      </div>
      {proof.note ? (
        <p className="text-sm text-slate-800" dir="auto">
          {t('proofs.note')}: {proof.note}
        </p>
      ) : null}
      {proof.comment ? (
        <p className="text-sm text-slate-800" dir="auto" data-testid="proof-comment-shown">
          {t('proofs.yourComment')}: {proof.comment}
        </p>
      ) : null}
      {proof.decided_at ? (
        <p className="text-sm text-slate-600">
          {t('proofs.answeredOn', { date: formatDate(proof.decided_at, lang, true) })}
        </p>
      ) : null}
      {shown ? (
        <ProofViewer proof={proof} />
      ) : (
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline"
          onClick={() => setShown(true)}
        >
          {t('proofs.show')}
        </button>
      )}
      {branded && proof.status !== 'superseded' ? <BrandedDownload proof={proof} /> : null}
      {latest && proof.status === 'pending' ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          <ApproveButton proof={proof} />
          <ChangesButton proof={proof} />
        </div>
      ) : null}
    </li>
  );
}

function FinalFiles({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [failed, setFailed] = useState<string | null>(null);
  if (order.final_files.length === 0) return null;
  return (
    <section
      aria-labelledby="track-final-files"
      className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm"
    >
      <h2 id="track-final-files" className="mb-2 text-xl font-bold">
        {t('proofs.finalFiles')}
      </h2>
      <ul className="space-y-2">
        {order.final_files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-2">
            <bdi className="break-all font-semibold">{file.name}</bdi>
            <button
              type="button"
              className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
              data-testid="final-file-download"
              onClick={async () => {
                setFailed(null);
                try {
                  saveBlob(await fetchBlob(`/uploads/${file.id}`), file.name);
                } catch (error) {
                  setFailed(errorText(error, t('proofs.loadFailed')));
                }
              }}
            >
              {t('proofs.download', { name: isolate(file.name) })}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="mt-2 text-red-700">
          {failed}
        </p>
      ) : null}
    </section>
  );
}

/** The proofs section and final files of the tracking page. */
export default function OrderProofs({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const [done, setDone] = useState<string | null>(null);
  const session = useSession();
  const branded = useHasBrand(session?.userId ?? null).data === true;
  const previous = order.proofs.map((p) => `${p.id}:${p.status}`).join(',');
  // An answer refetches the order: say what happened once it is shown.
  const [seen, setSeen] = useState(previous);
  useEffect(() => {
    if (previous === seen) return;
    const answered = order.proofs.find((p) => p.decided_at && !seen.includes(`${p.id}:${p.status}`));
    if (answered) setDone(t(answered.status === 'approved' ? 'proofs.approvedDone' : 'proofs.changesDone'));
    setSeen(previous);
  }, [previous, seen, order.proofs, t]);

  const groups =
    order.kind === 'service'
      ? order.needs_proof || order.proofs.length > 0
        ? [{ lineId: null as number | null, title: order.service?.name ?? t('proofs.yourOrder') }]
        : []
      : order.lines
          .filter((line) => line.needs_proof || order.proofs.some((p) => p.line_id === line.id))
          .map((line) => ({
            lineId: line.id as number | null,
            title: line.label
              ? `${line.label} · ${line.title}`
              : t('card.item', { title: line.title, quantity: formatNumber(line.quantity, lang) }),
          }));
  if (groups.length === 0 && order.final_files.length === 0) return null;
  return (
    <div className="space-y-8">
      {groups.length > 0 ? (
        <section aria-labelledby="track-proofs" className="space-y-4" data-testid="proofs">
          <h2 id="track-proofs" className="text-xl font-bold">
            {t('proofs.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('proofs.intro')}</p>
          {done ? (
            <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-semibold text-green-900">
              {done}
            </p>
          ) : null}
          {groups.map((group) => {
            const list = order.proofs.filter((p) => p.line_id === group.lineId);
            return (
              <div key={group.lineId ?? 'order'} className="space-y-2">
                <h3 className="font-semibold" dir="auto">
                  {group.title}
                </h3>
                {list.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('proofs.preparing')}</p>
                ) : (
                  <ul className="space-y-3">
                    {list.map((proof, index) => (
                      <ProofCard key={proof.id} proof={proof} latest={index === 0} branded={branded} />
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </section>
      ) : null}
      <FinalFiles order={order} />
    </div>
  );
}
