import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatAmount, formatNumber } from '../../lib/format';
import { errorText } from '../lib/api';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-400',
} as const;
export type ButtonVariant = keyof typeof VARIANTS;

export const buttonClass = (variant: ButtonVariant = 'primary', small = false) =>
  `inline-flex items-center justify-center gap-1.5 rounded-md font-semibold transition-colors disabled:cursor-not-allowed ${
    small ? 'px-2.5 py-1 text-sm' : 'px-4 py-2'
  } ${VARIANTS[variant]}`;

export function Button({
  variant = 'primary',
  small = false,
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; small?: boolean }) {
  return <button type={type} className={`${buttonClass(variant, small)} ${className}`} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  small = false,
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; small?: boolean }) {
  return <Link className={`${buttonClass(variant, small)} ${className}`} {...props} />;
}

export function PageHeader({
  title,
  actions,
  back,
}: {
  title: string;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        {back}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

export function Card({
  title,
  children,
  className = '',
  actions,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-bold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-10 text-slate-600">
      <span className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      {t('states.loading')}
    </div>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
      {children ?? t('states.empty')}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{t('states.loadFailed')}</p>
      <p className="mt-1 text-sm">{errorText(error, t)}</p>
      {onRetry && (
        <Button variant="secondary" small className="mt-3" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}

/** A success or failure line after a write, announced to screen readers. */
export function Notice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm font-medium ${
        kind === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-green-200 bg-green-50 text-green-900'
      }`}
    >
      {children}
    </p>
  );
}

/** Renders a query's loading, error and empty states, then its data. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return <Empty>{empty}</Empty>;
  return <>{children(query.data)}</>;
}

/**
 * An amount in euros as the shop formats money. `negative` shows money taken off (a discount)
 * with a real minus sign before it, as the storefront's totals do: −€10.00.
 */
export function Money({ value, negative = false }: { value: number | null | undefined; negative?: boolean }) {
  if (value === null || value === undefined) return <span>—</span>;
  const minus = negative && value > 0 ? '\u2212' : '';
  return (
    <bdi className="whitespace-nowrap">
      {minus}
      {formatAmount(value, currentLang())}
    </bdi>
  );
}

export function Num({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <span>—</span>;
  return <>{formatNumber(value, currentLang())}</>;
}

const STATUS_COLOURS: Record<number, string> = {
  1: 'bg-amber-100 text-amber-900',
  2: 'bg-red-100 text-red-900',
  3: 'bg-sky-100 text-sky-900',
  4: 'bg-indigo-100 text-indigo-900',
  5: 'bg-violet-100 text-violet-900',
  6: 'bg-fuchsia-100 text-fuchsia-900',
  7: 'bg-teal-100 text-teal-900',
  8: 'bg-green-100 text-green-900',
  9: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {t(`status.${status}`, { defaultValue: String(status) })}
    </span>
  );
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className={value ? 'font-semibold text-green-800' : 'text-slate-600'}>
      {value ? t('common.yes') : t('common.no')}
    </span>
  );
}

/** A table that scrolls sideways on narrow screens instead of breaking the page. */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export const th = 'border-b border-slate-200 bg-slate-50 px-3 py-2 text-start font-semibold text-slate-700';
export const td = 'border-b border-slate-100 px-3 py-2 align-top';

/** Server-side paging: previous / next and "x-y of total". */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pagination.range', {
          from: formatNumber(from, lang),
          to: formatNumber(to, lang),
          total: formatNumber(total, lang),
        })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <span className="text-sm text-slate-700">
          {t('pagination.page', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
        </span>
        <Button variant="secondary" small disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
