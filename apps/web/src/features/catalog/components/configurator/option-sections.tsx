import { formatEuros } from '@shop/shared/money';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../i18n';
import type { ProductOption, ProductSection } from '../../api/types';
import { chooseOne, clearSection, type Selection, toggleExtra } from '../../lib/selection';

function PriceBadge({ option }: { option: ProductOption }) {
  const { t } = useTranslation('catalog');
  const lang = currentLang();
  const cents = Math.round((option.price ?? 0) * 100);
  if (option.price_mode === 'percent') {
    if (!option.percent) return null;
    return (
      <span className="text-sm font-semibold text-brand-700">
        {t('options.pricePercent', { percent: option.percent })}
      </span>
    );
  }
  if (cents === 0) return null;
  const price = formatEuros(cents, lang);
  const key = { per_m2: 'options.priceM2', per_item: 'options.priceItem', fixed: 'options.priceFixed' }[
    option.price_mode
  ];
  return <span className="text-sm font-semibold whitespace-nowrap text-brand-700">{t(key, { price })}</span>;
}

function Choice({
  option,
  type,
  name,
  checked,
  onChange,
}: {
  option: ProductOption;
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition ${
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-400'
      }`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand-700"
        data-option-id={option.id}
      />
      {option.image ? (
        <img src={option.image} alt="" width="48" height="48" className="size-12 rounded object-cover" />
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">{option.name}</span>
          <PriceBadge option={option} />
        </span>
        {option.description ? <span className="text-sm text-slate-600">{option.description}</span> : null}
      </span>
    </label>
  );
}

/** The children of a chosen option: one choice, nested up to the third level. */
function ChildGroup({
  parent,
  selection,
  onChange,
}: {
  parent: ProductOption;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset className="ms-4 mt-2 space-y-2 border-s-2 border-brand-100 ps-4">
      <legend className="mb-1 text-sm font-semibold text-slate-700">
        {t('options.chooseFor', { name: parent.name })}
      </legend>
      {parent.childrens.map((child) => (
        <div key={child.id}>
          <Choice
            option={child}
            type="radio"
            name={`option-${parent.id}`}
            checked={selection.has(child.id)}
            onChange={() => onChange(chooseOne(selection, child, parent.childrens))}
          />
          {selection.has(child.id) && child.childrens.length > 0 ? (
            <ChildGroup parent={child} selection={selection} onChange={onChange} />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** Option sections up to three levels deep: choosing a parent reveals its children. */
export function OptionSections({
  sections,
  selection,
  onChange,
}: {
  sections: ProductSection[];
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="space-y-6">
      {sections.map((section) => {
        const extras = !section.required;
        const noneChosen = section.options.every((o) => !selection.has(o.id));
        return (
          <fieldset key={section.id} className="space-y-2" data-section-id={section.id}>
            <legend className="mb-2 flex items-center gap-2 text-lg font-bold">
              {section.name}
              <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {extras ? t('options.optional') : t('options.required')}
              </span>
            </legend>
            {section.options.map((option) => (
              <div key={option.id}>
                <Choice
                  option={option}
                  type={extras ? 'checkbox' : 'radio'}
                  name={`section-${section.id}`}
                  checked={selection.has(option.id)}
                  onChange={() =>
                    onChange(
                      extras ? toggleExtra(selection, option) : chooseOne(selection, option, section.options),
                    )
                  }
                />
                {selection.has(option.id) && option.childrens.length > 0 ? (
                  <ChildGroup parent={option} selection={selection} onChange={onChange} />
                ) : null}
              </div>
            ))}
            {extras && !noneChosen ? (
              <button
                type="button"
                onClick={() => onChange(clearSection(selection, section))}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('options.clear', { section: section.name })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
