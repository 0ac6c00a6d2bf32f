import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { AttemptKey } from '../../../lib/attempt-key';
import { fetchBlob, saveBlob } from '../../../lib/download';
import { formatAmount, formatDate, isolate } from '../../../lib/format';
import { ConfirmButton } from '../../components/dialogs';
import { NumberInput, TextArea } from '../../components/form';
import { Button, Card, Money, Table, td, th } from '../../components/ui';
import { errorText } from '../../lib/api';
import { CancelOrderBodySchema, RefundOrderBodySchema } from '../../schemas';
import { useCancelOrder, useRefundOrder } from './api';
import type { OrderDetail } from './types';

/** What was paid and not yet given back (euros); pending refunds count, as on the server. */
function refundable(order: OrderDetail): number {
  const given = order.refunds.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, Math.round((order.total - given) * 100) / 100);
}

/**
 * "Cancel order" up to 5 (docs/decisions/042-cancellations-refunds-credit-notes.md): the reason
 * the customer reads, then a confirmation that says whether money goes back.
 */
export function CancelForm({ order, onDone }: { order: OrderDetail; onDone?: (message?: string) => void }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelOrder(order.id);
  const form = useForm<{ reason: string }>({
    mode: 'all',
    resolver: zodResolver(CancelOrderBodySchema),
    defaultValues: { reason: '' },
  });
  if (order.status > 5) return null;
  const back = order.paid_at ? refundable(order) : 0;
  return (
    <Card title={t('refunds.cancelTitle')}>
      <FormProvider {...form}>
        <form noValidate className="space-y-3" onSubmit={(e) => e.preventDefault()}>
          <TextArea label={t('refunds.cancelReason')} name="reason" />
          <ConfirmButton
            label={t('refunds.cancel')}
            disabled={!form.formState.isValid}
            title={t('refunds.cancelConfirmTitle', { code: isolate(order.code) })}
            description={
              back > 0
                ? t('refunds.cancelConfirmRefund', { amount: formatAmount(back, currentLang()) })
                : t('refunds.cancelConfirmBody')
            }
            confirmLabel={t('refunds.cancel')}
            onConfirm={async () => {
              const answer = await cancel.mutateAsync(form.getValues());
              onDone?.(answer.message);
            }}
          />
        </form>
      </FormProvider>
    </Card>
  );
}

type RefundValues = { amount: number | null; reason: string };

/** "Refund" from 6 on: an amount (at most what is left) and a reason, status unchanged. */
export function RefundForm({ order, onDone }: { order: OrderDetail; onDone?: (message?: string) => void }) {
  const { t } = useTranslation('admin');
  const refund = useRefundOrder(order.id);
  const attempt = useRef(new AttemptKey());
  const form = useForm<RefundValues, unknown, { amount: number; reason: string }>({
    mode: 'all',
    resolver: zodResolver(RefundOrderBodySchema) as never,
    defaultValues: { amount: null, reason: '' },
  });
  const left = refundable(order);
  if (order.status < 6 || order.status > 8 || !order.paid_at || left <= 0) return null;
  return (
    <Card title={t('refunds.refundTitle')}>
      <FormProvider {...form}>
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e) => e.preventDefault()}
          onChange={() => attempt.current.reset()}
        >
          <NumberInput label={t('refunds.amount')} name="amount" step="0.01" min="0.01" max={String(left)} />
          <p className="text-sm text-slate-700">
            {t('refunds.left', { amount: formatAmount(left, currentLang()) })}
          </p>
          <TextArea label={t('refunds.reason')} name="reason" />
          <ConfirmButton
            variant="primary"
            label={t('refunds.refund')}
            disabled={!form.formState.isValid}
            title={t('refunds.refundConfirmTitle', { code: isolate(order.code) })}
            description={t('refunds.refundConfirmBody', {
              amount: formatAmount(Number(form.getValues('amount')) || 0, currentLang()),
            })}
            confirmLabel={t('refunds.refund')}
            onConfirm={async () => {
              const values = RefundOrderBodySchema.parse(form.getValues());
              try {
                const answer = await refund.mutateAsync({ ...values, key: attempt.current.current() });
                attempt.current.settle(200);
                form.reset({ amount: null, reason: '' });
                onDone?.(answer.message);
              } catch (error) {
                attempt.current.settle(error instanceof ApiError ? error.status : 0);
                throw error;
              }
            }}
          />
        </form>
      </FormProvider>
    </Card>
  );
}

/** The order's refunds with their state and credit notes (downloaded with the session cookie). */
export function RefundsList({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const [error, setError] = useState<string | null>(null);
  if (order.refunds.length === 0) return null;
  return (
    <Card title={t('refunds.title', { amount: formatAmount(order.refunded, lang) })}>
      <Table caption={t('refunds.caption', { code: order.code })}>
        <thead>
          <tr>
            <th className={th}>{t('refunds.date')}</th>
            <th className={th}>{t('refunds.amount')}</th>
            <th className={th}>{t('refunds.reason')}</th>
            <th className={th}>{t('refunds.state')}</th>
            <th className={th}>{t('refunds.creditNote')}</th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((r) => (
            <tr key={r.id}>
              <td className={td}>{formatDate(r.created_at, lang, true)}</td>
              <td className={td}>
                <Money value={r.amount} />
              </td>
              <td className={td}>
                <bdi>{r.reason}</bdi>
              </td>
              <td className={td}>{t(`refunds.states.${r.state}`)}</td>
              <td className={td}>
                {r.credit_note ? (
                  <Button
                    variant="secondary"
                    onClick={async () => {
                      const note = r.credit_note;
                      if (!note) return;
                      setError(null);
                      try {
                        saveBlob(
                          await fetchBlob(`/admin/credit-notes/${note.id}.pdf`),
                          `credit-note-${note.number.replace(/[^\w-]/g, '_')}.pdf`,
                        );
                      } catch (e) {
                        setError(errorText(e, t));
                      }
                    }}
                  >
                    <bdi>{r.credit_note.number}</bdi>
                  </Button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
