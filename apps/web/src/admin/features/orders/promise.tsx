import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLang } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { FormStatus, TextArea, TextInput } from '../../components/form';
import { Button, Card } from '../../components/ui';
import { send, useAdminMutation } from '../../lib/api';
import { MovePromiseBodySchema } from '../../schemas';
import type { OrderDetail } from './types';

/** The form's rule: the server's, with the reason required (the server says 422 without one). */
const MovePromiseFormSchema = MovePromiseBodySchema.extend({
  reason: z.string().trim().min(1, { message: 'required' }).max(500),
});
type MovePromiseForm = z.infer<typeof MovePromiseFormSchema>;

/**
 * The delivery promise kept on the order (docs/decisions/048-production-board.md): the
 * promised dispatch and delivery dates, every move with its reason, and, while the order is in
 * production (4-7), a form to move the dispatch date with the reason the customer reads.
 */
export function PromiseCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const [done, setDone] = useState<string | null>(null);
  const move = useAdminMutation(
    (body: MovePromiseForm) => send<OrderDetail>('PUT', `/admin/orders/${order.id}/promise`, body),
    ['orders', 'production'],
  );
  const form = useForm<MovePromiseForm>({
    mode: 'all',
    resolver: zodResolver(MovePromiseFormSchema),
    defaultValues: { dispatch_by: order.dispatch_by ?? '', reason: '' },
  });
  if (order.dispatch_by === null) return null;
  const open = order.status >= 4 && order.status <= 7;
  return (
    <Card title={t('promise.title')}>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-1 sm:grid-cols-2" data-testid="order-promise">
        <div>
          <dt className="text-sm text-slate-600">{t('promise.dispatchBy')}</dt>
          <dd className="font-semibold">{formatDate(order.dispatch_by, lang, false, true)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('promise.deliveredBy')}</dt>
          <dd className="font-semibold">
            {order.delivered_by ? formatDate(order.delivered_by, lang, false, true) : '—'}
          </dd>
        </div>
      </dl>
      {order.promise_changes.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label={t('promise.changes')}>
          {order.promise_changes.map((c) => (
            <li key={c.at}>
              {t('promise.change', {
                from: c.from ? formatDate(c.from, lang) : '—',
                to: formatDate(c.to, lang),
                at: formatDate(c.at, lang, true),
              })}{' '}
              <bdi className="font-semibold">{c.reason}</bdi>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <FormProvider {...form}>
          <form
            noValidate
            className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2"
            data-testid="promise-form"
            aria-label={t('promise.move')}
            onSubmit={form.handleSubmit(async (body) => {
              setDone(null);
              const answer = await move.mutateAsync(body).catch(() => null);
              if (answer) {
                setDone(answer.message ?? null);
                form.reset({ dispatch_by: body.dispatch_by, reason: '' });
              }
            })}
          >
            <TextInput label={t('promise.newDate')} name="dispatch_by" type="date" dir="ltr" />
            <TextArea label={t('promise.reason')} name="reason" />
            <div className="sm:col-span-2 space-y-2">
              <FormStatus error={move.error} success={done} />
              <Button type="submit" disabled={!form.formState.isValid || move.isPending}>
                {move.isPending ? t('states.working') : t('promise.move')}
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
    </Card>
  );
}
