import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { formatDate, formatNumber, isolate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { FormDialog } from '../components/dialogs';
import { CheckboxInput, DialogForm, NumberInput, TextInput } from '../components/form';
import { PaginationOf, RowActions, SuccessNotice } from '../components/list';
import { Button, Money, PageHeader, QueryView, Table, td, th, YesNo } from '../components/ui';
import { itemsOf } from '../features/catalog/api';
import { type PageOf, send, useAdminMutation, useAdminQuery } from '../lib/api';
import { CouponBodySchema } from '../schemas';

type Coupon = {
  id: number;
  code: string;
  percent: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  used_count: number;
  max_uses_per_customer: number | null;
  min_subtotal: number;
  active: boolean;
};

/** The day (YYYY-MM-DD) of an instant in Europe/Madrid, where validity days are counted. */
const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const day = (v: string | null | undefined): string | null => {
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const date = new Date(v);
  return Number.isNaN(date.getTime()) ? null : madridDay.format(date);
};

function CouponForm({ coupon, onSaved }: { coupon?: Coupon; onSaved: (message?: string) => void }) {
  const { t } = useTranslation('admin');
  const save = useAdminMutation(
    (body: unknown) =>
      coupon ? send('PUT', `/admin/coupons/${coupon.id}`, body) : send('POST', '/admin/coupons', body),
    ['coupons'],
  );
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(CouponBodySchema) as never,
    defaultValues: {
      code: coupon?.code ?? '',
      percent: coupon?.percent ?? null,
      valid_from: day(coupon?.valid_from),
      valid_until: day(coupon?.valid_until),
      usage_limit: coupon?.usage_limit ?? null,
      max_uses_per_customer: coupon?.max_uses_per_customer ?? null,
      min_subtotal: coupon?.min_subtotal ?? 0,
      active: coupon?.active ?? true,
    },
  });
  const emptyToNull = { setValueAs: (v: string) => (v ? v : null) };
  return (
    <DialogForm
      form={form}
      send={(body) => save.mutateAsync(body)}
      saving={save}
      onSaved={onSaved}
      saveTestId="save-coupon"
    >
      <TextInput
        label={t('coupons.code')}
        name="code"
        dir="ltr"
        autoCapitalize="characters"
        hint={t('coupons.codeHint')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NumberInput label={t('coupons.percent')} name="percent" min="1" max="100" />
        <NumberInput label={t('coupons.minSubtotal')} name="min_subtotal" step="0.01" min="0" />
        <TextInput label={t('coupons.validFrom')} name="valid_from" type="date" rules={emptyToNull} />
        <TextInput label={t('coupons.validUntil')} name="valid_until" type="date" rules={emptyToNull} />
        <NumberInput
          label={t('coupons.usageLimit')}
          name="usage_limit"
          min="1"
          hint={t('coupons.usageLimitHint')}
        />
        <NumberInput
          label={t('coupons.perCustomer')}
          name="max_uses_per_customer"
          min="1"
          hint={t('coupons.perCustomerHint')}
        />
      </div>
      <CheckboxInput label={t('fields.active')} name="active" />
    </DialogForm>
  );
}

export default function Coupons() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.coupons'));
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const list = useAdminQuery<Coupon[] | PageOf<Coupon>>('coupons', '/admin/coupons', {
    query: { page, per_page: 25 },
    keepPrevious: true,
  });
  const remove = useAdminMutation((id: number) => send('DELETE', `/admin/coupons/${id}`), ['coupons']);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('nav.coupons')}
        actions={<Button onClick={() => setEditing('new')}>{t('coupons.new')}</Button>}
      />
      <SuccessNotice message={notice} />
      <QueryView query={list} isEmpty={(d) => itemsOf(d).length === 0} empty={t('coupons.empty')}>
        {(data) => (
          <>
            <Table caption={t('nav.coupons')}>
              <thead>
                <tr>
                  <th className={th}>{t('coupons.code')}</th>
                  <th className={th}>{t('coupons.percent')}</th>
                  <th className={th}>{t('coupons.validity')}</th>
                  <th className={th}>{t('coupons.uses')}</th>
                  <th className={th}>{t('coupons.minSubtotal')}</th>
                  <th className={th}>{t('fields.active')}</th>
                  <th className={th}>{t('fields.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {itemsOf(data).map((c) => (
                  <tr key={c.id}>
                    <td className={`${td} font-mono font-semibold`} dir="ltr">
                      {c.code}
                    </td>
                    <td className={td}>{formatNumber(c.percent, lang)}%</td>
                    <td className={td}>
                      {c.valid_from
                        ? formatDate(day(c.valid_from) ?? c.valid_from, lang)
                        : t('coupons.always')}{' '}
                      –{' '}
                      {c.valid_until
                        ? formatDate(day(c.valid_until) ?? c.valid_until, lang)
                        : t('coupons.noEnd')}
                    </td>
                    <td className={td}>
                      {formatNumber(c.used_count, lang)} /{' '}
                      {c.usage_limit === null ? t('coupons.unlimited') : formatNumber(c.usage_limit, lang)}
                    </td>
                    <td className={td}>
                      <Money value={c.min_subtotal} />
                    </td>
                    <td className={td}>
                      <YesNo value={c.active} />
                    </td>
                    <td className={td}>
                      <RowActions
                        name={c.code}
                        onEdit={() => setEditing(c)}
                        deleteTitle={t('coupons.deleteTitle', { code: isolate(c.code) })}
                        deleteBody={t('coupons.deleteBody')}
                        onDelete={async () => {
                          const answer = await remove.mutateAsync(c.id);
                          setNotice(answer.message ?? t('states.deleted'));
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <PaginationOf data={data} onPage={setPage} />
          </>
        )}
      </QueryView>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('coupons.new') : t('coupons.edit')}
      >
        {editing !== null && (
          <CouponForm
            coupon={editing === 'new' ? undefined : editing}
            onSaved={(message) => {
              setEditing(null);
              setNotice(message ?? t('states.saved'));
            }}
          />
        )}
      </FormDialog>
    </>
  );
}
