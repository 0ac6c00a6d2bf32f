import {
  CALLING_CODES,
  type CallingCountry,
  callingCodeOf,
  isCallingCountry,
  joinPhone,
  splitPhone,
} from '@shop/shared/calling-codes';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';

const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600';

/** The countries of the calling-code table, named and sorted in the page's language. */
function useCallingCountries(lang: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return (Object.keys(CALLING_CODES) as CallingCountry[])
      .map((code) => ({ code, name: names.of(code) ?? code, callingCode: CALLING_CODES[code] }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
  }, [lang]);
}

/** The country to show for a calling code: the address country when it has that code (US vs CA), else the first. */
function countryFor(callingCode: string, preferred: string | undefined): CallingCountry {
  if (preferred && callingCodeOf(preferred) === callingCode && isCallingCountry(preferred)) return preferred;
  const match = (Object.keys(CALLING_CODES) as CallingCountry[]).find(
    (c) => CALLING_CODES[c] === callingCode,
  );
  return match ?? 'ES';
}

/**
 * A stored phone as the picker writes it: an old number without a calling code gets the
 * country's (Spain's when unknown), so the form compares like with like.
 */
export function withCallingCode(stored: string, country?: string): string {
  if (stored.trim() === '') return stored;
  const { callingCode, national } = splitPhone(stored, callingCodeOf(country) ?? '34');
  return joinPhone(callingCode, national);
}

/**
 * A phone as a country calling code chosen from a list plus the national number; the form
 * keeps one string, `+34 600 111 222`, as the API stores it. The code follows the address
 * country until the customer picks one.
 */
export function CallingCodePhoneField({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  country,
}: {
  label: string;
  hint?: string;
  /** A translation key from the form schema. */
  error?: string;
  value: string;
  onChange: (phone: string) => void;
  onBlur?: () => void;
  /** The address country (ISO alpha-2), whose calling code is the default. */
  country?: string;
}) {
  const { t } = useTranslation('accounts');
  const lang = currentLang();
  const countries = useCallingCountries(lang);
  const id = useId();
  const initial = splitPhone(value, callingCodeOf(country) ?? '34');
  const [codeCountry, setCodeCountry] = useState<CallingCountry>(() =>
    countryFor(initial.callingCode, country),
  );
  const [national, setNational] = useState(initial.national);
  // A stored phone whose code is not the address country's was picked by hand.
  const pickedByHand = useRef(initial.national !== '' && initial.callingCode !== callingCodeOf(country));
  const latest = useRef({ value, national, onChange });
  latest.current = { value, national, onChange };

  // A new address country moves the calling code with it, until one is picked by hand.
  useEffect(() => {
    if (pickedByHand.current || !country || !isCallingCountry(country)) return;
    setCodeCountry(country);
    const next = joinPhone(CALLING_CODES[country], latest.current.national);
    if (next !== latest.current.value) latest.current.onChange(next);
  }, [country]);

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm font-semibold text-slate-800">{label}</legend>
      <div className="mt-0 flex gap-2" dir="ltr">
        <div className="w-36 shrink-0">
          <label htmlFor={`${id}-code`} className="sr-only">
            {t('address.callingCode')}
          </label>
          <select
            id={`${id}-code`}
            className={CONTROL}
            value={codeCountry}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            autoComplete="tel-country-code"
            onChange={(event) => {
              const next = event.target.value as CallingCountry;
              pickedByHand.current = true;
              setCodeCountry(next);
              onChange(joinPhone(CALLING_CODES[next], national));
            }}
            onBlur={onBlur}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {/* A left-to-right mark before "+": the code reads "+34" on an Arabic page, also
                    where an option's text ignores isolates (issue 27: "(34+)"). */}
                {`${option.name} (\u200e+${option.callingCode})`}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-number`} className="sr-only">
            {t('address.nationalNumber')}
          </label>
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={CONTROL}
            value={national}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const next = event.target.value;
              setNational(next);
              onChange(joinPhone(CALLING_CODES[codeCountry], next));
            }}
            onBlur={onBlur}
          />
        </div>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
