import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { SuccessNotice } from '../components/list';
import { PageHeader, QueryView } from '../components/ui';
import {
  AcceptForm,
  AdvanceButton,
  InvoiceButton,
  JobTicketButton,
  PackingListButton,
  ParcelLabelButton,
  RejectForm,
} from '../features/orders/actions';
import { useOrder } from '../features/orders/api';
import { OrderDetailView } from '../features/orders/detail';
import { CancelForm, RefundForm, RefundsList } from '../features/orders/refunds';
import { ReissueForm } from '../features/orders/reissue';
import { adminPaths } from '../paths';

export default function OrderPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useOrder(id);
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle(query.data ? t('orders.titleOne', { code: query.data.code }) : t('nav.orders'));
  const done = (message?: string) => setNotice(message ?? t('states.saved'));
  // Opened from the scan field (`?advance=1`): offer the next step at once, asking first.
  const [search, setSearch] = useSearchParams();
  const offerAdvance = search.get('advance') === '1';
  return (
    <>
      <PageHeader
        title={query.data ? t('orders.titleOne', { code: query.data.code }) : t('nav.orders')}
        back={
          <Link to={adminPaths.orders} className="text-sm font-semibold text-brand-700 underline">
            {t('orders.backToList')}
          </Link>
        }
      />
      <SuccessNotice message={notice} />
      <QueryView query={query}>
        {(order) => (
          <div className="space-y-4">
            {order.status === 1 && (
              <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                <AcceptForm order={order} onDone={done} />
                <RejectForm order={order} onDone={done} />
              </div>
            )}
            {order.status !== 9 && (
              <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                <CancelForm order={order} onDone={done} />
                <RefundForm order={order} onDone={done} />
              </div>
            )}
            <RefundsList order={order} />
            <ReissueForm order={order} onDone={done} />
            <OrderDetailView
              order={order}
              actions={
                <>
                  <AdvanceButton
                    key={order.id}
                    order={order}
                    startOpen={offerAdvance}
                    onDone={(message) => {
                      if (offerAdvance) setSearch({}, { replace: true });
                      done(message);
                    }}
                  />
                  <InvoiceButton order={order} />
                  <PackingListButton order={order} />
                  <ParcelLabelButton order={order} />
                  <JobTicketButton order={order} />
                </>
              }
            />
          </div>
        )}
      </QueryView>
    </>
  );
}
