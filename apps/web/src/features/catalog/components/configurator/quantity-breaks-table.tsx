import type { QuantityBreakRow } from '@shop/shared/pricing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../i18n';
import { formatCents, formatNumber, formatPercent } from '../../../../lib/format';

/**
 * The quantity breaks as a price table for the current configuration, shown before the
 * quantity field so the customer sees what ordering more saves. The row of the quantity
 * chosen is marked.
 */
export function QuantityBreaksTable({ rows, quantity }: { rows: QuantityBreakRow[]; quantity: number }) {
  const { t } = useTranslation('product-extras');
  const lang = currentLang();
  const id = useId();
  if (rows.length < 2) return null;
  const range = (row: QuantityBreakRow) => {
    const from = formatNumber(row.fromQuantity, lang);
    if (row.toQuantity === null) return t('breaks.rangeOpen', { from });
    if (row.toQuantity === row.fromQuantity) return t('breaks.single', { from });
    return t('breaks.range', { from, to: formatNumber(row.toQuantity, lang) });
  };
  const current = (row: QuantityBreakRow) =>
    quantity >= row.fromQuantity && (row.toQuantity === null || quantity <= row.toQuantity);
  return (
    <section aria-labelledby={id} data-testid="quantity-breaks">
      <h2 id={id} className="text-lg font-bold">
        {t('breaks.title')}
      </h2>
      <table className="mt-2 w-full border-collapse text-sm">
        <caption className="mb-1 text-start text-slate-600">{t('breaks.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-1.5 text-start font-semibold">
              {t('breaks.quantity')}
            </th>
            <th scope="col" className="py-1.5 text-end font-semibold">
              {t('breaks.unitPrice')}
            </th>
            <th scope="col" className="py-1.5 text-end font-semibold">
              {t('breaks.saving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.fromQuantity}
              className={`border-b border-slate-200 ${current(row) ? 'bg-brand-50 font-semibold' : ''}`}
              aria-current={current(row) ? 'true' : undefined}
            >
              <th scope="row" className="py-1.5 text-start font-normal">
                {range(row)}
                {current(row) ? (
                  <span className="ms-2 text-xs text-brand-700">({t('breaks.yours')})</span>
                ) : null}
              </th>
              <td className="py-1.5 text-end">{formatCents(row.unitCents, lang)}</td>
              <td className="py-1.5 text-end text-green-800">
                {row.savingPercent > 0 ? formatPercent(row.savingPercent, lang) : t('breaks.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
