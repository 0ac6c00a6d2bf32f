import { lazy, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { WhenNearViewport } from '../../../lib/when-near-viewport';
import type { HomeLogo } from '../api/get-home';

// Swiper (about 25 KiB gzip) loads only when a carousel nears the viewport: both sit at the
// bottom of the home page, so it stays out of the first load. Until then the logos are plain
// HTML (StaticLogos), from the server's first byte.
const LogoSlides = lazy(() => import('./logo-slides'));

/**
 * docs/product.md#limits-and-timings: autoplay every 2.5 s, looping; 1 / 2 / 3 slides from
 * 0 / 768 / 1024 px.
 */
export const CAROUSEL = {
  autoplayMs: 2500,
  breakpoints: {
    0: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 40 },
    1024: { slidesPerView: 3, spaceBetween: 50 },
  },
} as const;

export type LogoSlide = { logo: HomeLogo; round: number };

/** Loop mode needs more slides than are shown at once; short lists are repeated. */
const MIN_LOOP_SLIDES = 6;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-5 ${flip ? '-scale-x-100 rtl:scale-x-100' : 'rtl:-scale-x-100'}`}
      fill="none"
      stroke="currentColor"
    >
      <path strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M12 4l-6 6 6 6" />
    </svg>
  );
}

/** The slides' box while the data or swiper loads: the same height, so nothing moves. */
function SlidesPlaceholder({ label }: { label: string }) {
  return (
    <div className="mt-6 h-28 animate-pulse rounded-xl bg-slate-100" role="status">
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * The logos as plain HTML, what the server sends and what shows until swiper takes over near
 * the viewport: crawlers and visitors without scripts see every brand, in a box of the slides'
 * height (the row scrolls sideways when it is wider than the page).
 */
function StaticLogos({ logos, openLabel }: { logos: HomeLogo[]; openLabel: (name: string) => string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways must scroll from the keyboard too (WCAG 2.1.1, axe's scrollable-region-focusable), also when its logos have no links to tab to
    <ul className="mt-6 flex h-28 gap-5 overflow-x-auto" data-testid="static-logos" tabIndex={0}>
      {logos.map((logo) => {
        const image = (
          <img
            src={logo.image}
            alt={logo.name}
            width={160}
            height={80}
            loading="lazy"
            decoding="async"
            className="h-20 w-40 max-w-none object-contain"
          />
        );
        return (
          <li
            key={logo.id}
            className="flex h-28 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white px-6"
          >
            {logo.url ? (
              <a href={logo.url} target="_blank" rel="noopener noreferrer" aria-label={openLabel(logo.name)}>
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}

type LogoCarouselProps = {
  id: string;
  heading: string;
  empty: string;
  items: HomeLogo[] | undefined;
  loading: boolean;
};

/**
 * A looping, autoplaying logo carousel (brands, clients). Keyboard: arrow keys while it is in
 * view, and the previous / next / pause buttons. Autoplay stays off for people who ask for
 * reduced motion and stops on the pause button; it follows the page direction (RTL).
 */
export function LogoCarousel({ id, heading, empty, items, loading }: LogoCarouselProps) {
  const { t, i18n } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const playing = !reducedMotion && !paused;
  const dir = i18n.dir(i18n.language);

  const list = items ?? [];
  const repeat = list.length > 0 ? Math.ceil(MIN_LOOP_SLIDES / list.length) : 0;
  const slides: LogoSlide[] = Array.from({ length: repeat }, (_, round) =>
    list.map((logo) => ({ logo, round })),
  ).flat();

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPaused(playing);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-10" data-testid={id}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {heading}
        </h2>
        {slides.length > 0 ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => swiper?.slidePrev()}
              aria-label={t('carousel.previous')}
              className="rounded-full border border-slate-300 p-2 hover:bg-slate-100"
            >
              <Arrow />
            </button>
            <button
              type="button"
              onClick={toggle}
              aria-label={playing ? t('carousel.pause') : t('carousel.play')}
              aria-pressed={!playing}
              className="rounded-full border border-slate-300 p-2 hover:bg-slate-100"
              data-testid={`${id}-toggle`}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                {playing ? <path d="M6 4h3v12H6zM11 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
              </svg>
            </button>
            <button
              type="button"
              onClick={() => swiper?.slideNext()}
              aria-label={t('carousel.next')}
              className="rounded-full border border-slate-300 p-2 hover:bg-slate-100"
            >
              <Arrow flip />
            </button>
          </div>
        ) : null}
      </div>
      {loading ? (
        <SlidesPlaceholder label={t('common:status.loading')} />
      ) : slides.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        <WhenNearViewport
          placeholder={<StaticLogos logos={list} openLabel={(name) => t('carousel.openBrand', { name })} />}
        >
          <LogoSlides
            slides={slides}
            dir={dir}
            reducedMotion={reducedMotion}
            heading={heading}
            onSwiper={setSwiper}
          />
        </WhenNearViewport>
      )}
    </section>
  );
}
