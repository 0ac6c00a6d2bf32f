import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { formatAmount, formatNumber } from '../../lib/format';
import { priceRows } from '../../lib/payment/price-change';
import type { PriceBreakdown, ShownBreakdown } from '../../lib/payment/types';

/**
 * 409 price_changed: the server's sentence, the new goods, discount, delivery, VAT and total,
 * each changed one marked with what the customer saw before, and one button that pays the new
 * total. Nothing was charged.
 */
export function PriceChanged({
  message,
  breakdown,
  shown,
  onAccept,
  busy,
}: {
  message: string;
  breakdown: PriceBreakdown;
  shown: ShownBreakdown | null;
  onAccept: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('payments');
  const lang = currentLang();
  const money = (euros: number) => formatAmount(euros, lang);
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
      data-testid="price-changed"
    >
      <p className="font-bold">{t('priceChanged.title')}</p>
      {message ? <p>{message}</p> : null}
      <p className="text-sm">{t('priceChanged.intro')}</p>
      <dl className="space-y-1.5 text-sm">
        {priceRows(shown, breakdown).map((row) => (
          <div
            key={row.key}
            className={`flex flex-wrap justify-between gap-x-4 ${row.key === 'total_amount' ? 'border-t border-amber-300 pt-2 text-base font-bold' : ''}`}
            data-testid={`price-${row.key}`}
            data-changed={row.changed || undefined}
          >
            <dt>{t(`priceChanged.${row.key}`, { rate: formatNumber(breakdown.vat_rate, lang) })}</dt>
            <dd className="text-end">
              <span className={row.changed ? 'font-bold' : 'font-semibold'}>
                {row.key === 'discount' && row.now > 0 ? `−${money(row.now)}` : money(row.now)}
              </span>
              {row.changed && row.before !== null ? (
                <span className="block text-xs font-normal">
                  {t('priceChanged.changed', { amount: money(row.before) })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={onAccept}
        disabled={busy}
        aria-busy={busy || undefined}
        className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="pay-new-total"
      >
        {t('priceChanged.payNew', { total: money(breakdown.total_amount) })}
      </button>
    </div>
  );
}
