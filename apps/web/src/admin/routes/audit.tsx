import type { AdminAuditEntry } from '@shop/shared/api/admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate, isolate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { inputClass } from '../components/form';
import { PageHeader, Pagination, QueryView } from '../components/ui';
import { type PageOf, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

type Entry = AdminAuditEntry;

const ENTITIES = [
  'order',
  'carrier',
  'category',
  'service',
  'product',
  'coupon',
  'shipping_rate',
  'country',
  'contact_message',
  'image',
];

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** Field by field: what changed between before and after (objects); otherwise both as JSON. */
function Diff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) {
    return (
      <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs" dir="ltr">
        {`${t('audit.before')}: ${show(before)}\n${t('audit.after')}: ${show(after)}`}
      </pre>
    );
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  if (keys.length === 0) return <p className="text-sm text-slate-600">{t('audit.noChanges')}</p>;
  return (
    <section
      dir="ltr"
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={t('audit.changes')}
    >
      <table className="w-full min-w-[36rem] text-xs">
        <thead>
          <tr>
            <th className="border-b p-1 text-start">{t('audit.field')}</th>
            <th className="border-b p-1 text-start">{t('audit.before')}</th>
            <th className="border-b p-1 text-start">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k} className="align-top">
              <td className="border-b p-1 font-mono font-semibold">{k}</td>
              <td className="border-b bg-red-50 p-1">
                <pre className="whitespace-pre-wrap break-all">{show(b[k])}</pre>
              </td>
              <td className="border-b bg-green-50 p-1">
                <pre className="whitespace-pre-wrap break-all">{show(a[k])}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * An entry about an order, in its summary row: the code and the status before and after (text:
 * a link inside <summary> would be an interactive element in another one).
 */
function OrderSubject({ order }: { order: NonNullable<Entry['order']> }) {
  const { t } = useTranslation('admin');
  const moved =
    order.from_status !== null && order.to_status !== null && order.from_status !== order.to_status;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <span className="font-mono font-semibold" dir="ltr" data-testid="audit-order-code">
        {order.code}
      </span>
      {moved ? (
        <span data-testid="audit-status-move">
          {t('audit.statusMove', {
            from: t(`status.${order.from_status}`),
            to: t(`status.${order.to_status}`),
          })}
        </span>
      ) : null}
    </span>
  );
}

/** Every staff write: who, what, when, and the entity before and after. */
export default function Audit() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.audit'));
  const lang = currentLang();
  const id = useId();
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminQuery<PageOf<Entry>>('audit', '/admin/audit', {
    query: { entity, page, per_page: 25 },
    keepPrevious: true,
  });
  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <div className="mb-4 max-w-xs">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('audit.entity')}
        </label>
        <select
          id={id}
          className={inputClass}
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('audit.allEntities')}</option>
          {ENTITIES.map((e) => (
            <option key={e} value={e}>
              {t(`audit.entities.${e}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryView query={list} isEmpty={(d) => d.items.length === 0}>
        {(data) => (
          <>
            <ul className="space-y-2">
              {data.items.map((e) => (
                <li key={e.id} className="rounded-lg border border-slate-200 bg-white">
                  <details>
                    <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 p-3">
                      <span className="text-sm text-slate-600">{formatDate(e.at, lang, true)}</span>
                      <span className="font-semibold">
                        <bdi>{e.actor?.name ?? t('audit.system')}</bdi>
                      </span>
                      <span className="text-sm">
                        {t(`audit.actions.${e.action}`, { defaultValue: e.action })}
                      </span>
                      <span className="text-sm">
                        {t(`audit.entities.${e.entity}`, { defaultValue: e.entity })}
                        {e.order ? null : e.entity_id !== null ? (
                          <>
                            {' '}
                            <bdi>#{e.entity_id}</bdi>
                          </>
                        ) : null}
                      </span>
                      {e.order ? <OrderSubject order={e.order} /> : null}
                    </summary>
                    <div className="border-t border-slate-100 p-3">
                      <Diff before={e.before} after={e.after} />
                    </div>
                  </details>
                  {e.order ? (
                    <p className="px-3 pb-2 text-sm">
                      <Link
                        to={adminPaths.order(e.order.id)}
                        className="font-semibold text-brand-700 underline"
                        data-testid="audit-order-link"
                      >
                        {t('audit.openOrder', { code: isolate(e.order.code) })}
                      </Link>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
