import { localCityName } from '@shop/shared/spain-cities';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import type { Address } from '../../../lib/addresses';
import { AddressDialog } from './address-dialog';

/**
 * The address on one line as the server writes it, with a Spanish city in the page's
 * language (the address keeps the official name for the courier).
 */
function localAddressLine(address: Address, lang: string): string {
  if (address.country !== 'ES') return address.details;
  const city = localCityName(address.city, lang);
  return [address.street, `${address.postcode} ${city}`.trim(), address.province, address.country]
    .filter(Boolean)
    .join(', ');
}

/** One address: its details, the 'Make It Default' radio and 'Delete Address' (confirmed). */
export function AddressCard({
  address,
  busy,
  onMakeDefault,
  onDelete,
  onEdited,
}: {
  address: Address;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
  onEdited: (message: string | undefined) => void;
}) {
  const { t } = useTranslation('accounts');
  const lang = currentLang();
  const radioId = `default-${address.id}`;
  return (
    <li
      className={`rounded-xl border p-5 ${address.is_default ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
      data-testid="address-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
              {address.typeName}
            </span>
            <bdi className="font-semibold text-slate-900">{address.label}</bdi>
            {address.is_default && (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
                {t('address.default')}
              </span>
            )}
          </p>
          {address.contact_name || address.company ? (
            <p className="mt-2 text-slate-800" dir="auto">
              {[address.contact_name, address.company].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <p
            className="mt-1 break-words whitespace-pre-line text-slate-700"
            dir="auto"
            data-testid="address-line"
          >
            {localAddressLine(address, lang)}
          </p>
          {address.country === null ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="address-needs-country">
              {t('address.needsCountry')}
            </p>
          ) : null}
          <p className="mt-1 text-slate-600">
            <span className="sr-only">{t('form.phone')}: </span>
            <span dir="ltr">{address.phone}</span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <label
          htmlFor={radioId}
          className="flex cursor-pointer items-center gap-2 font-medium text-slate-800"
        >
          <input
            id={radioId}
            type="radio"
            name="default-address"
            checked={address.is_default}
            disabled={busy}
            onChange={onMakeDefault}
            className="size-4 accent-brand-700"
          />
          {t('address.makeDefault')}
        </label>
        <div className="flex flex-wrap items-center gap-1">
          <AddressDialog address={address} onSaved={onEdited} />
          <AlertDialog.Root>
            <AlertDialog.Trigger
              disabled={busy}
              className="rounded-md px-3 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
            >
              {t('address.delete')}
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
              <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
                <AlertDialog.Title className="text-lg font-bold">
                  {t('address.deleteTitle')}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-slate-700">
                  {t('address.deleteBody', { label: address.label })}
                </AlertDialog.Description>
                <div className="mt-6 flex justify-end gap-3">
                  <AlertDialog.Cancel className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
                    {t('common:actions.cancel')}
                  </AlertDialog.Cancel>
                  <AlertDialog.Action
                    onClick={onDelete}
                    className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                  >
                    {t('address.confirmDelete')}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </div>
      </div>
    </li>
  );
}
