import { canCustomerWithdraw } from '@shop/shared';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/format';
import type { ServiceOrderDetail } from '../api/types';
import { useWithdrawServiceOrder } from '../api/withdraw-service-order';

/**
 * "Withdraw quote" on the customer's own service order at 1-3 (nothing paid), behind a
 * confirmation (docs/decisions/042-cancellations-refunds-credit-notes.md).
 */
export function WithdrawQuote({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  const withdraw = useWithdrawServiceOrder();
  if (!canCustomerWithdraw(order.status)) return null;
  return (
    <div className="space-y-2">
      <AlertDialog.Root>
        <AlertDialog.Trigger
          disabled={withdraw.isPending}
          className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
          data-testid="withdraw-quote"
        >
          {t('withdraw.button')}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold">
              {t('withdraw.title', { code: isolate(order.code) })}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-slate-700">
              {t('withdraw.body')}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
                {t('withdraw.keep')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => withdraw.mutate(order.id)}
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                data-testid="withdraw-confirm"
              >
                {t('withdraw.confirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {withdraw.isError && (
        <p role="alert" className="text-sm text-red-700">
          {withdraw.error instanceof Error && withdraw.error.message
            ? withdraw.error.message
            : t('withdraw.failed')}
        </p>
      )}
    </div>
  );
}
