import type { AdminCoupon } from '@shop/shared/api/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { formatDate, formatNumber, isolate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { CheckboxInput, NumberInput, TextInput } from '../components/form';
import { SuccessNotice } from '../components/list';
import {
  type AdminResource,
  actionsColumn,
  type Column,
  ResourceDialog,
  ResourceHeader,
  ResourceList,
  useResourceEditor,
} from '../components/resource';
import { Money, YesNo } from '../components/ui';
import { type PageOf, useAdminQuery } from '../lib/api';
import { CouponBodySchema } from '../schemas';

type Coupon = AdminCoupon;

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

const coupons: AdminResource<Coupon> = {
  endpoints: { collection: '/admin/coupons', item: (c) => `/admin/coupons/${c.id}` },
  invalidates: ['coupons'],
  schema: CouponBodySchema,
  defaults: (coupon) => ({
    code: coupon?.code ?? '',
    percent: coupon?.percent ?? null,
    valid_from: day(coupon?.valid_from),
    valid_until: day(coupon?.valid_until),
    usage_limit: coupon?.usage_limit ?? null,
    max_uses_per_customer: coupon?.max_uses_per_customer ?? null,
    min_subtotal: coupon?.min_subtotal ?? 0,
    active: coupon?.active ?? true,
  }),
};

function CouponFields() {
  const { t } = useTranslation('admin');
  const emptyToNull = { setValueAs: (v: string) => (v ? v : null) };
  return (
    <>
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
    </>
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
  const editor = useResourceEditor<Coupon>();
  const columns: Column<Coupon>[] = [
    { header: t('coupons.code'), className: 'font-mono font-semibold', dir: 'ltr', cell: (c) => c.code },
    { header: t('coupons.percent'), cell: (c) => `${formatNumber(c.percent, lang)}%` },
    {
      header: t('coupons.validity'),
      cell: (c) => (
        <>
          {c.valid_from ? formatDate(day(c.valid_from) ?? c.valid_from, lang) : t('coupons.always')} –{' '}
          {c.valid_until ? formatDate(day(c.valid_until) ?? c.valid_until, lang) : t('coupons.noEnd')}
        </>
      ),
    },
    {
      header: t('coupons.uses'),
      cell: (c) => (
        <>
          {formatNumber(c.used_count, lang)} /{' '}
          {c.usage_limit === null ? t('coupons.unlimited') : formatNumber(c.usage_limit, lang)}
        </>
      ),
    },
    { header: t('coupons.minSubtotal'), cell: (c) => <Money value={c.min_subtotal} /> },
    { header: t('fields.active'), cell: (c) => <YesNo value={c.active} /> },
    actionsColumn(t('fields.actions'), coupons, editor, (c) => ({
      name: c.code,
      deleteTitle: t('coupons.deleteTitle', { code: isolate(c.code) }),
      deleteBody: t('coupons.deleteBody'),
    })),
  ];
  return (
    <>
      <ResourceHeader title={t('nav.coupons')} newLabel={t('coupons.new')} onNew={editor.create} />
      <SuccessNotice message={editor.notice} />
      <ResourceList
        query={list}
        empty={t('coupons.empty')}
        onPage={setPage}
        caption={t('nav.coupons')}
        columns={columns}
        rowKey={(c) => c.id}
      />
      <ResourceDialog
        resource={coupons}
        editor={editor}
        title={(c) => (c ? t('coupons.edit') : t('coupons.new'))}
        saveTestId="save-coupon"
      >
        {() => <CouponFields />}
      </ResourceDialog>
    </>
  );
}
