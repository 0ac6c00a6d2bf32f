import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

export function LoadingBlock({ tall = false }: { tall?: boolean }) {
  const { t } = useTranslation('service-orders');
  return (
    <div role="status" aria-busy="true" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className={`${tall ? 'h-80' : 'h-44'} animate-pulse rounded-xl bg-slate-100`} />
      <div aria-hidden="true" className={`${tall ? 'h-80' : 'h-44'} animate-pulse rounded-xl bg-slate-100`} />
    </div>
  );
}

export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The spec's 'something went wrong' with a retry, or "not found" with the way back to the orders. */
export function LoadFailure({
  error,
  onRetry,
  missingMessage,
}: {
  error: unknown;
  onRetry?: () => void;
  missingMessage?: string;
}) {
  const { t } = useTranslation('service-orders');
  const missing = isMissing(error) || !onRetry;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">
        {missing ? (missingMessage ?? t('notFound')) : t('common:errors.somethingWentWrong')}
      </p>
      {missing ? (
        <Link to={paths.currentOrders} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('backToOrders')}
        </Link>
      ) : (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('common:actions.retry')}
        </button>
      )}
    </div>
  );
}

/** A page reached at the wrong status (an old link): says where the order is now. */
export function WrongStatus({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-6" data-testid="wrong-status">
      <p className="font-semibold text-amber-900">{message}</p>
      <Link to={to} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {label}
      </Link>
    </div>
  );
}

export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'success' | 'error';
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 font-medium ${
        tone === 'success'
          ? 'border-green-200 bg-green-50 text-green-900'
          : 'border-red-200 bg-red-50 text-red-800'
      }`}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
