import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAddresses } from '../../lib/addresses';
import { AddressChoice } from './address-choice';

/** The address book and the address to deliver to: the one chosen, else the default, else the first. */
export function useDeliveryAddress() {
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const addressId =
    list.find((a) => a.id === chosen)?.id ?? list.find((a) => a.is_default)?.id ?? list[0]?.id ?? null;
  return { addresses, list, addressId, choose: setChosen };
}

/** The delivery address part of a payment page, with its loading and retry states. */
export function DeliveryAddress({
  delivery,
  disabled,
}: {
  delivery: ReturnType<typeof useDeliveryAddress>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { addresses } = delivery;
  if (addresses.isPending) {
    return (
      <div role="status" aria-busy="true" className="h-32 animate-pulse rounded-xl bg-slate-100">
        <span className="sr-only">{t('common:status.loading')}</span>
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        <p>{t('common:errors.somethingWentWrong')}</p>
        <button type="button" onClick={() => addresses.refetch()} className="mt-1 font-semibold underline">
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <AddressChoice
      addresses={delivery.list}
      value={delivery.addressId}
      onChange={delivery.choose}
      // This page's address, so the address book can send the customer back.
      returnTo={location.pathname + location.search}
      disabled={disabled}
    />
  );
}
