import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled filter field for list pages; the page debounces the value before refetching. */
export function FilterBox({
  value,
  onChange,
  pending,
}: {
  value: string;
  onChange: (value: string) => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('catalog-lists');
  const id = useId();
  return (
    <div className="mb-6 max-w-md">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {t('filter.label')}
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('filter.placeholder')}
          className="w-full rounded-md border border-slate-300 px-3 py-2 pe-10 focus:border-brand-700"
          autoComplete="off"
        />
        {pending ? (
          <span
            className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
            aria-hidden="true"
          />
        ) : null}
      </div>
    </div>
  );
}
