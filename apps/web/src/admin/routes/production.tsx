import type { ProductionBoard, ProductionCard, ProductionColumn } from '@shop/shared/api/production';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate, formatNumber, formatSize, isolate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmButton } from '../components/dialogs';
import { inputClass } from '../components/form';
import { Button, Notice, PageHeader, QueryView, StatusBadge, Table, td, th } from '../components/ui';
import { DayTicketsButton } from '../features/orders/actions';
import { type Query, send, useAdminMutation, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

/**
 * The production board (docs/admin-ui.md): every line of the orders in production as cards in
 * columns by stage, by dispatch date; filters by category, material and dispatch day; a
 * "Today" view (?view=today) that prints as one table. Advancing a card is a button behind a
 * confirmation that sends the status the card showed (409 when someone moved it first).
 */

/** Cards per column and per "show more" (the API caps a column: docs/decisions/048-production-board.md). */
const PAGE = 25;

type Filters = { category: string; material: string; dispatch: string; view: string };

function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    category: params.get('category') ?? '',
    material: params.get('material') ?? '',
    dispatch: params.get('dispatch') ?? '',
    view: params.get('view') === 'today' ? 'today' : '',
  };
  const set = (changes: Partial<Filters>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { filters, set };
}

const boardQuery = (filters: Filters, extra: Query = {}): Query => ({
  category: filters.category,
  material: filters.material,
  dispatch: filters.dispatch,
  ...extra,
});

function useBoard(query: Query, enabled = true) {
  return useAdminQuery<ProductionBoard>('production', '/admin/production', {
    query,
    enabled,
    keepPrevious: true,
  });
}

export default function Production() {
  const { t } = useTranslation('admin');
  const { filters, set } = useFilters();
  const today = filters.view === 'today';
  usePageTitle(today ? t('production.todayTitle') : t('production.title'));
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The advanced card left its column: focus goes to the message saying where it went.
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <>
      {/* Printing the Today view: the table only, no navigation or buttons. */}
      <style>{`@media print {
  header, aside, [data-print-hidden] { display: none !important; }
  main { padding: 0 !important; }
  body, .min-h-screen { background: #fff !important; }
}`}</style>
      <PageHeader
        title={today ? t('production.todayTitle') : t('production.title')}
        actions={
          <span className="inline-flex flex-wrap items-start gap-2" data-print-hidden>
            {/* A day's job tickets in one PDF, to carry with the work (today by default). */}
            <DayTicketsButton />
            {today ? (
              <Button variant="secondary" onClick={() => window.print()}>
                {t('production.print')}
              </Button>
            ) : null}
          </span>
        }
      />
      <nav aria-label={t('production.views')} className="mb-4 flex gap-2" data-print-hidden>
        <Link
          to={adminPaths.production}
          aria-current={today ? undefined : 'page'}
          className={tabClass(!today)}
        >
          {t('production.boardTab')}
        </Link>
        <Link
          to={`${adminPaths.production}?view=today`}
          aria-current={today ? 'page' : undefined}
          className={tabClass(today)}
        >
          {t('production.todayTab')}
        </Link>
      </nav>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mb-4 outline-none" data-print-hidden>
          <Notice kind="success">{notice}</Notice>
        </div>
      )}
      {today ? <TodayView /> : <BoardView filters={filters} set={set} onAdvanced={setNotice} />}
    </>
  );
}

const tabClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${
    active ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'
  }`;

function FiltersBar({
  filters,
  set,
  board,
}: {
  filters: Filters;
  set: (changes: Partial<Filters>) => void;
  board: ProductionBoard | undefined;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const dayChoice = ['', 'today', 'overdue'].includes(filters.dispatch) ? filters.dispatch : 'day';
  return (
    <form
      className="mb-4 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('production.filters')}
      data-print-hidden
    >
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-slate-800">
          {t('production.category')}
        </label>
        <select
          id={`${id}-category`}
          className={inputClass}
          value={filters.category}
          onChange={(e) => set({ category: e.target.value })}
        >
          <option value="">{t('production.all')}</option>
          {board?.filters.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-material`} className="block text-sm font-semibold text-slate-800">
          {t('production.material')}
        </label>
        <select
          id={`${id}-material`}
          className={inputClass}
          value={filters.material}
          onChange={(e) => set({ material: e.target.value })}
        >
          <option value="">{t('production.all')}</option>
          {board?.filters.materials.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-dispatch`} className="block text-sm font-semibold text-slate-800">
          {t('production.dispatch')}
        </label>
        <select
          id={`${id}-dispatch`}
          className={inputClass}
          value={dayChoice}
          onChange={(e) =>
            set({ dispatch: e.target.value === 'day' ? (board?.today ?? '') : e.target.value })
          }
        >
          <option value="">{t('production.anyDay')}</option>
          <option value="today">{t('production.dueToday')}</option>
          <option value="overdue">{t('production.late')}</option>
          <option value="day">{t('production.onDay')}</option>
        </select>
      </div>
      {dayChoice === 'day' && (
        <div>
          <label htmlFor={`${id}-day`} className="block text-sm font-semibold text-slate-800">
            {t('production.day')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            dir="ltr"
            className={inputClass}
            value={filters.dispatch}
            onChange={(e) => set({ dispatch: e.target.value })}
          />
        </div>
      )}
    </form>
  );
}

function BoardView({
  filters,
  set,
  onAdvanced,
}: {
  filters: Filters;
  set: (changes: Partial<Filters>) => void;
  onAdvanced: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const query = useBoard(boardQuery(filters, { limit: PAGE }));
  return (
    <>
      <FiltersBar filters={filters} set={set} board={query.data} />
      <QueryView query={query}>
        {(board) => (
          <>
            <p className="mb-4 text-sm text-slate-800" aria-live="polite">
              {t('production.summary', {
                late: formatNumber(board.counts.overdue, lang),
                today: formatNumber(board.counts.due_today, lang),
              })}
            </p>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
              {board.columns.map((column) => (
                <BoardColumn key={column.stage} column={column} filters={filters} onAdvanced={onAdvanced} />
              ))}
            </div>
          </>
        )}
      </QueryView>
    </>
  );
}

function BoardColumn({
  column,
  filters,
  onAdvanced,
}: {
  column: ProductionColumn;
  filters: Filters;
  onAdvanced: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const headingId = useId();
  const [pages, setPages] = useState(0);
  const shown = column.cards.length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-200/60 p-2" data-stage={column.stage}>
      <h2
        id={headingId}
        className="mb-2 flex items-center justify-between gap-2 px-1 font-bold text-slate-900"
      >
        <span>{t(`status.${column.stage}`)}</span>
        <span className="rounded-full bg-white px-2 text-sm font-semibold text-slate-800">
          {formatNumber(column.total, lang)}
        </span>
      </h2>
      {column.total === 0 ? (
        <p className="px-1 py-3 text-sm text-slate-700">{t('production.emptyColumn')}</p>
      ) : (
        <ul className="space-y-2">
          {column.cards.map((card) => (
            <li key={`${card.order_id}-${card.line_id ?? 0}`}>
              <BoardCard card={card} onAdvanced={onAdvanced} />
            </li>
          ))}
          {Array.from({ length: pages }, (_, i) => (
            <MorePage
              // biome-ignore lint/suspicious/noArrayIndexKey: pages only grow, in order
              key={i}
              stage={column.stage}
              offset={shown + i * PAGE}
              filters={filters}
              onAdvanced={onAdvanced}
            />
          ))}
        </ul>
      )}
      {shown + pages * PAGE < column.total && (
        <Button variant="secondary" small onClick={() => setPages((n) => n + 1)}>
          {t('production.showMore', { count: column.total - shown - pages * PAGE })}
        </Button>
      )}
    </section>
  );
}

/** The next cards of one column ("show more"): `?stage=&offset=&limit=`. */
function MorePage({
  stage,
  offset,
  filters,
  onAdvanced,
}: {
  stage: number;
  offset: number;
  filters: Filters;
  onAdvanced: (message: string) => void;
}) {
  const query = useBoard(boardQuery(filters, { stage, offset, limit: PAGE }));
  return (
    <>
      {query.data?.columns[0]?.cards.map((card) => (
        <li key={`${card.order_id}-${card.line_id ?? 0}`}>
          <BoardCard card={card} onAdvanced={onAdvanced} />
        </li>
      ))}
    </>
  );
}

function DispatchDate({ card }: { card: ProductionCard }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  if (card.dispatch_by === null) return <span className="text-slate-700">{t('production.noDate')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{formatDate(card.dispatch_by, lang, false, true)}</span>
      {card.overdue && (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          {t('production.lateBadge')}
        </span>
      )}
      {card.due_today && (
        <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
          {t('production.todayBadge')}
        </span>
      )}
    </span>
  );
}

function Finishing({ card }: { card: ProductionCard }) {
  if (card.finishing.length === 0) return <>—</>;
  return (
    <>
      {card.finishing.map((o, i) => (
        <span key={o.id}>
          {i > 0 && ', '}
          <bdi>{o.parent_name ? `${o.parent_name}: ${o.name}` : o.name}</bdi>
        </span>
      ))}
    </>
  );
}

function BoardCard({ card, onAdvanced }: { card: ProductionCard; onAdvanced: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const advance = useAdminMutation(
    (from: number) => send('POST', `/admin/orders/${card.order_id}/advance`, { from }),
    ['production', 'orders'],
  );
  const next = card.stage + 1;
  const border = card.overdue ? 'border-red-700' : card.due_today ? 'border-amber-500' : 'border-slate-200';
  return (
    <article
      className={`rounded-md border-2 ${border} bg-white p-3 text-sm shadow-sm`}
      aria-label={t('production.cardLabel', { code: card.code, product: card.product.title })}
      data-testid="production-card"
      data-order={card.code}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={adminPaths.order(card.order_id)} className="font-bold text-brand-800 underline">
          <bdi>{card.code}</bdi>
        </Link>
        <DispatchDate card={card} />
      </div>
      <p className="mt-1 text-slate-900">
        <bdi>{card.customer.name}</bdi>
        {card.customer.company && (
          <>
            {' · '}
            <bdi className="font-semibold">{card.customer.company}</bdi>
          </>
        )}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-slate-800">
        <dt className="font-semibold">{t('production.product')}</dt>
        <dd>
          <bdi>{card.product.title}</bdi>
          {card.label && (
            <>
              {' — '}
              <bdi>{card.label}</bdi>
            </>
          )}
        </dd>
        {card.width !== null && card.height !== null && (
          <>
            <dt className="font-semibold">{t('production.size')}</dt>
            <dd>{t('production.sizeCm', { size: formatSize(card.width, card.height, lang) })}</dd>
          </>
        )}
        <dt className="font-semibold">{t('production.quantity')}</dt>
        <dd>{formatNumber(card.quantity, lang)}</dd>
        <dt className="font-semibold">{t('production.finishing')}</dt>
        <dd>
          <Finishing card={card} />
        </dd>
        {card.proof_state !== null && (
          <>
            <dt className="font-semibold">{t('production.proof')}</dt>
            <dd>{card.proof_state}</dd>
          </>
        )}
      </dl>
      {card.stage < 8 && (
        <div className="mt-3" data-print-hidden>
          <ConfirmButton
            variant="primary"
            small
            label={t('orders.advanceTo', { status: t(`status.${next}`) })}
            ariaLabel={t('production.advanceLabel', { code: card.code, status: t(`status.${next}`) })}
            title={t('orders.advanceConfirmTitle', { code: isolate(card.code) })}
            description={
              <>
                {t('orders.advanceConfirmBody', { from: t(`status.${card.stage}`), to: t(`status.${next}`) })}
                {card.order_lines > 1 && (
                  <>
                    {' '}
                    <strong>{t('production.allLines', { count: card.order_lines })}</strong>
                  </>
                )}
              </>
            }
            confirmLabel={t('orders.advance')}
            onConfirm={async () => {
              const answer = await advance.mutateAsync(card.stage);
              onAdvanced(answer.message ?? '');
            }}
          />
        </div>
      )}
    </article>
  );
}

/** What must leave today and what is late, in one table (late first), for the printer. */
function TodayView() {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const late = useBoard({ dispatch: 'overdue', limit: 200 });
  const today = useBoard({ dispatch: 'today', limit: 200 });
  const rows = (board: ProductionBoard | undefined) => board?.columns.flatMap((c) => c.cards) ?? [];
  const query = {
    isPending: late.isPending || today.isPending,
    isError: late.isError || today.isError,
    error: late.error ?? today.error,
    data: late.data && today.data ? [...rows(late.data), ...rows(today.data)] : undefined,
    refetch: () => Promise.all([late.refetch(), today.refetch()]),
  };
  return (
    <QueryView query={query} isEmpty={(cards) => cards.length === 0} empty={t('production.nothingToday')}>
      {(cards) => (
        <>
          <p className="mb-3 text-sm text-slate-800">
            {t('production.todayIntro', { date: formatDate(today.data?.today ?? '', lang, false, true) })}
          </p>
          <Table caption={t('production.todayTitle')}>
            <thead>
              <tr>
                <th className={th}>{t('production.order')}</th>
                <th className={th}>{t('production.customer')}</th>
                <th className={th}>{t('production.product')}</th>
                <th className={th}>{t('production.size')}</th>
                <th className={th}>{t('production.quantity')}</th>
                <th className={th}>{t('production.finishing')}</th>
                <th className={th}>{t('production.dispatchBy')}</th>
                <th className={th}>{t('production.stage')}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={`${card.order_id}-${card.line_id ?? 0}`} data-testid="today-row">
                  <td className={`${td} font-semibold`}>
                    <bdi>{card.code}</bdi>
                  </td>
                  <td className={td}>
                    <bdi>{card.customer.name}</bdi>
                    {card.customer.company && (
                      <>
                        <br />
                        <bdi>{card.customer.company}</bdi>
                      </>
                    )}
                  </td>
                  <td className={td}>
                    <bdi>{card.product.title}</bdi>
                  </td>
                  <td className={td}>
                    {card.width !== null && card.height !== null
                      ? t('production.sizeCm', { size: formatSize(card.width, card.height, lang) })
                      : '—'}
                  </td>
                  <td className={td}>{formatNumber(card.quantity, lang)}</td>
                  <td className={td}>
                    <Finishing card={card} />
                  </td>
                  <td className={td}>
                    <DispatchDate card={card} />
                  </td>
                  <td className={td}>
                    <StatusBadge status={card.stage} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </QueryView>
  );
}
