import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { useDeleteAddress, useMakeDefaultAddress } from '../features/accounts/api/addresses';
import { AccountLayout } from '../features/accounts/components/account-layout';
import { AddressCard } from '../features/accounts/components/address-card';
import { AddAddressDialog } from '../features/accounts/components/address-dialog';
import { ErrorLines, SuccessMessage } from '../features/accounts/components/messages';
import { safeNext } from '../features/accounts/safe-next';
import { useAddresses } from '../lib/addresses';
import { usePageTitle } from '../lib/use-page-title';

/** /address (signed in): delivery addresses, one of them the default. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('address.title'));
  const addresses = useAddresses();
  const makeDefault = useMakeDefaultAddress();
  const remove = useDeleteAddress();
  const [notice, setNotice] = useState<string | null>(null);
  const busy = makeDefault.isPending || remove.isPending;
  // Sent here from the payment page to add an address: a way back once there is one.
  const [params] = useSearchParams();
  const next = params.get('next') ? safeNext(params.get('next'), '') : '';
  const done = (envelope: { message?: string }) => setNotice(envelope.message ?? null);

  return (
    <AccountLayout
      title={t('address.title')}
      actions={<AddAddressDialog onAdded={(m) => setNotice(m ?? null)} />}
    >
      <div className="mb-4 space-y-2" aria-live="polite">
        <SuccessMessage>{notice}</SuccessMessage>
        {next && (addresses.data?.length ?? 0) > 0 ? (
          <Link
            to={next}
            className="inline-block rounded-md bg-accent-500 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-400"
            data-testid="address-return"
          >
            {t('address.backToCheckout')}
          </Link>
        ) : null}
        <ErrorLines error={makeDefault.error ?? remove.error} />
      </div>
      {addresses.isPending ? (
        <PageSpinner />
      ) : addresses.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => addresses.refetch()} className="mt-2 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : addresses.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          <p className="text-lg font-semibold text-slate-800">{t('address.emptyTitle')}</p>
          <p className="mt-1">{t('address.emptyBody')}</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('address.listLabel')}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onMakeDefault={() => {
                setNotice(null);
                makeDefault.mutate(address.id, { onSuccess: done });
              }}
              onDelete={() => {
                setNotice(null);
                remove.mutate(address.id, { onSuccess: done });
              }}
              onEdited={(message) => setNotice(message ?? null)}
            />
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
