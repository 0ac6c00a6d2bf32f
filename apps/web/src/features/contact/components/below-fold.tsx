import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../../lib/when-near-viewport';
import type { ShopMapProps } from './shop-map';

/*
 * The contact form and map for the bottom of a page (home). Their code (react-hook-form and
 * zod, about 40 KiB gzip, and the contact namespace) loads as they near the viewport, so it
 * stays out of the page's first load; their space is kept meanwhile so nothing jumps.
 */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));
const ShopMap = lazy(() => import('./shop-map').then((m) => ({ default: m.ShopMap })));

function Placeholder({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`animate-pulse rounded-2xl bg-slate-100 ${className}`} role="status">
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}

export function ContactFormBelowFold({ idPrefix }: { idPrefix: string }) {
  return (
    // About the form's height: four fields, a five-line message and the button.
    <WhenNearViewport placeholder={<Placeholder className="min-h-[30rem]" />}>
      <ContactForm idPrefix={idPrefix} />
    </WhenNearViewport>
  );
}

export function ShopMapBelowFold(props: ShopMapProps) {
  return (
    // The map's box plus the address block under it.
    <WhenNearViewport placeholder={<Placeholder className="min-h-[22rem] sm:min-h-[24rem]" />}>
      <ShopMap {...props} />
    </WhenNearViewport>
  );
}
