import { findSpainCity, localCityName, provinceOf, SPAIN_CITIES } from '@shop/shared/spain-cities';
import { useId, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { useAddressCountries } from '../../../lib/countries';
import { SelectField, TextField } from './form-field';

type Postal = { street: string; postcode: string; city: string; province: string; country: string };

/**
 * Street, postcode, city, province and country (from GET /api/countries) of a delivery or
 * invoice address. The postcode decides the Spanish islands, Ceuta and Melilla, so only
 * countries are listed.
 */
export function PostalFields<T extends FieldValues & Postal>({
  form,
  autoCompleteSection,
}: {
  form: UseFormReturn<T>;
  /** Autofill section ('shipping' or 'billing'). */
  autoCompleteSection: 'shipping' | 'billing';
}) {
  const { t } = useTranslation('accounts');
  const countries = useAddressCountries();
  const { register, setValue, control } = form;
  const errors = form.formState.errors;
  const country = useWatch({ control, name: 'country' as Path<T> }) as string;
  const city = useWatch({ control, name: 'city' as Path<T> }) as string;
  const set = (name: keyof Postal, value: string) =>
    setValue(name as Path<T>, value as PathValue<T, Path<T>>, {
      shouldValidate: true,
      shouldDirty: true,
      shouldTouch: true,
    });
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
      {country === 'ES' ? (
        <SpainCityField
          label={t('postal.city')}
          hint={t('postal.cityHintSpain')}
          error={error('city')}
          autoComplete={ac('address-level2')}
          stored={city}
          onPick={(name, province) => {
            set('city', name);
            if (province) set('province', province);
          }}
        />
      ) : (
        <TextField
          label={t('postal.city')}
          autoComplete={ac('address-level2')}
          error={error('city')}
          {...field('city')}
        />
      )}
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

/**
 * The city for a Spanish address: a text box with the list of cities (a native datalist, so
 * keyboard and screen readers work as usual) in the page's language. A listed city is stored
 * by its official Spanish name, for the courier label, and fills the province; a town not on
 * the list is kept as typed.
 */
function SpainCityField({
  label,
  hint,
  error,
  autoComplete,
  stored,
  onPick,
}: {
  label: string;
  hint: string;
  error?: string;
  autoComplete: string;
  stored: string;
  onPick: (name: string, province: string | undefined) => void;
}) {
  const lang = currentLang();
  const listId = useId();
  const [text, setText] = useState(() => localCityName(stored, lang));
  const options = SPAIN_CITIES.map((c) => (lang === 'ar' || lang === 'en' ? c[lang] : c.es)).sort((a, b) =>
    a.localeCompare(b, lang),
  );
  return (
    <>
      <TextField
        label={label}
        hint={hint}
        error={error}
        autoComplete={autoComplete}
        list={listId}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const listed = findSpainCity(typed);
          onPick(listed ? listed.es : typed, listed ? provinceOf(listed) : undefined);
        }}
      />
      <datalist id={listId}>
        {options.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
