import type { AdminInvoiceRecord, AdminInvoiceRecordList } from '@shop/shared/api/invoice-records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBlob, saveBlob } from '../../lib/download';
import { usePageTitle } from '../../lib/use-page-title';
import { inputClass } from '../components/form';
import { Button, PageHeader, Pagination, QueryView, Table, td, th } from '../components/ui';
import { errorText, send, useAdminMutation, useAdminQuery } from '../lib/api';

function madridToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/** Shortened fingerprint for the table; the whole value is in the title and the XML. */
function short(hash: string | null): string {
  return hash ? `${hash.slice(0, 10)}…` : '—';
}

function CorrectButton({ record }: { record: AdminInvoiceRecord }) {
  const { t } = useTranslation('admin');
  const correct = useAdminMutation(
    () => send('POST', `/admin/invoice-records/${record.id}/correct`),
    ['invoice-records'],
  );
  return (
    <div>
      <Button small disabled={correct.isPending} onClick={() => correct.mutate(undefined)}>
        {correct.isPending ? t('states.working') : t('invoiceRecords.correct')}
      </Button>
      {correct.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorText(correct.error, t)}
        </p>
      )}
    </div>
  );
}

function ExportForm() {
  const { t } = useTranslation('admin');
  const [from, setFrom] = useState(madridToday());
  const [to, setTo] = useState(madridToday());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          saveBlob(
            await fetchBlob('/admin/invoice-records.xml', { query: { from, to } }),
            `invoice-records-${from}-${to}.xml`,
          );
        } catch (e) {
          setError(errorText(e, t));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className="text-sm font-medium">
        {t('invoiceRecords.from')}
        <input
          type="date"
          required
          className={inputClass}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className="text-sm font-medium">
        {t('invoiceRecords.to')}
        <input
          type="date"
          required
          className={inputClass}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy || !from || !to}>
        {busy ? t('states.working') : t('invoiceRecords.export')}
      </Button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Spain's VERI*FACTU records (GET /api/admin/invoice-records, docs/admin-api.md): the chain in
 * order, whether the server found it intact, each record's AEAT answer and XML; an XML export
 * by date range; a record AEAT found fault with is corrected by a new one.
 */
export default function InvoiceRecords() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.invoiceRecords'));
  const [page, setPage] = useState(1);
  const list = useAdminQuery<AdminInvoiceRecordList>('invoice-records', '/admin/invoice-records', {
    query: { page, per_page: 25 },
    keepPrevious: true,
  });
  return (
    <>
      <PageHeader title={t('nav.invoiceRecords')} />
      <p className="mb-4 max-w-prose text-sm text-slate-700">{t('invoiceRecords.intro')}</p>
      <ExportForm />
      <QueryView query={list} isEmpty={(d) => d.items.length === 0} empty={t('invoiceRecords.none')}>
        {(data) => (
          <>
            <p
              role="status"
              className={`mb-3 rounded-md px-3 py-2 text-sm font-semibold ${
                data.chain_verified ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
              }`}
            >
              {data.chain_verified
                ? t('invoiceRecords.verified')
                : t('invoiceRecords.broken', { position: String(data.broken_at ?? '') })}
            </p>
            {!data.sending && <p className="mb-3 text-sm text-slate-700">{t('invoiceRecords.notSending')}</p>}
            <Table caption={t('nav.invoiceRecords')}>
              <thead>
                <tr>
                  <th className={th}>#</th>
                  <th className={th}>{t('invoiceRecords.type')}</th>
                  <th className={th}>{t('invoiceRecords.number')}</th>
                  <th className={th}>{t('invoiceRecords.amounts')}</th>
                  <th className={th}>{t('invoiceRecords.fingerprints')}</th>
                  <th className={th}>{t('invoiceRecords.submission')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.id}>
                    <td className={td}>{r.position}</td>
                    <td className={td}>
                      {t(`invoiceRecords.kinds.${r.type}`)}
                      {r.invoice_type && <span className="ms-1 font-mono">{r.invoice_type}</span>}
                    </td>
                    <td className={td} dir="ltr">
                      <div className="text-start font-mono">{r.invoice_number}</div>
                      <div className="text-start text-xs text-slate-600">
                        {r.issuer_tax_id} · {r.issue_date}
                      </div>
                    </td>
                    <td className={td} dir="ltr">
                      <div className="text-start font-mono">{r.total ?? '—'}</div>
                      <div className="text-start text-xs text-slate-600">{r.tax_total ?? ''}</div>
                    </td>
                    <td className={td} dir="ltr">
                      <div className="text-start font-mono text-xs" title={r.fingerprint}>
                        {short(r.fingerprint)}
                      </div>
                      <div
                        className="text-start font-mono text-xs text-slate-600"
                        title={r.previous_fingerprint ?? ''}
                      >
                        ← {short(r.previous_fingerprint)}
                      </div>
                      <div className="text-start text-xs text-slate-600">{r.generated_at}</div>
                      <details className="mt-1">
                        <summary className="cursor-pointer text-xs">{t('invoiceRecords.xml')}</summary>
                        <pre className="max-w-xl overflow-x-auto text-start text-xs">{r.xml}</pre>
                      </details>
                    </td>
                    <td className={td}>
                      <div>{t(`invoiceRecords.states.${r.submission.state}`)}</div>
                      {r.submission.code !== null && (
                        <div className="text-xs text-slate-600" dir="auto">
                          {r.submission.code} {r.submission.message ?? ''}
                        </div>
                      )}
                      {r.type === 'registration' &&
                        (r.submission.state === 'rejected' ||
                          r.submission.state === 'accepted_with_errors') && <CorrectButton record={r} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
