import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../features/accounts/components/account-layout';
import { AccountInvoices } from '../features/orders/components/account-invoices';
import { InvoiceList } from '../features/orders/components/invoice-list';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /invoices (signed in): "My invoices", a page of its own reached from the account menu and
 * the profile (issue 27; it used to be a dialog behind a button beside Save Changes).
 */
export function Component() {
  const { t } = useTranslation(['orders', 'accounts']);
  usePageTitle(t('orders:invoices.title'));
  return (
    <AccountLayout title={t('orders:invoices.title')}>
      <div className="max-w-2xl">
        <AccountInvoices />
        <InvoiceList />
      </div>
    </AccountLayout>
  );
}
