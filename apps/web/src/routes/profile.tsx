import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/ui/page-spinner';
import { useUser } from '../features/accounts/api/get-user';
import { AccountLayout } from '../features/accounts/components/account-layout';
import { CompanyDetails } from '../features/accounts/components/company-form';
import { ProfileForm } from '../features/accounts/components/profile-form';
import { InvoicesDialog } from '../features/orders/components/invoices-dialog';
import { usePageTitle } from '../lib/use-page-title';

/** /profile (signed in): the user's own details. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('profile.title'));
  const user = useUser();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AccountLayout title={t('profile.title')}>
      {user.isPending ? (
        <PageSpinner />
      ) : user.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => user.refetch()} className="mt-2 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          {/* Keyed by the record's version so a saved change resets the form from the server's answer. */}
          <ProfileForm
            key={`${user.data.id}-${user.data.email}`}
            user={user.data}
            notice={notice}
            onNotice={setNotice}
            invoices={<InvoicesDialog label={t('profile.invoices')} />}
          />
          <CompanyDetails userId={user.data.id} />
        </>
      )}
    </AccountLayout>
  );
}
