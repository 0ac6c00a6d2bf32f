import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatAmount, formatNumber } from '../../../lib/format';
import { useReorder } from '../api/reorder';
import type { OrderSummary } from '../api/types';

/**
 * "Order again" on a delivered order: its lines go back into the cart at today's prices,
 * and the customer sees each line's old and new price and the difference.
 */
export function OrderAgain({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const reorder = useReorder();
  const answer = reorder.data?.data;
  const error = reorder.error;
  const errorLines =
    error instanceof ApiError
      ? [error.message, ...error.errors.filter((e) => e !== error.message)]
      : [t('reorder.failed')];
  return (
    <div className="mt-2 space-y-2" data-testid="order-again">
      <button
        type="button"
        onClick={() => reorder.mutate(order.id)}
        disabled={reorder.isPending}
        aria-label={t('reorder.buttonLabel', { code: order.code })}
        aria-busy={reorder.isPending || undefined}
        className="min-h-10 w-full rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
      >
        {reorder.isPending ? t('reorder.working') : t('reorder.button')}
      </button>
      <div aria-live="polite">
        {answer ? (
          <div
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
            data-testid="reorder-result"
          >
            <p className="font-semibold">{reorder.data?.message}</p>
            <ul className="mt-1 space-y-0.5">
              {answer.lines.map((line) => (
                <li key={line.cart_line_id}>
                  {t('reorder.lineChange', {
                    title: line.title,
                    quantity: formatNumber(line.quantity, lang),
                    old: formatAmount(line.old_price, lang),
                    new: formatAmount(line.new_price, lang),
                  })}
                </li>
              ))}
            </ul>
            <p className="mt-1">
              {t('reorder.totals', {
                old: formatAmount(answer.old_total, lang),
                new: formatAmount(answer.new_total, lang),
              })}
            </p>
            <p className="font-semibold" data-testid="reorder-difference">
              {answer.difference === 0
                ? t('reorder.same')
                : t(answer.difference > 0 ? 'reorder.difference' : 'reorder.differenceLower', {
                    amount: formatAmount(Math.abs(answer.difference), lang),
                  })}
            </p>
            <Link
              to={paths.cart}
              className="mt-1 inline-block min-h-6 font-semibold text-brand-800 underline"
            >
              {t('reorder.toCart')}
            </Link>
          </div>
        ) : reorder.isError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <ul className="space-y-0.5">
              {errorLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
