import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isolate } from '../../../lib/format';

/**
 * What just happened, on the page the customer is taken to after it (issue 27): the sending
 * page's message shows for the spec's pause only, so the list says it again with the next step.
 * Carried in the navigation's state, never in the address (nothing to bookmark or share).
 */
export type ServiceArrival = { kind: 'quoteRequested' | 'servicePaid'; code: string; link: string };

export const arrivalState = (arrival: ServiceArrival) => ({ serviceArrival: arrival });

export function ServiceArrivalNotice() {
  const { t } = useTranslation('service-orders');
  const id = useId();
  const { state } = useLocation();
  const arrival = (state as { serviceArrival?: ServiceArrival } | null)?.serviceArrival;
  if (!arrival) return null;
  return (
    <section
      role="status"
      aria-labelledby={id}
      className="mb-6 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
      data-testid="arrival-confirmation"
    >
      <h2 id={id} className="text-lg font-bold">
        {t(`arrival.${arrival.kind}.title`)}
      </h2>
      <p className="mt-1">{t(`arrival.${arrival.kind}.next`, { code: isolate(arrival.code) })}</p>
      <Link to={arrival.link} className="mt-2 inline-block font-semibold text-green-900 underline">
        {t(`arrival.${arrival.kind}.link`)}
      </Link>
    </section>
  );
}
