import { optionPathLines } from '@shop/shared/option-path';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { Card, Money, StatusBadge, Table, td, th } from '../../components/ui';
import { adminPaths } from '../../paths';
import { FileList } from './files';
import { PromiseCard } from './promise';
import { ProofsCard } from './proofs';
import type { OrderDetail } from './types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-1.5 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything about one order: customer, brief, lines, files, amounts, payments, address, history. */
export function OrderDetailView({ order, actions }: { order: OrderDetail; actions?: ReactNode }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  return (
    <div className="space-y-4">
      <Card>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-bold" dir="ltr">
            {order.code}
          </h2>
          <StatusBadge status={order.status} />
          <span className="text-sm text-slate-600">{t(`orders.type.${order.kind}`)}</span>
        </div>
        <dl className="mt-3 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
          <Row label={t('orders.created')}>{formatDate(order.created_at, lang, true)}</Row>
          <Row label={t('orders.paidAt')}>{order.paid_at ? formatDate(order.paid_at, lang, true) : '—'}</Row>
          {order.po_number ? (
            <Row label={t('orders.poNumber')}>
              <bdi data-testid="order-po">{order.po_number}</bdi>
            </Row>
          ) : null}
          {order.service && <Row label={t('orders.service')}>{order.service.name}</Row>}
          {order.fees && (
            <>
              <Row label={t('quotes.serviceFee')}>
                <Money value={order.fees.service} />
              </Row>
              <Row label={t('quotes.tax')}>
                <Money value={order.fees.tax} />
              </Row>
            </>
          )}
        </dl>
        {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
      </Card>

      {order.details ? (
        <Card title={t('orders.brief')}>
          <p className="whitespace-pre-line">
            <bdi>{order.details}</bdi>
          </p>
        </Card>
      ) : null}

      {(order.kind === 'service' || order.files.length > 0) && (
        <Card title={t('orders.files')}>
          <FileList files={order.files} />
        </Card>
      )}
      {order.lines.length > 0 && (
        <Card title={t('orders.lines')}>
          <ul className="space-y-4">
            {order.lines.map((line) => (
              <li key={line.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap justify-between gap-2">
                  <div>
                    <p className="font-semibold">
                      <bdi>{line.title}</bdi>
                    </p>
                    {line.label ? (
                      <p className="text-sm text-slate-700">
                        {t('orders.lineLabel')}: <bdi data-testid="order-line-label">{line.label}</bdi>
                      </p>
                    ) : null}
                  </div>
                  <Money value={line.price} />
                </div>
                <dl className="mt-2 grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-3">
                  <Row label={t('orders.quantity')}>{formatNumber(line.quantity, lang)}</Row>
                  <Row label={t('orders.size')}>
                    {line.width && line.height
                      ? t('orders.sizeCm', {
                          w: formatNumber(line.width, lang),
                          h: formatNumber(line.height, lang),
                        })
                      : '—'}
                  </Row>
                  <Row label={t('orders.unitPrice')}>
                    <Money value={line.unit_price} />
                  </Row>
                </dl>
                {line.options.length > 0 && (
                  <ul className="mt-2 list-disc ps-5 text-sm text-slate-700">
                    {optionPathLines(line.options).map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )}
                <div className="mt-3">
                  <h3 className="mb-1 text-sm font-bold">{t('orders.files')}</h3>
                  {line.accept_risk ? (
                    <p className="mb-1 text-sm font-semibold text-red-800" data-testid="risk-accepted">
                      <span aria-hidden="true">⛔ </span>
                      {t('files.riskAccepted')}
                    </p>
                  ) : null}
                  <FileList files={line.files} widthCm={line.width} heightCm={line.height} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t('orders.customer')}>
          <dl>
            <Row label={t('fields.name')}>
              <Link to={adminPaths.customer(order.customer.id)} className="text-brand-700 underline">
                <bdi>{order.customer.name}</bdi>
              </Link>
            </Row>
            <Row label={t('fields.email')}>
              <a className="text-brand-700 underline" href={`mailto:${order.customer.email}`} dir="ltr">
                {order.customer.email}
              </a>
            </Row>
            {order.customer.phone && (
              <Row label={t('fields.phone')}>
                <a className="text-brand-700 underline" href={`tel:${order.customer.phone}`} dir="ltr">
                  {order.customer.phone}
                </a>
              </Row>
            )}
          </dl>
        </Card>
        <Card title={t('orders.address')}>
          {order.address ? (
            <dl>
              <Row label={t('orders.addressType')}>
                {t(`orders.addressTypes.${order.address.type}`, { defaultValue: String(order.address.type) })}
              </Row>
              <Row label={t('orders.addressLabel')}>
                <bdi>{order.address.label}</bdi>
              </Row>
              {order.address.contactName ? (
                <Row label={t('orders.addressContact')}>
                  <bdi>{order.address.contactName}</bdi>
                </Row>
              ) : null}
              {order.address.company ? (
                <Row label={t('orders.addressCompany')}>
                  <bdi>{order.address.company}</bdi>
                </Row>
              ) : null}
              <Row label={t('orders.addressDetails')}>
                <bdi className="whitespace-pre-line">{order.address.details}</bdi>
              </Row>
              <Row label={t('fields.phone')}>
                <span dir="ltr">{order.address.phone}</span>
              </Row>
              {order.country && <Row label={t('orders.country')}>{order.country.name}</Row>}
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{t('orders.noAddress')}</p>
          )}
        </Card>
      </div>

      {order.kind === 'product' && (
        <Card title={t('orders.trade')}>
          <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
            <Row label={t('orders.blindShipping')}>
              {order.blind_shipping ? (
                <strong className="text-red-800">{t('orders.blindYes')}</strong>
              ) : (
                t('orders.blindNo')
              )}
            </Row>
            <Row label={t('orders.vatReason')}>{order.vat_reason_text ?? '—'}</Row>
            <Row label={t('orders.company')}>
              {order.company ? <bdi>{order.company.name}</bdi> : t('orders.noCompany')}
            </Row>
            {order.company && (
              <>
                <Row label={t('orders.taxId')}>
                  <span dir="ltr">{order.company.tax_id}</span>
                </Row>
                <Row label={t('orders.companyAddress')}>
                  <bdi>
                    {[
                      order.company.address.street,
                      `${order.company.address.postcode} ${order.company.address.city}`.trim(),
                      order.company.address.province,
                      order.company.address.country,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </bdi>
                </Row>
              </>
            )}
          </dl>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">{t('orders.deliveryNote')}</h3>
          {order.delivery_note ? (
            <FileList files={[order.delivery_note]} />
          ) : (
            <p className="text-sm text-slate-600">{t('orders.noDeliveryNote')}</p>
          )}
        </Card>
      )}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t('orders.amounts')}>
          <dl>
            <Row label={t('orders.subtotal')}>
              <Money value={order.subtotal} />
            </Row>
            <Row
              label={
                order.coupon_code
                  ? t('orders.discountWith', { code: order.coupon_code })
                  : t('orders.discount')
              }
            >
              <Money value={order.discount} negative />
            </Row>
            <Row label={t('orders.shipping')}>
              <Money value={order.shipping} />
            </Row>
            <Row label={t('orders.vat', { rate: formatNumber(order.vat_rate, lang) })}>
              <Money value={order.vat} />
            </Row>
            <Row label={t('orders.total')}>
              <Money value={order.total} />
            </Row>
          </dl>
        </Card>
        <Card title={t('orders.payments')}>
          {order.payments && order.payments.length > 0 ? (
            <ul className="space-y-2 text-sm">
              {order.payments.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: payments are listed in the order they happened
                <li key={i} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-1">
                  <span>
                    {t(`orders.paymentStatus.${p.status}`, { defaultValue: p.status })}
                    {p.brand ? ` · ${p.brand}` : ''}
                    {p.last4 ? <span dir="ltr"> ···· {p.last4}</span> : null}
                  </span>
                  <span className="flex gap-3">
                    <Money value={p.amount} />
                    <span className="text-slate-600">{formatDate(p.at, lang, true)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('orders.noPayments')}</p>
          )}
        </Card>
      </div>

      {order.shipment ? (
        <Card title={t('orders.shipment')}>
          <p className="text-sm">
            {t('orders.carrier')}: <bdi className="font-semibold">{order.shipment.carrier}</bdi>
          </p>
          <ul className="mt-1 space-y-1 text-sm">
            {order.shipment.parcels.map((parcel) => (
              <li key={parcel.number}>
                <a
                  href={parcel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  {t('orders.trackParcel', { number: parcel.number })}
                </a>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <ProofsCard order={order} />

      <PromiseCard order={order} />

      <Card title={t('orders.history')}>
        <Table caption={t('orders.history')}>
          <thead>
            <tr>
              <th className={th}>{t('orders.when')}</th>
              <th className={th}>{t('fields.status')}</th>
              <th className={th}>{t('orders.note')}</th>
            </tr>
          </thead>
          <tbody>
            {order.history.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history rows are in time order
              <tr key={i}>
                <td className={td}>{formatDate(h.at, lang, true)}</td>
                <td className={td}>
                  <StatusBadge status={h.status} />
                </td>
                <td className={`${td} whitespace-pre-line`}>
                  <bdi>{h.note || '—'}</bdi>
                  {h.note ? (
                    <span
                      className={`ms-2 rounded px-1.5 py-0.5 text-xs font-semibold ${
                        h.note_shown ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
                      }`}
                    >
                      {h.note_shown ? t('orders.noteShownBadge') : t('orders.noteInternal')}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
