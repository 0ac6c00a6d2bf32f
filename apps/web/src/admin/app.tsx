import type { User } from '@shop/shared/api/accounts';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { currentLang } from '../i18n';
import { ApiError, api } from '../lib/api-client';
import { useSession } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';
import { buttonClass, ErrorState } from './components/ui';
import { AdminLayout } from './layout';

/*
 * The back-office: one lazy chunk loaded by /admin/* (app/router.tsx), never by the
 * storefront's first load. Each screen is a further chunk of its own.
 */
const Dashboard = lazy(() => import('./routes/dashboard'));
const Quotes = lazy(() => import('./routes/quotes'));
const Orders = lazy(() => import('./routes/orders'));
const OrderPage = lazy(() => import('./routes/order'));
const Production = lazy(() => import('./routes/production'));
const Categories = lazy(() => import('./routes/categories'));
const Services = lazy(() => import('./routes/services'));
const ServiceEdit = lazy(() => import('./routes/service-edit'));
const Products = lazy(() => import('./routes/products'));
const ProductEdit = lazy(() => import('./routes/product-edit'));
const Coupons = lazy(() => import('./routes/coupons'));
const Shipping = lazy(() => import('./routes/shipping'));
const Carriers = lazy(() => import('./routes/carriers'));
const Messages = lazy(() => import('./routes/messages'));
const UndeliveredMail = lazy(() => import('./routes/undelivered-mail'));
const Customers = lazy(() => import('./routes/customers'));
const Overdue = lazy(() => import('./routes/overdue'));
const CustomerPage = lazy(() => import('./routes/customer'));
const Payments = lazy(() => import('./routes/payments'));
const InvoiceRecords = lazy(() => import('./routes/invoice-records'));
const Audit = lazy(() => import('./routes/audit'));
const NotFound = lazy(() => import('./routes/not-found'));

/** GET /api/users/{id}: the signed-in account (role decides the guard). */
type Me = User;

function NotStaff() {
  const { t } = useTranslation('admin');
  usePageTitle(t('guard.title'));
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('guard.title')}</h1>
      <p className="mt-3 text-slate-700">{t('guard.body')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <a href="/home" className={buttonClass('primary')}>
          {t('guard.toShop')}
        </a>
        <a href="/logout" className={buttonClass('secondary')}>
          {t('guard.switchAccount')}
        </a>
      </div>
    </main>
  );
}

/** Signed-in staff only: guests go to the normal login, customers get a clear page. */
function StaffOnly({ children }: { children: (me: Me) => React.ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const me = useQuery({
    queryKey: ['user', session?.userId ?? 0, currentLang()],
    queryFn: ({ signal }) => api<Me>(`/users/${session?.userId}`, { signal }),
    enabled: session !== null,
  });
  if (!session) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (me.isPending) return <PageSpinner />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 403) return <NotStaff />;
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-24">
        <ErrorState error={me.error} onRetry={() => me.refetch()} />
      </main>
    );
  }
  if (me.data.role !== 'staff') return <NotStaff />;
  return <>{children(me.data)}</>;
}

export function Component() {
  // The admin namespace loads with this chunk (suspends until it is there).
  useTranslation('admin');
  return (
    <StaffOnly>
      {(me) => (
        <Routes>
          <Route element={<AdminLayout me={me} />}>
            <Route index element={<Dashboard />} />
            <Route path="quotes" element={<Quotes />} />
            <Route path="quotes/:id" element={<Quotes />} />
            <Route path="orders" element={<Orders />} />
            <Route path="orders/:id" element={<OrderPage />} />
            <Route path="production" element={<Production />} />
            <Route path="categories" element={<Categories />} />
            <Route path="services" element={<Services />} />
            <Route path="services/:id" element={<ServiceEdit />} />
            <Route path="products" element={<Products />} />
            <Route path="products/:id" element={<ProductEdit />} />
            <Route path="coupons" element={<Coupons />} />
            <Route path="shipping" element={<Shipping />} />
            <Route path="carriers" element={<Carriers />} />
            <Route path="messages" element={<Messages />} />
            <Route path="mail" element={<UndeliveredMail />} />
            <Route path="customers" element={<Customers />} />
            <Route path="customers/:id" element={<CustomerPage />} />
            <Route path="overdue" element={<Overdue />} />
            <Route path="payments" element={<Payments />} />
            <Route path="invoice-records" element={<InvoiceRecords />} />
            <Route path="audit" element={<Audit />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      )}
    </StaffOnly>
  );
}
