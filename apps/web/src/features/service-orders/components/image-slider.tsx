import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

/**
 * The service's pictures as a slider (swiper, loaded only with this page's chunk and only when
 * there is more than one picture). Follows the page direction; keyboard arrows and the
 * pagination bullets work; no autoplay.
 */
export default function ImageSlider({ images, name }: { images: string[]; name: string }) {
  const { t, i18n } = useTranslation('service-orders');
  const dir = i18n.dir(i18n.language);
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[A11y, Keyboard, Navigation, Pagination]}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: t('slider.previous'),
        nextSlideMessage: t('slider.next'),
        paginationBulletMessage: t('slider.goTo', { n: '{{index}}' }),
        slideLabelMessage: t('slider.slide', { n: '{{index}}', total: '{{slidesLength}}' }),
        containerMessage: t('slider.label', { name }),
      }}
      className="service-slider overflow-hidden rounded-xl border border-slate-200 bg-brand-50"
      data-testid="service-slider"
    >
      {images.map((src, index) => (
        <SwiperSlide key={src}>
          <img
            src={src}
            alt={t('slider.imageAlt', { name, n: index + 1 })}
            width="800"
            height="600"
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
