import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/format';
import { ConfirmButton } from '../../components/dialogs';
import { TextArea } from '../../components/form';
import { Card } from '../../components/ui';
import { send, useAdminMutation } from '../../lib/api';
import { ReissueInvoiceBodySchema } from '../../schemas';
import type { OrderDetail } from './types';

/**
 * "Annul and reissue" an invoice issued by mistake, most often an F2 for a buyer who then gives
 * company details (docs/decisions/045-invoice-annulment.md). An invoice a credit note corrects
 * cannot be annulled, so the card is not offered then (the server refuses it too, 409).
 */
export function ReissueForm({ order, onDone }: { order: OrderDetail; onDone?: (message?: string) => void }) {
  const { t } = useTranslation('admin');
  const invoice = order.invoice;
  const reissue = useAdminMutation(
    (body: { reason: string }) => send('POST', `/admin/invoices/${invoice?.id}/reissue`, body),
    ['orders'],
  );
  const form = useForm<{ reason: string }>({
    mode: 'all',
    resolver: zodResolver(ReissueInvoiceBodySchema),
    defaultValues: { reason: '' },
  });
  if (!invoice || order.refunds.some((r) => r.credit_note)) return null;
  return (
    <Card title={t('reissue.title')}>
      <FormProvider {...form}>
        <form noValidate className="space-y-3" onSubmit={(e) => e.preventDefault()}>
          <p className="text-sm text-slate-700">{t('reissue.intro', { number: isolate(invoice.number) })}</p>
          <TextArea label={t('reissue.reason')} name="reason" />
          <ConfirmButton
            label={t('reissue.action')}
            disabled={!form.formState.isValid}
            title={t('reissue.confirmTitle', { number: isolate(invoice.number) })}
            description={t('reissue.confirmBody')}
            confirmLabel={t('reissue.action')}
            onConfirm={async () => {
              const answer = await reissue.mutateAsync(form.getValues());
              form.reset({ reason: '' });
              onDone?.(answer.message);
            }}
          />
        </form>
      </FormProvider>
    </Card>
  );
}
