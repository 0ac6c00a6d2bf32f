import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { Address } from '../../lib/addresses';

/** The delivery address (GET /api/addresses), default preselected; a link to add one and come back. */
export function AddressChoice({
  addresses,
  value,
  onChange,
  returnTo,
  disabled,
}: {
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
  /** This page's address, so the address book can send the customer back. */
  returnTo: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const addLink = `${paths.address}?next=${encodeURIComponent(returnTo)}`;
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-1 text-lg font-bold">{t('address.legend')}</legend>
      {addresses.length === 0 ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          data-testid="no-address"
        >
          {t('address.none')}
        </p>
      ) : (
        <ul className="space-y-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="address"
                  value={address.id}
                  checked={value === address.id}
                  onChange={() => onChange(address.id)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold text-slate-900">
                    <span dir="auto">{address.label}</span>{' '}
                    <span className="font-normal text-slate-600">({address.typeName})</span>
                    {address.is_default ? (
                      <span className="ms-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                        {t('address.default')}
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-slate-700" dir="auto">
                    {address.details}
                  </span>
                  <span className="block text-slate-600" dir="ltr">
                    {address.phone}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={addLink}
        className="inline-block font-semibold text-brand-700 underline"
        data-testid="add-address-link"
      >
        {t('address.add')}
      </Link>
    </fieldset>
  );
}
