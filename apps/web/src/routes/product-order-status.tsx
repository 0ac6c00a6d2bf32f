import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /currentProducts/proStatus?n1={status}&n2={order id}: a product order's status page. Product
 * orders are paid at birth, so it is the tracking page (docs/product.md#screens-and-routes: "the
 * same for n1 of 4 and above"); the order's real status wins over n1.
 */
export function Component() {
  const { t } = useTranslation('orders');
  usePageTitle(t('track.title'));
  const [params] = useSearchParams();
  const id = params.get('n2') ?? '';
  const valid = /^\d{1,10}$/.test(id);
  const query = useQuery({
    queryKey: ['orders', 'product', id],
    queryFn: ({ signal }) => api<{ status: number; code: string }>(`/product/orders/${id}`, { signal }),
    enabled: valid,
  });
  if (valid && query.isPending) return <PageSpinner />;
  if (query.data)
    return <Navigate replace to={paths.trackOrder(query.data.status, query.data.code.slice(1))} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('track.title')}</h1>
      <p className="mt-3 text-slate-700">{t('track.notFound')}</p>
      <Link to={paths.currentProducts} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('track.back')}
      </Link>
    </div>
  );
}
