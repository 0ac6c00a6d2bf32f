import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatAmount, formatDate, formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Card, PageHeader, QueryView } from '../components/ui';
import type { Dashboard as DashboardData } from '../features/orders/types';
import { useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

/** The last 30 days' takings as plain SVG bars (no chart library); each bar has its figure as a title. */
function DailyChart({ daily }: { daily: DashboardData['daily'] }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const max = Math.max(1, ...daily.map((d) => d.total));
  const width = 600;
  const height = 160;
  const gap = 4;
  const bar = daily.length > 0 ? (width - gap * (daily.length - 1)) / daily.length : 0;
  const total = daily.reduce((sum, d) => sum + d.total, 0);
  const first = daily[0];
  const last = daily[daily.length - 1];
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        role="img"
        aria-label={t('dashboard.chartLabel', {
          total: formatAmount(total, lang),
          days: formatNumber(daily.length, lang),
        })}
        preserveAspectRatio="none"
        // Time runs left to right in both languages, as on a printed chart.
        direction="ltr"
      >
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#94a3b8" />
        {daily.map((d, i) => {
          const h = d.total > 0 ? Math.max(2, (d.total / max) * (height - 8)) : 0;
          return (
            <rect
              key={d.date}
              x={i * (bar + gap)}
              y={height - h}
              width={bar}
              height={h}
              rx="2"
              className="fill-brand-600"
            >
              <title>{`${formatDate(d.date, lang)}: ${formatAmount(d.total, lang)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <figcaption className="mt-1 flex justify-between text-xs text-slate-600" dir="ltr">
          <span>{formatDate(first.date, lang)}</span>
          <span>{formatDate(last.date, lang)}</span>
        </figcaption>
      )}
    </figure>
  );
}

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <span className="block text-sm font-semibold text-slate-700">{label}</span>
      <span className="mt-1 block text-3xl font-bold text-slate-900">{value}</span>
    </>
  );
  return to ? (
    <Link
      to={to}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
    >
      {body}
    </Link>
  ) : (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">{body}</div>
  );
}

export default function Dashboard() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.dashboard'));
  const lang = currentLang();
  const query = useAdminQuery<DashboardData>('dashboard', '/admin/dashboard');
  return (
    <>
      <PageHeader title={t('nav.dashboard')} />
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
              <Stat
                label={t('dashboard.waitingApproval')}
                value={formatNumber(data.counts.waiting_approval, lang)}
                to={adminPaths.quotes}
              />
              <Stat
                label={t('dashboard.waitingPayment')}
                value={formatNumber(data.counts.waiting_payment, lang)}
                to={`${adminPaths.orders}?status=3`}
              />
              <Stat
                label={t('dashboard.inProduction')}
                value={formatNumber(data.counts.in_production, lang)}
                to={`${adminPaths.orders}?status=4`}
              />
              <Stat label={t('dashboard.revenueToday')} value={formatAmount(data.revenue.today, lang)} />
              <Stat label={t('dashboard.revenueMonth')} value={formatAmount(data.revenue.month, lang)} />
            </div>
            <Card title={t('dashboard.last30')}>
              <DailyChart daily={data.daily} />
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
