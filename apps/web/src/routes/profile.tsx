import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { useCompany } from '../features/accounts/api/company';
import { useUser } from '../features/accounts/api/get-user';
import { AccountLayout } from '../features/accounts/components/account-layout';
import { BrandDetails } from '../features/accounts/components/brand-form';
import { CompanyDetails } from '../features/accounts/components/company-form';
import { ProfileForm } from '../features/accounts/components/profile-form';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section';
import { usePageTitle } from '../lib/use-page-title';

/** Trade accounts only, so loaded on demand (docs/webhooks.md). */
const WebhooksSection = lazy(() => import('../features/accounts/components/webhooks-section'));

/** Sections a trade account (one with company details) sees under its company details: API keys, webhooks. */
function TradeSections({ userId }: { userId: number }) {
  const company = useCompany(userId);
  if (!company.data) return null;
  return (
    <>
      <ApiKeysSection hasCompany />
      <Suspense fallback={null}>
        <WebhooksSection />
      </Suspense>
    </>
  );
}

/** /profile (signed in): the user's own details. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('profile.title'));
  const user = useUser();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AccountLayout
      title={t('profile.title')}
      // My Invoices is a page of its own (issue 27), linked here and from the account menus.
      actions={
        <Link
          to={paths.invoices}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          data-testid="invoices-link"
        >
          {t('profile.invoices')}
        </Link>
      }
    >
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
          />
          <CompanyDetails userId={user.data.id} />
          <BrandDetails userId={user.data.id} />
          <TradeSections userId={user.data.id} />
        </>
      )}
    </AccountLayout>
  );
}
