import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../app/layout/language-switch';
import { ErrorModal } from '../components/ui/error-modal';
import { DialogShell } from './components/dialog-shell';
import { ReauthDialog } from './components/reauth-dialog';
import { Loading } from './components/ui';
import { ScanField } from './features/orders/scan-field';
import { adminPaths } from './paths';

const GROUPS = [
  { key: 'overview', items: [{ key: 'dashboard', to: adminPaths.root, end: true }] },
  {
    key: 'sales',
    items: [
      { key: 'quotes', to: adminPaths.quotes },
      { key: 'orders', to: adminPaths.orders },
      { key: 'production', to: adminPaths.production },
      { key: 'payments', to: adminPaths.payments },
      { key: 'invoiceRecords', to: adminPaths.invoiceRecords },
      { key: 'customers', to: adminPaths.customers },
      { key: 'overdue', to: adminPaths.overdue },
      { key: 'messages', to: adminPaths.messages },
      { key: 'mail', to: adminPaths.mail },
    ],
  },
  {
    key: 'catalogue',
    items: [
      { key: 'categories', to: adminPaths.categories },
      { key: 'services', to: adminPaths.services },
      { key: 'products', to: adminPaths.products },
    ],
  },
  {
    key: 'settings',
    items: [
      { key: 'coupons', to: adminPaths.coupons },
      { key: 'shipping', to: adminPaths.shipping },
      { key: 'carriers', to: adminPaths.carriers },
      { key: 'audit', to: adminPaths.audit },
    ],
  },
] as const;

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')}>
      {GROUPS.map((group) => (
        <div key={group.key} className="mb-4">
          <p className="px-3 text-xs font-bold uppercase tracking-wide text-slate-600">
            {t(`nav.groups.${group.key}`)}
          </p>
          <ul className="mt-1 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={'end' in item ? item.end : false}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 font-medium ${
                      isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'
                    }`
                  }
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function AdminLayout({ me }: { me: { name: string; email: string } }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skip')}
      </a>
      <header className="sticky top-0 z-40 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2.5 sm:px-4">
        <DialogShell
          open={menuOpen}
          onOpenChange={setMenuOpen}
          title={t('nav.menu')}
          size="drawer"
          closeButton
          trigger={
            <button
              type="button"
              className="rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
              aria-label={t('nav.open')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
              >
                <path strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
          }
        >
          <SideNav onNavigate={() => setMenuOpen(false)} />
        </DialogShell>
        <a href={adminPaths.root} className="text-sm font-bold text-brand-800 sm:text-base">
          {t('brand')}
        </a>
        <ScanField />
        <div className="ms-auto flex items-center gap-2">
          <span className="hidden text-sm text-slate-700 md:inline" title={me.email}>
            <bdi>{me.name}</bdi>
          </span>
          <a
            href="/home"
            className="hidden rounded-md px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline"
          >
            {t('nav.toShop')}
          </a>
          <LanguageSwitch />
          <a
            href="/logout"
            className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('nav.logout')}
          </a>
        </div>
      </header>
      {/*
        The sidebar's column stretches with the page (its background and border reach the
        bottom however long the page is); the navigation inside it stays in view.
      */}
      <div className="mx-auto flex min-h-[calc(100vh-57px)] max-w-[90rem]">
        <aside
          data-testid="admin-sidebar"
          className="hidden w-60 shrink-0 border-e border-slate-200 bg-slate-50 lg:block"
        >
          <div className="sticky top-[57px] max-h-[calc(100vh-57px)] overflow-y-auto p-3">
            <SideNav />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 sm:p-6">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ErrorModal />
      <ReauthDialog />
    </div>
  );
}
