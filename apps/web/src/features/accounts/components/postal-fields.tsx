import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddressCountries } from '../../../lib/countries';
import { SelectField, TextField } from './form-field';

type Postal = { street: string; postcode: string; city: string; province: string; country: string };

/**
 * Street, postcode, city, province and country (from GET /api/countries) of a delivery or
 * invoice address. The postcode decides the Spanish islands, Ceuta and Melilla, so only
 * countries are listed.
 */
export function PostalFields<T extends FieldValues & Postal>({
  register,
  errors,
  autoCompleteSection,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Autofill section ('shipping' or 'billing'). */
  autoCompleteSection: 'shipping' | 'billing';
}) {
  const { t } = useTranslation('accounts');
  const countries = useAddressCountries();
  const field = (name: keyof Postal) => register(name as Path<T>);
  const error = (name: keyof Postal) => errors[name]?.message as string | undefined;
  const ac = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`;
  return (
    <>
      <TextField
        label={t('postal.street')}
        placeholder={t('postal.streetPlaceholder')}
        autoComplete={ac('street-address')}
        className="sm:col-span-2"
        error={error('street')}
        {...field('street')}
      />
      <TextField
        label={t('postal.postcode')}
        autoComplete={ac('postal-code')}
        dir="ltr"
        error={error('postcode')}
        hint={t('postal.postcodeHint')}
        {...field('postcode')}
      />
      <TextField
        label={t('postal.city')}
        autoComplete={ac('address-level2')}
        error={error('city')}
        {...field('city')}
      />
      <TextField
        label={t('postal.province')}
        autoComplete={ac('address-level1')}
        error={error('province')}
        {...field('province')}
      />
      <SelectField
        label={t('postal.country')}
        autoComplete={ac('country')}
        error={error('country')}
        {...field('country')}
      >
        <option value="">
          {countries.isPending ? t('common:status.loading') : t('postal.chooseCountry')}
        </option>
        {(countries.data ?? []).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
