import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { AccountLayout } from '../features/accounts/components/account-layout';
import { usePageTitle } from '../lib/use-page-title';

const WAYS = ['card', 'bizum', 'account', 'stored'] as const;

/**
 * /paymentOptions (signed in): how paying works. No payment method is stored (the bank's page
 * takes the card or Bizum, docs/decisions/036-redsys-gateway.md), so this says so instead of
 * offering a list to manage.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('paymentOptions.title'));
  return (
    <AccountLayout title={t('paymentOptions.title')}>
      <p className="mb-6 max-w-prose text-slate-700">{t('paymentOptions.intro')}</p>
      <dl className="max-w-prose space-y-4" data-testid="payment-options">
        {WAYS.map((way) => (
          <div key={way} className="rounded-lg border border-slate-200 p-4">
            <dt className="font-semibold text-slate-900">{t(`paymentOptions.${way}Title`)}</dt>
            <dd className="mt-1 text-slate-700">{t(`paymentOptions.${way}`)}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.contact}
        className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('paymentOptions.contact')}
      </Link>
    </AccountLayout>
  );
}
