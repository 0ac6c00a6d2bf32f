import { ORDER_STATUS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useServiceOrder } from '../api/get-service-order';
import { useResendServiceOrder } from '../api/resend-service-order';
import type { ServiceOrderDetail } from '../api/types';
import { serviceOrderLink, statusLabelKey, statusView } from '../lib/status';
import { arrivalState } from './arrival-notice';
import { DetailsFormView } from './details-form';
import { FeesSummary, OrderHeader, RequestSummary } from './order-header';
import { PayFees } from './pay-fees';
import { ProgressList } from './progress-list';
import { LoadFailure, LoadingBlock, WrongStatus } from './states';
import { WithdrawQuote } from './withdraw-quote';

/** docs/product.md#client-behaviour: 'Resend Successfully', then /currentOrders after 3 s. */
export const AFTER_RESEND_MS = 3000;

/** Loads GET /api/orders/{id} and hands the order to `children`, with loading and error states. */
function WithOrder({
  id,
  children,
}: {
  id: number;
  children: (order: ServiceOrderDetail) => React.ReactNode;
}) {
  const query = useServiceOrder(id);
  if (query.isPending) return <LoadingBlock tall />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}

function NotAtStatus({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  return (
    <WrongStatus
      message={t('wrongStatus', { status: t(statusLabelKey(order.status)) })}
      to={serviceOrderLink(order)}
      label={t('wrongStatusLink')}
    />
  );
}

function RejectionNote({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  return (
    <section
      aria-labelledby="rejection"
      className="rounded-xl border border-red-200 bg-red-50 p-4"
      data-testid="rejection"
    >
      <h2 id="rejection" className="text-lg font-bold text-red-900">
        {t('processing.rejected')}
      </h2>
      <p className="mt-1 whitespace-pre-line text-red-900" dir="auto" data-testid="rejection-message">
        {order.message || t('processing.noReason')}
      </p>
    </section>
  );
}

function ResendForm({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  const resend = useResendServiceOrder();
  const later = useDelayedNavigate();
  return (
    <section aria-labelledby="resend-title">
      <h2 id="resend-title" className="mb-4 text-2xl font-bold">
        {t('processing.resendTitle')}
      </h2>
      <DetailsFormView
        defaultDetails={order.details ?? ''}
        isGuest={false}
        loginHref={paths.login}
        upload={(details, files, onProgress) =>
          resend.mutateAsync({ orderId: order.id, details, files, onProgress })
        }
        onDone={() =>
          later(paths.currentOrders, AFTER_RESEND_MS, {
            state: arrivalState({
              kind: 'quoteRequested',
              code: order.code,
              link: serviceOrderLink({ ...order, status: ORDER_STATUS.waitingForApproval }),
            }),
          })
        }
        submitLabel={t('processing.resend')}
        detailsLabel={t('details.label')}
      />
    </section>
  );
}

/** /processing/{id}: why the request was rejected, and the form to send it again. */
export function ProcessingView({ id }: { id: number }) {
  return (
    <WithOrder id={id}>
      {(order) =>
        order.status !== ORDER_STATUS.rejected ? (
          <NotAtStatus order={order} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            <div className="min-w-0 space-y-6">
              <OrderHeader order={order} />
              <RejectionNote order={order} />
              <RequestSummary order={order} />
            </div>
            <div className="min-w-0">
              <ResendForm order={order} />
            </div>
          </div>
        )
      }
    </WithOrder>
  );
}

/** /waitingForPayment/{id}: the picture, code and fees of an accepted quote, the address and Pay Now. */
export function WaitingForPaymentView({ id }: { id: number }) {
  return (
    <WithOrder id={id}>
      {(order) =>
        order.status !== ORDER_STATUS.waitingForPayment ? (
          <NotAtStatus order={order} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-6">
              <OrderHeader order={order} />
              <FeesSummary order={order} />
            </div>
            <div className="min-w-0 space-y-6">
              <PayFees order={order} />
              <WithdrawQuote order={order} />
            </div>
          </div>
        )
      }
    </WithOrder>
  );
}

/**
 * /currentOrders/status?n1={status}&n2={order id} (docs/product.md#screens-and-routes): 1 status
 * text, 2 rejected with the way to resend, 3 accepted and waiting for payment (address and pay),
 * 4–8 the progress list. The order's real status decides, so an old link still shows the truth.
 */
export function OrderStatusView({ id }: { id: number }) {
  const { t } = useTranslation('service-orders');
  return (
    <WithOrder id={id}>
      {(order) => {
        const view = statusView(order.status);
        return (
          <div className="grid gap-8 lg:grid-cols-2">
            <div className="min-w-0 space-y-6">
              <OrderHeader order={order} />
              <RequestSummary order={order} />
            </div>
            <div className="min-w-0 space-y-6" data-testid={`status-view-${view}`}>
              {view === 'waiting' ? (
                <section className="rounded-xl border border-slate-200 p-4">
                  <h2 className="text-lg font-bold">{t('status.1')}</h2>
                  <p className="mt-1 text-slate-700">{t('statusPage.waiting')}</p>
                </section>
              ) : null}
              {view === 'cancelled' ? (
                <section
                  className="rounded-xl border border-slate-200 bg-slate-50 p-4"
                  data-testid="cancelled"
                >
                  <h2 className="text-lg font-bold">{t('status.9')}</h2>
                  <p className="mt-1 text-slate-700">{t('statusPage.cancelled')}</p>
                  {order.message ? (
                    <p className="mt-1 whitespace-pre-line text-slate-700" dir="auto">
                      {order.message}
                    </p>
                  ) : null}
                </section>
              ) : null}
              <WithdrawQuote order={order} />
              {view === 'rejected' ? (
                <>
                  <RejectionNote order={order} />
                  <ButtonLink to={paths.processing(order.id)} variant="accent">
                    {t('statusPage.resend')}
                  </ButtonLink>
                </>
              ) : null}
              {view === 'payment' ? (
                <>
                  <p className="text-slate-700">{t('statusPage.accepted')}</p>
                  <FeesSummary order={order} />
                  <PayFees order={order} />
                </>
              ) : null}
              {view === 'progress' ? (
                <section className="rounded-xl border border-slate-200 p-4">
                  <h2 className="mb-3 text-lg font-bold">{t('progress.title')}</h2>
                  <ProgressList reached={order.status} />
                  <Link
                    to={serviceOrderLink(order)}
                    className="mt-4 inline-block font-semibold text-brand-700 underline"
                  >
                    {t('statusPage.track')}
                  </Link>
                </section>
              ) : null}
            </div>
          </div>
        );
      }}
    </WithOrder>
  );
}
