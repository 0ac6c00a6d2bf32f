import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreditTermsBody,
  CreditTermsBodySchema,
  type TransferForm,
  TransferFormSchema,
} from '@shop/shared/admin-schemas';
import type { AdminCustomerDetail } from '@shop/shared/api/admin';
import type { AccountInvoice, CreditAccount, CreditTerms, Transfer } from '@shop/shared/api/credit';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate } from '../../lib/format';
import { FormStatus, NumberInput, TextInput } from '../components/form';
import { Button, Card, Empty, ErrorState, Loading, Money, Table, td, th } from '../components/ui';
import { send, useAdminMutation, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

const today = () => new Date().toISOString().slice(0, 10);

/** The terms form: limit (euros) and days; 0 € withdraws them (docs/admin-ui.md#a-day-in-the-shop). */
function TermsForm({
  customerId,
  terms,
  notice,
  setNotice,
}: {
  customerId: number;
  terms: CreditTerms | null;
  /** Kept by the card: the form is drawn anew with the saved terms. */
  notice: string | null;
  setNotice: (notice: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useAdminMutation(
    (body: CreditTermsBody) => send<CreditTerms | null>('PUT', `/admin/customers/${customerId}/credit`, body),
    ['customers', 'credit'],
  );
  const form = useForm<CreditTermsBody>({
    mode: 'all',
    resolver: zodResolver(CreditTermsBodySchema),
    defaultValues: { limit: terms?.limit ?? 0, days: terms?.days ?? 30 },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3"
        aria-label={t('credit.termsForm')}
        onSubmit={form.handleSubmit(async (body) => {
          setNotice(null);
          const answer = await save.mutateAsync(body).catch(() => null);
          if (answer) setNotice(answer.message ?? t('states.saved'));
        })}
      >
        <NumberInput
          label={t('credit.limit')}
          name="limit"
          step="0.01"
          min={0}
          hint={t('credit.limitHint')}
        />
        <NumberInput
          label={t('credit.days')}
          name="days"
          step="1"
          min={1}
          max={60}
          hint={t('credit.daysHint')}
        />
        <Button type="submit" disabled={!form.formState.isValid || save.isPending} data-testid="save-credit">
          {save.isPending ? t('states.working') : t('credit.save')}
        </Button>
        <div className="sm:col-span-3">
          <FormStatus error={save.error} success={notice} />
        </div>
      </form>
    </FormProvider>
  );
}

/** A transfer against one invoice, for what it owes by default. */
function TransferRow({
  customerId,
  invoice,
  onRecorded,
}: {
  customerId: number;
  invoice: AccountInvoice;
  onRecorded: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const record = useAdminMutation(
    (body: TransferForm) =>
      send<Transfer>('POST', '/admin/credit/transfers', {
        customer_id: customerId,
        ...body,
        allocations: [{ invoice_id: invoice.id, amount: body.amount }],
      }),
    ['customers', 'credit'],
  );
  const form = useForm<TransferForm>({
    mode: 'all',
    resolver: zodResolver(TransferFormSchema),
    defaultValues: { amount: invoice.owed, received_on: today(), reference: invoice.reference },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid grid-cols-1 items-end gap-2 sm:grid-cols-4"
        aria-label={t('credit.transferFor', { number: invoice.invoice_number })}
        onSubmit={form.handleSubmit(async (body) => {
          const answer = await record.mutateAsync(body).catch(() => null);
          if (answer) onRecorded(answer.message ?? t('states.saved'));
        })}
      >
        <NumberInput label={t('credit.amount')} name="amount" step="0.01" min={0} />
        <TextInput label={t('credit.receivedOn')} name="received_on" type="date" dir="ltr" />
        <TextInput label={t('credit.reference')} name="reference" dir="ltr" />
        <Button
          type="submit"
          disabled={!form.formState.isValid || record.isPending}
          data-testid="record-transfer"
        >
          {record.isPending ? t('states.working') : t('credit.record')}
        </Button>
        <div className="sm:col-span-4">
          <FormStatus error={record.error} />
        </div>
      </form>
    </FormProvider>
  );
}

export function InvoiceState({ state }: { state: AccountInvoice['state'] }) {
  const { t } = useTranslation('admin');
  const tone =
    state === 'overdue'
      ? 'bg-red-100 text-red-900'
      : state === 'paid'
        ? 'bg-green-100 text-green-900'
        : 'bg-amber-100 text-amber-900';
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`credit.states.${state}`)}</span>
  );
}

/** Credit terms, open balance, invoices on account and transfers, on the staff customer page. */
export function CreditCard({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const query = useAdminQuery<CreditAccount>('credit', `/admin/customers/${customer.id}/credit`);
  const [paying, setPaying] = useState<number | null>(null);
  const [termsNotice, setTermsNotice] = useState<string | null>(null);
  const [transferNotice, setTransferNotice] = useState<string | null>(null);
  const account = query.data;
  return (
    <Card title={t('customer.credit')}>
      <div className="space-y-4" data-testid="credit-card">
        {customer.credit_terms === null ? (
          <p className="text-sm text-slate-700">{t('customer.noCredit')}</p>
        ) : account ? (
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">{t('credit.limit')}</dt>
              <dd className="font-semibold">
                <Money value={customer.credit_terms.limit} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('credit.days')}</dt>
              <dd className="font-semibold">{customer.credit_terms.days}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('credit.open')}</dt>
              <dd className="font-semibold" data-testid="credit-open">
                <Money value={account.open_balance} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('credit.available')}</dt>
              <dd className="font-semibold">
                <Money value={account.available} />
              </dd>
            </div>
          </dl>
        ) : null}
        {query.isPending ? <Loading /> : null}
        {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
        {customer.company === null ? (
          <p className="text-sm text-slate-600">{t('credit.tradeOnly')}</p>
        ) : (
          <TermsForm
            key={`${customer.credit_terms?.updated_at ?? 'none'}`}
            customerId={customer.id}
            terms={customer.credit_terms}
            notice={termsNotice}
            setNotice={setTermsNotice}
          />
        )}
        {account && account.invoices.length > 0 ? (
          <Table caption={t('credit.invoices')}>
            <thead>
              <tr>
                <th className={th}>{t('credit.invoice')}</th>
                <th className={th}>{t('orders.code')}</th>
                <th className={th}>{t('credit.dueOn')}</th>
                <th className={th}>{t('orders.total')}</th>
                <th className={th}>{t('credit.owed')}</th>
                <th className={th}>{t('fields.status')}</th>
                <th className={th}>
                  <span className="sr-only">{t('credit.record')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className={td} dir="ltr">
                    {invoice.invoice_number}
                  </td>
                  <td className={td}>
                    <Link
                      to={adminPaths.order(invoice.order_id)}
                      className="text-brand-700 underline"
                      dir="ltr"
                    >
                      {invoice.order_code}
                    </Link>
                  </td>
                  <td className={td}>{formatDate(invoice.due_on, lang)}</td>
                  <td className={td}>
                    <Money value={invoice.amount} />
                  </td>
                  <td className={td}>
                    <Money value={invoice.owed} />
                  </td>
                  <td className={td}>
                    <InvoiceState state={invoice.state} />
                  </td>
                  <td className={td}>
                    {invoice.owed > 0 ? (
                      <Button
                        type="button"
                        onClick={() => {
                          setTransferNotice(null);
                          setPaying(paying === invoice.id ? null : invoice.id);
                        }}
                        aria-expanded={paying === invoice.id}
                      >
                        {t('credit.recordTransfer')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : account && customer.credit_terms !== null ? (
          <Empty>{t('credit.noInvoices')}</Empty>
        ) : null}
        {account?.invoices
          .filter((invoice) => invoice.id === paying && invoice.owed > 0)
          .map((invoice) => (
            <TransferRow
              key={`${invoice.id}-${invoice.owed}`}
              customerId={customer.id}
              invoice={invoice}
              onRecorded={(message) => {
                setPaying(null);
                setTransferNotice(message);
              }}
            />
          ))}
        <FormStatus success={transferNotice} />
      </div>
    </Card>
  );
}
