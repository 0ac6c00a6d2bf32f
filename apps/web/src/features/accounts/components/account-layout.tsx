import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** The account side menu of docs/product.md#screens-and-routes. */
const ITEMS = [
  { key: 'side.myAccount', to: paths.profile },
  { key: 'side.payment', to: paths.paymentOptions },
  { key: 'side.invoices', to: paths.invoices },
  { key: 'side.quotes', to: paths.savedQuotes },
  { key: 'side.orders', to: paths.currentOrders },
  { key: 'side.addresses', to: paths.address },
  { key: 'side.logout', to: paths.logout },
] as const;

export function AccountSideMenu() {
  const { t } = useTranslation('accounts');
  const { pathname } = useLocation();
  // Spec: hidden when the path contains /login.
  if (pathname.toLowerCase().includes('/login')) return null;
  return (
    <nav aria-label={t('side.label')} className="mb-6 lg:mb-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {ITEMS.map((item) => (
          <li key={item.key} className="shrink-0">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md border px-3 py-2 font-medium lg:border-0 ${
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-200 text-slate-700 hover:bg-brand-50 hover:text-brand-700'
                }`
              }
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Account pages: the side menu beside (or, on phones, above) the page's content. */
export function AccountLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <AccountSideMenu />
      <section aria-labelledby="account-page-title" className="min-w-0">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 id="account-page-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
