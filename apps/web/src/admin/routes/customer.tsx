import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_NOTE_MAX, type CustomerNoteBody, CustomerNoteBodySchema } from '@shop/shared/admin-schemas';
import type { AdminCustomerDetail, AdminCustomerNote } from '@shop/shared/api/admin';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate, formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { FormStatus, TextArea } from '../components/form';
import {
  Button,
  Card,
  Empty,
  Money,
  PageHeader,
  QueryView,
  StatusBadge,
  Table,
  td,
  th,
} from '../components/ui';
import { ApiAccessCard } from '../features/customers/api-access-card';
import { send, useAdminMutation, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';
import { CreditCard } from './customer-credit';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-1.5 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function ContactCard({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  return (
    <Card title={t('customer.contact')}>
      <dl>
        <Row label={t('fields.name')}>
          <bdi>{customer.name}</bdi>
        </Row>
        <Row label={t('fields.email')}>
          <a className="text-brand-700 underline" href={`mailto:${customer.email}`} dir="ltr">
            {customer.email}
          </a>
        </Row>
        <Row label={t('fields.phone')}>
          {customer.phone ? (
            <a className="text-brand-700 underline" href={`tel:${customer.phone}`} dir="ltr">
              {customer.phone}
            </a>
          ) : (
            '—'
          )}
        </Row>
        <Row label={t('customer.language')}>{t(`languages.${customer.preferred_lang}`)}</Row>
        <Row label={t('customers.since')}>{formatDate(customer.created_at, lang)}</Row>
      </dl>
    </Card>
  );
}

function CompanyCard({ company }: { company: AdminCustomerDetail['company'] }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  return (
    <Card title={t('customer.company')}>
      {company ? (
        <dl>
          <Row label={t('customer.companyName')}>
            <bdi>{company.name}</bdi>
          </Row>
          <Row label={t('customers.taxId')}>
            <span dir="ltr" data-testid="customer-tax-id">
              {company.tax_id}
            </span>
          </Row>
          <Row label={t('customer.vatCheck')}>
            {t(`customer.vatChecks.${company.vat_check}`)} ·{' '}
            <span className="text-slate-600">{formatDate(company.vat_checked_at, lang)}</span>
          </Row>
          <Row label={t('customer.invoiceAddress')}>
            <bdi>
              {[
                company.address.street,
                `${company.address.postcode} ${company.address.city}`.trim(),
                company.address.province,
                company.address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </bdi>
          </Row>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{t('customer.noCompany')}</p>
      )}
    </Card>
  );
}

function OrdersCard({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const title = t('customer.orders', { n: formatNumber(customer.orders_count, lang) });
  return (
    <Card
      title={title}
      actions={
        <p className="text-sm text-slate-700">
          {t('customers.spend')}: <Money value={customer.spend} />
        </p>
      }
    >
      {customer.orders.length === 0 ? (
        <Empty>{t('customer.noOrders')}</Empty>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <th className={th}>{t('orders.code')}</th>
              <th className={th}>{t('orders.typeLabel')}</th>
              <th className={th}>{t('fields.status')}</th>
              <th className={th}>{t('orders.created')}</th>
              <th className={th}>{t('orders.total')}</th>
              <th className={th}>{t('customer.refunded')}</th>
              <th className={th}>{t('customer.netTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {customer.orders.map((o) => (
              <tr key={o.id}>
                <td className={td}>
                  <Link
                    to={adminPaths.order(o.id)}
                    className="font-semibold text-brand-700 underline"
                    dir="ltr"
                  >
                    {o.code}
                  </Link>
                </td>
                <td className={td}>{t(`orders.type.${o.kind}`)}</td>
                <td className={td}>
                  <StatusBadge status={o.status} />
                </td>
                <td className={td}>{formatDate(o.created_at, lang)}</td>
                <td className={td}>
                  <Money value={o.total} />
                </td>
                <td className={td}>{o.refunded > 0 ? <Money value={o.refunded} negative /> : '—'}</td>
                <td className={`${td} font-semibold`}>
                  <Money value={o.net_total} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {customer.orders_count > customer.orders.length && (
        <p className="mt-2 text-sm text-slate-600">
          <Link
            to={`${adminPaths.orders}?q=${encodeURIComponent(customer.email)}`}
            className="text-brand-700 underline"
          >
            {t('customer.allOrders')}
          </Link>
        </p>
      )}
    </Card>
  );
}

function NotesCard({ customerId, notes }: { customerId: number; notes: AdminCustomerNote[] }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const [notice, setNotice] = useState<string | null>(null);
  const add = useAdminMutation(
    (body: CustomerNoteBody) => send<AdminCustomerNote>('POST', `/admin/customers/${customerId}/notes`, body),
    ['customers'],
  );
  const form = useForm<CustomerNoteBody>({
    mode: 'all',
    resolver: zodResolver(CustomerNoteBodySchema),
    defaultValues: { body: '' },
  });
  const length = form.watch('body').length;
  return (
    <Card title={t('customer.notes')}>
      <FormProvider {...form}>
        <form
          noValidate
          className="space-y-2"
          onSubmit={form.handleSubmit(async (body) => {
            setNotice(null);
            const answer = await add.mutateAsync(body).catch(() => null);
            if (!answer) return;
            setNotice(answer.message ?? t('states.saved'));
            form.reset({ body: '' });
          })}
        >
          <TextArea
            label={t('customer.newNote')}
            name="body"
            dir="auto"
            maxLength={CUSTOMER_NOTE_MAX}
            hint={t('customer.noteHint', {
              n: formatNumber(length, lang),
              max: formatNumber(CUSTOMER_NOTE_MAX, lang),
            })}
          />
          <FormStatus error={add.error} success={notice} />
          <Button type="submit" disabled={!form.formState.isValid || add.isPending} data-testid="add-note">
            {add.isPending ? t('states.working') : t('customer.addNote')}
          </Button>
        </form>
      </FormProvider>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('customer.noNotes')}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label={t('customer.notesList')}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="text-xs text-slate-700">
                <bdi className="font-semibold">{note.author?.name ?? t('customer.formerStaff')}</bdi> ·{' '}
                <time dateTime={note.at}>{formatDate(note.at, lang, true)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line" dir="auto">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** /admin/customers/:id: who they are, their company, orders, credit terms and staff notes. */
export default function CustomerPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useAdminQuery<AdminCustomerDetail>('customers', `/admin/customers/${id}`);
  const title = query.data ? query.data.name : t('customer.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        back={
          <Link to={adminPaths.customers} className="text-sm font-semibold text-brand-700 underline">
            {t('customer.back')}
          </Link>
        }
      />
      <QueryView query={query}>
        {(customer) => (
          <div className="space-y-4">
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ContactCard customer={customer} />
              <CompanyCard company={customer.company} />
            </div>
            <CreditCard customer={customer} />
            <ApiAccessCard customerId={customer.id} />
            <OrdersCard customer={customer} />
            <NotesCard customerId={customer.id} notes={customer.notes} />
          </div>
        )}
      </QueryView>
    </>
  );
}
