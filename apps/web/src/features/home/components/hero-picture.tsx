import { useTranslation } from 'react-i18next';

/** Files rendered by scripts/hero/make-hero-images.mjs from scripts/hero/hero-scene.svg. */
const BASE = '/images/hero/banner-showroom';
const WIDTHS = [480, 760, 960, 1280] as const;
const srcSet = (format: 'avif' | 'webp') => WIDTHS.map((w) => `${BASE}-${w}.${format} ${w}w`).join(', ');
/** Half of the 80 rem page beside the text from 1024 px; the page width less its padding below. */
const SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/**
 * The hero's picture of what the shop prints: the page's largest image, so it is fetched
 * first (`fetchpriority`), and its box is sized before it arrives (width and height, 4:3).
 */
export function HeroPicture() {
  const { t } = useTranslation('home');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={SIZES} />
      <img
        src={`${BASE}-960.webp`}
        alt={t('hero.imageAlt')}
        width={960}
        height={720}
        fetchPriority="high"
        decoding="async"
        className="aspect-[4/3] h-auto w-full rounded-2xl bg-brand-50 object-cover shadow-2xl ring-1 ring-white/20"
        data-testid="hero-picture"
      />
    </picture>
  );
}
