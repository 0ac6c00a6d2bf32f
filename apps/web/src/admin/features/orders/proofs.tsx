import type { OrderProofState } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { apiRequest } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { Button, Card, Notice } from '../../components/ui';
import { errorText, useAdminMutation } from '../../lib/api';
import { FileList } from './files';
import type { OrderDetail } from './types';

const BADGE: Record<OrderProofState, string> = {
  none: 'bg-slate-100 text-slate-600',
  awaiting: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  changes_requested: 'bg-red-100 text-red-900',
  approved: 'bg-green-100 text-green-900',
};

/** The order's proof state as a badge (the order list and the detail). */
export function ProofBadge({ state }: { state: OrderProofState | null }) {
  const { t } = useTranslation('admin');
  if (!state || state === 'none') return <span className="text-slate-500">—</span>;
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}
      data-testid="proof-badge"
      data-state={state}
    >
      {t(`proofs.state.${state}`)}
    </span>
  );
}

function useSendProof(orderId: number) {
  return useAdminMutation(
    (form: FormData) =>
      apiRequest<OrderDetail>(`/admin/orders/${orderId}/proofs`, { method: 'POST', body: form }),
    ['orders'],
  );
}

function useSendFinalFiles(orderId: number) {
  return useAdminMutation(
    (form: FormData) =>
      apiRequest<OrderDetail>(`/admin/orders/${orderId}/final-files`, { method: 'POST', body: form }),
    ['orders'],
  );
}

/** Sends a new proof version: the line (product orders), the file and a note. */
function SendProofForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const send = useSendProof(order.id);
  const ids = { line: useId(), file: useId(), note: useId() };
  const proofLines = order.lines.filter((line) => line.needs_proof);
  const [lineId, setLineId] = useState<string>(String(proofLines[0]?.id ?? order.lines[0]?.id ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [formKey, setFormKey] = useState(0);
  return (
    <form
      key={formKey}
      className="space-y-3 rounded-md border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        const form = new FormData();
        if (order.kind === 'product') form.append('line_id', lineId);
        form.append('note', note);
        form.append('file', file, file.name);
        send.mutate(form, {
          onSuccess: () => {
            setFile(null);
            setNote('');
            setFormKey((k) => k + 1);
          },
        });
      }}
    >
      <h3 className="font-bold">{t('proofs.send')}</h3>
      {order.kind === 'product' ? (
        <div>
          <label htmlFor={ids.line} className="mb-1 block text-sm font-semibold">
            {t('proofs.line')}
          </label>
          <select
            id={ids.line}
            value={lineId}
            onChange={(event) => setLineId(event.target.value)}
            className="w-full rounded-md border border-slate-300 p-2"
            data-testid="proof-line"
          >
            {order.lines.map((line) => (
              <option key={line.id} value={line.id}>
                {line.label ? `${line.label} · ` : ''}
                {line.title} × {formatNumber(line.quantity, currentLang())}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={ids.file} className="mb-1 block text-sm font-semibold">
          {t('proofs.file')}
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          required
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm"
          data-testid="proof-file"
        />
      </div>
      <div>
        <label htmlFor={ids.note} className="mb-1 block text-sm font-semibold">
          {t('proofs.note')}
        </label>
        <textarea
          id={ids.note}
          value={note}
          maxLength={2000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className="w-full rounded-md border border-slate-300 p-2"
          dir="auto"
        />
      </div>
      {send.isError ? <Notice kind="error">{errorText(send.error, t)}</Notice> : null}
      {send.isSuccess && send.data.message ? <Notice kind="success">{send.data.message}</Notice> : null}
      <Button type="submit" disabled={!file || send.isPending} data-testid="proof-send">
        {send.isPending ? t('states.working') : t('proofs.sendButton')}
      </Button>
    </form>
  );
}

function SendFinalFilesForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const send = useSendFinalFiles(order.id);
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);
  return (
    <form
      key={formKey}
      className="space-y-3 rounded-md border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData();
        for (const [index, file] of files.entries()) form.append(`files[${index}]`, file, file.name);
        send.mutate(form, {
          onSuccess: () => {
            setFiles([]);
            setFormKey((k) => k + 1);
          },
        });
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('proofs.finalFilesInput')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        onChange={(event) => setFiles([...(event.target.files ?? [])].slice(0, 10))}
        className="block w-full text-sm"
        data-testid="final-files-input"
      />
      {send.isError ? <Notice kind="error">{errorText(send.error, t)}</Notice> : null}
      {send.isSuccess && send.data.message ? <Notice kind="success">{send.data.message}</Notice> : null}
      <Button type="submit" disabled={files.length === 0 || send.isPending} data-testid="final-files-send">
        {send.isPending ? t('states.working') : t('proofs.finalFilesSend')}
      </Button>
    </form>
  );
}

/** The proofs of an order by version, the form for a new one (4-5), and a service's final files. */
export function ProofsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const open = order.status === 4 || order.status === 5;
  const paid = order.status >= 4 && order.status <= 8;
  if (order.proof_state === 'none' && order.proofs.length === 0 && order.final_files.length === 0 && !paid)
    return null;
  const titleOf = (lineId: number | null) => {
    const line = order.lines.find((l) => l.id === lineId);
    return line
      ? `${line.label ? `${line.label} · ` : ''}${line.title}`
      : (order.service?.name ?? order.code);
  };
  return (
    <Card title={t('proofs.title')} actions={<ProofBadge state={order.proof_state} />}>
      <div className="space-y-4">
        {order.proofs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('proofs.none')}</p>
        ) : (
          <ul className="space-y-3" data-testid="staff-proofs">
            {order.proofs.map((proof) => (
              <li
                key={proof.id}
                className="space-y-2 rounded-md border border-slate-200 p-3"
                data-status={proof.status}
              >
                <p className="flex flex-wrap items-center gap-2">
                  <bdi className="font-semibold">{titleOf(proof.line_id)}</bdi>
                  <span className="text-sm">
                    {t('proofs.version', { version: formatNumber(proof.version, lang) })} ·{' '}
                    {formatDate(proof.created_at, lang, true)}
                  </span>
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold">
                    {t(`proofs.status.${proof.status}`)}
                  </span>
                </p>
                {proof.note ? (
                  <p className="text-sm">
                    {t('proofs.note')}: <bdi>{proof.note}</bdi>
                  </p>
                ) : null}
                {proof.comment ? (
                  <p className="text-sm font-medium text-red-900">
                    {t('proofs.comment')}: <bdi>{proof.comment}</bdi>
                  </p>
                ) : null}
                <FileList files={[proof.file]} />
                {proof.replies.length > 0 ? (
                  <>
                    <p className="text-sm font-semibold">{t('proofs.replies')}</p>
                    <FileList files={proof.replies} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {open ? <SendProofForm order={order} /> : null}
        {order.final_files.length > 0 || (paid && order.fulfilment === 'service') ? (
          <div className="space-y-2">
            <h3 className="font-bold">{t('proofs.finalFiles')}</h3>
            {order.final_files.length > 0 ? <FileList files={order.final_files} /> : null}
            {paid ? <SendFinalFilesForm order={order} /> : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
