import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useRequestService } from '../api/request-service';
import type { ServiceOrderDetail, SubService } from '../api/types';
import { clearDraft, readDraft, saveDraft } from '../lib/draft';
import { serviceOrderLink } from '../lib/status';
import { arrivalState } from './arrival-notice';
import { DetailsFormView } from './details-form';

const ImageSlider = lazy(() => import('./image-slider'));

/**
 * docs/product.md#client-behaviour: a sent request shows its message, then /currentOrders
 * after 3 s.
 */
export const AFTER_REQUEST_MS = 3000;

function Pictures({ service }: { service: SubService }) {
  const { t } = useTranslation('service-orders');
  const [first] = service.images;
  if (!first) return <div className="aspect-[4/3] rounded-xl bg-brand-50" />;
  const still = (
    <img
      src={first}
      alt={t('slider.imageAlt', { name: service.name, n: 1 })}
      width="800"
      height="600"
      className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-brand-50 object-cover"
    />
  );
  if (service.images.length === 1) return still;
  return (
    <Suspense fallback={still}>
      <ImageSlider images={service.images} name={service.name} />
    </Suspense>
  );
}

/** /services/{id1}/{id2}/{id3}: the sub-service's pictures and description, and the quote request. */
export function ServicePurchase({ service }: { service: SubService }) {
  const { t } = useTranslation('service-orders');
  const session = useSession();
  const location = useLocation();
  const later = useDelayedNavigate();
  const request = useRequestService();
  const path = location.pathname;
  const draft = useMemo(() => readDraft(path), [path]);
  const [about] = service.description;
  // The order the request made: the list the customer lands on confirms it (arrival-notice.tsx).
  const sent = useRef<ServiceOrderDetail | null>(null);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <Pictures service={service} />
        {about ? <p className="leading-relaxed text-slate-700">{about}</p> : null}
        <Link
          to={paths.service(service.category_id, service.id)}
          className="inline-block font-semibold text-brand-700 underline"
        >
          {t('purchase.readMore')}
        </Link>
      </div>
      <div className="min-w-0">
        <h2 className="mb-4 text-2xl font-bold">{t('purchase.formTitle')}</h2>
        <DetailsFormView
          defaultDetails={draft?.details ?? ''}
          remembered={draft?.fileNames ?? []}
          onDraftChange={(details, fileNames) => saveDraft(path, { details, fileNames })}
          isGuest={session === null}
          loginHref={`${paths.login}?next=${encodeURIComponent(path + location.search)}`}
          upload={async (details, files, onProgress) => {
            const envelope = await request.mutateAsync({ serviceId: service.id, details, files, onProgress });
            sent.current = envelope.data ?? null;
            return envelope;
          }}
          onDone={() => {
            clearDraft(path);
            const order = sent.current;
            later(
              paths.currentOrders,
              AFTER_REQUEST_MS,
              order
                ? {
                    state: arrivalState({
                      kind: 'quoteRequested',
                      code: order.code,
                      link: serviceOrderLink(order),
                    }),
                  }
                : undefined,
            );
          }}
          submitLabel={t('purchase.send')}
          detailsLabel={t('details.label')}
        />
      </div>
    </div>
  );
}
