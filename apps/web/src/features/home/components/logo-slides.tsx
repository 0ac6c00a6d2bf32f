import 'swiper/css';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { CAROUSEL, type LogoSlide } from './logo-carousel';

type LogoSlidesProps = {
  slides: LogoSlide[];
  dir: 'ltr' | 'rtl';
  reducedMotion: boolean;
  /** The carousel's heading, announced as the slides' container. */
  heading: string;
  onSwiper: (swiper: SwiperInstance) => void;
};

/** The swiper part of a LogoCarousel, in its own chunk (loaded when the carousel nears the viewport). */
export default function LogoSlides({ slides, dir, reducedMotion, heading, onSwiper }: LogoSlidesProps) {
  const { t } = useTranslation('home');
  return (
    <Swiper
      // A new direction needs a new instance: swiper reads it once, at start.
      key={`${dir}-${reducedMotion}`}
      dir={dir}
      modules={[A11y, Autoplay, Keyboard]}
      onSwiper={onSwiper}
      loop
      autoplay={
        reducedMotion
          ? false
          : { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
      }
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: t('carousel.previous'),
        nextSlideMessage: t('carousel.next'),
        slideLabelMessage: t('carousel.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        containerMessage: heading,
      }}
      breakpoints={CAROUSEL.breakpoints}
      className="mt-6"
    >
      {slides.map(({ logo, round }) => {
        const copy = round > 0;
        const image = (
          <img
            src={logo.image}
            alt={logo.name}
            width={160}
            height={80}
            loading="lazy"
            decoding="async"
            className="h-20 w-40 max-w-full object-contain"
          />
        );
        return (
          <SwiperSlide key={`${logo.id}-${round}`} aria-hidden={copy || undefined}>
            <div className="flex h-28 items-center justify-center rounded-xl border border-slate-200 bg-white px-6">
              {logo.url ? (
                <a
                  href={logo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  tabIndex={copy ? -1 : undefined}
                  aria-label={t('carousel.openBrand', { name: logo.name })}
                >
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
