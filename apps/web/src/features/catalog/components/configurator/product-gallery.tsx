import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's images: one large, the others as thumbnails to switch to. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('product-extras');
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) return <div className="aspect-[4/3] rounded-xl bg-brand-50" />;
  return (
    <section aria-label={t('gallery.label')}>
      <img
        src={current}
        alt={t('gallery.imageAlt', { name: title, n: active + 1, total: images.length })}
        width="800"
        height="600"
        className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-brand-50 object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-pressed={index === active}
                aria-label={t('gallery.show', { n: index + 1 })}
                className={`overflow-hidden rounded-md border-2 ${index === active ? 'border-brand-700' : 'border-transparent'}`}
              >
                <img src={src} alt="" width="80" height="60" className="h-15 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
