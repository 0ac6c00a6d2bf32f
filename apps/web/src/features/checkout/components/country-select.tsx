import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { numberLocale } from '../../../lib/format';
import { useCountries } from '../api/get-countries';

/** The delivery country (GET /api/countries, names in the page's language, sorted for it). */
export function CountrySelect({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (countryId: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const countries = useCountries();
  const collator = new Intl.Collator(numberLocale(currentLang()));
  const sorted = [...(countries.data ?? [])].sort((a, b) => collator.compare(a.name, b.name));

  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
        {t('country.label')}
      </label>
      {countries.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => countries.refetch()} className="mt-1 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          disabled={disabled || countries.isPending}
          aria-busy={countries.isPending || undefined}
          aria-describedby={`${id}-hint`}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          data-testid="country-select"
        >
          <option value="">{countries.isPending ? t('common:status.loading') : t('country.choose')}</option>
          {sorted.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      )}
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('country.hint')}
      </p>
    </div>
  );
}
