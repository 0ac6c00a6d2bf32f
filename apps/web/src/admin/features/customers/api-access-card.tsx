import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormStatus, TextInput } from '../../components/form';
import { Button, Card, QueryView } from '../../components/ui';
import { send, useAdminMutation, useAdminQuery } from '../../lib/api';

type ApiAccess = { suspended: boolean; reason: string | null; active_keys: number };

/**
 * A customer's API access (docs/reseller-api.md): how many keys are active, and a control to
 * suspend it with a reason (its keys then answer 403 with that reason) or restore it.
 */
export function ApiAccessCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('admin');
  const path = `/admin/customers/${customerId}/api-access`;
  const query = useAdminQuery<ApiAccess>('customers', path);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useAdminMutation(
    (body: { suspended: boolean; reason?: string }) => send<ApiAccess>('PUT', path, body),
    ['customers'],
  );
  const form = useForm<{ reason: string }>({ mode: 'all', defaultValues: { reason: '' } });
  return (
    <Card title={t('apiAccess.title')}>
      <QueryView query={query}>
        {(access) => (
          <FormProvider {...form}>
            <form
              noValidate
              className="space-y-3"
              data-testid="api-access"
              onSubmit={form.handleSubmit(async ({ reason }) => {
                setNotice(null);
                const answer = await change
                  .mutateAsync(
                    access.suspended ? { suspended: false } : { suspended: true, reason: reason.trim() },
                  )
                  .catch(() => null);
                if (!answer) return;
                setNotice(answer.message ?? t('states.saved'));
                form.reset({ reason: '' });
              })}
            >
              <p className="text-sm text-slate-700">{t('apiAccess.keys', { n: access.active_keys })}</p>
              {access.suspended ? (
                <p
                  role="status"
                  className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
                >
                  {t('apiAccess.suspended', { reason: access.reason || '—' })}
                </p>
              ) : (
                <TextInput
                  label={t('apiAccess.reason')}
                  hint={t('apiAccess.reasonHint')}
                  name="reason"
                  maxLength={500}
                  dir="auto"
                />
              )}
              <FormStatus error={change.error} success={notice} />
              <Button type="submit" disabled={change.isPending}>
                {access.suspended ? t('apiAccess.restore') : t('apiAccess.suspend')}
              </Button>
            </form>
          </FormProvider>
        )}
      </QueryView>
    </Card>
  );
}
