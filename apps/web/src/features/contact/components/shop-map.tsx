import { telUrl } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ShopMapProps = {
  embedUrl: string | null;
  linkUrl: string;
  address: { street: string; city: string; postalCode: string; country: string };
  phone: string;
  name: string;
  /** Full-width use: a flatter map on large screens. */
  wide?: boolean;
};

/** How long to wait for the map's server before showing the address card instead. */
const PROBE_TIMEOUT_MS = 6000;

/**
 * Checks that the map's server answers before loading it: an iframe that cannot load shows
 * the browser's own error page (and still fires `load`), which is worse than our card.
 */
async function canReach(url: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(new URL(url).origin, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A drawn street plan: the static face of the map, with no request to anyone. */
function StreetPlan() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <rect width="400" height="240" fill="#eef2f0" />
      <path d="M0 190 Q120 170 200 205 T400 185 V240 H0z" fill="#bfdbfe" />
      <g fill="#dfe7e2">
        <rect x="20" y="20" width="90" height="60" rx="4" />
        <rect x="130" y="20" width="70" height="60" rx="4" />
        <rect x="220" y="15" width="110" height="70" rx="4" />
        <rect x="20" y="100" width="60" height="60" rx="4" />
        <rect x="100" y="105" width="100" height="55" rx="4" />
        <rect x="250" y="105" width="120" height="55" rx="4" />
      </g>
      <rect x="215" y="100" width="30" height="60" rx="4" fill="#c7e3c9" />
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 92 H400" strokeWidth="10" />
        <path d="M120 0 V175" strokeWidth="8" />
        <path d="M210 0 L240 175" strokeWidth="8" />
        <path d="M0 170 Q150 160 400 172" strokeWidth="6" />
        <path d="M340 0 V92" strokeWidth="6" />
      </g>
      <path d="M0 92 H400" stroke="#f8d38a" strokeWidth="3" />
    </svg>
  );
}

/**
 * The shop on a map. By default a drawn card with the address (no third-party request);
 * the interactive map loads only when asked, and the card stays if it cannot load
 * (offline, blocked, or no map configured).
 */
export function ShopMap({ embedUrl, linkUrl, address, phone, name, wide = false }: ShopMapProps) {
  const { t } = useTranslation('contact');
  const [state, setState] = useState<'card' | 'checking' | 'map' | 'failed'>('card');

  const load = async () => {
    if (!embedUrl) return;
    setState('checking');
    setState((await canReach(embedUrl)) ? 'map' : 'failed');
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="shop-map">
      <div className={`relative aspect-[16/10] w-full sm:aspect-[16/8] ${wide ? 'lg:aspect-[16/5]' : ''}`}>
        {state === 'map' && embedUrl ? (
          <iframe
            src={embedUrl}
            title={t('map.iframeTitle', { name })}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <>
            <StreetPlan />
            <div className="absolute inset-0 flex items-center justify-center">
              <span className="flex flex-col items-center">
                <svg aria-hidden="true" viewBox="0 0 24 32" className="h-12 w-9 drop-shadow">
                  <path
                    d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"
                    fill="#c0392b"
                  />
                  <circle cx="12" cy="12" r="4.5" fill="#fff" />
                </svg>
                <span className="mt-1 rounded-md bg-white/95 px-3 py-1 text-sm font-bold text-slate-900 shadow">
                  {name}
                </span>
              </span>
            </div>
          </>
        )}
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between">
        <address className="text-start not-italic leading-relaxed">
          <span className="block font-bold">{name}</span>
          <span className="block">
            <bdi>{address.street}</bdi>
          </span>
          <span className="block">
            <bdi>
              {address.postalCode} {address.city}
            </bdi>
            , {address.country}
          </span>
          {/* The number reads left to right inside the block, the block follows the page's start side. */}
          <a href={telUrl(phone)} className="block text-brand-700 hover:underline">
            <bdi dir="ltr">{phone}</bdi>
          </a>
        </address>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {embedUrl && state !== 'map' ? (
            <button
              type="button"
              onClick={load}
              disabled={state === 'checking'}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
            >
              {state === 'checking' ? t('map.loading') : t('map.load')}
            </button>
          ) : null}
          <a
            href={linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
          >
            {t('map.open')}
          </a>
        </div>
      </div>
      {state === 'failed' ? (
        <p role="status" className="border-t border-slate-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('map.failed')}
        </p>
      ) : embedUrl && state === 'card' ? (
        <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">{t('map.privacy')}</p>
      ) : null}
    </div>
  );
}
