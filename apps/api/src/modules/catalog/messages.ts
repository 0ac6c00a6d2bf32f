import type { Lang } from '@shop/shared';

/** Catalogue and configurator messages; size and quantity notices follow spec section 5. */
export const catalogMessages = {
  'catalog.categoryNotFound': { en: 'This category does not exist.', ar: 'هذا التصنيف غير موجود.' },
  'catalog.serviceNotFound': { en: 'This service does not exist.', ar: 'هذه الخدمة غير موجودة.' },
  'catalog.productNotFound': { en: 'This product does not exist.', ar: 'هذا المنتج غير موجود.' },
  'catalog.sizeRequired': {
    en: 'Enter the width and height in cm.',
    ar: 'أدخل العرض والارتفاع بالسنتيمتر.',
  },
  'catalog.sizeOutOfRange': {
    en: 'Width must be between {minWidth} and {maxWidth} cm and height between {minHeight} and {maxHeight} cm. Larger sizes are joined by high-frequency welded vertical pieces with a 2 cm overlap.',
    ar: 'يجب أن يكون العرض بين {minWidth} و{maxWidth} سم والارتفاع بين {minHeight} و{maxHeight} سم. تُصنع المقاسات الأكبر من قطع عمودية ملحومة بالتردد العالي بتداخل 2 سم.',
  },
  'catalog.notWeldable': {
    en: 'This product is not made larger than {maxWidth} × {maxHeight} cm.',
    ar: 'لا يُصنع هذا المنتج بمقاس أكبر من {maxWidth} × {maxHeight} سم.',
  },
  'catalog.aboveWeldLimit': {
    en: 'Welded prints are made up to {maxSide} cm on each side. Please contact us for larger sizes.',
    ar: 'تُصنع المطبوعات الملحومة حتى {maxSide} سم لكل ضلع. يرجى التواصل معنا للمقاسات الأكبر.',
  },
  'catalog.lineTooExpensive': {
    en: 'This configuration comes to more than {max} (VAT excluded). Please contact us for a quote.',
    ar: 'تتجاوز قيمة هذا الإعداد {max} (بدون ضريبة القيمة المضافة). يرجى التواصل معنا للحصول على عرض سعر.',
  },
  'catalog.quantityOutOfRange': {
    en: 'Quantity must be between {min} and {max}.',
    ar: 'يجب أن تكون الكمية بين {min} و{max}.',
  },
  'catalog.optionForeign': {
    en: 'Option {id} is not available for this product.',
    ar: 'الخيار {id} غير متاح لهذا المنتج.',
  },
  'catalog.optionOrphan': {
    en: 'Option “{option}” needs “{parent}” to be chosen too.',
    ar: 'الخيار «{option}» يتطلب اختيار «{parent}» أيضًا.',
  },
  'catalog.optionConflict': {
    en: 'Choose only one option in “{section}”.',
    ar: 'اختر خيارًا واحدًا فقط في «{section}».',
  },
  'catalog.optionRequired': {
    en: 'Choose an option in “{section}”.',
    ar: 'اختر خيارًا في «{section}».',
  },
  'catalog.seo.productsTitle': { en: 'Print products', ar: 'منتجات الطباعة' },
  'catalog.seo.productsDescription': {
    en: 'Banners, vinyl, fabrics, flags, frames and signs printed in Spain at trade prices.',
    ar: 'لافتات وفينيل وأقمشة وأعلام وإطارات ولوحات مطبوعة في إسبانيا بأسعار الجملة.',
  },
  'catalog.seo.servicesTitle': { en: 'Design services', ar: 'خدمات التصميم' },
  'catalog.seo.servicesDescription': {
    en: 'Design and artwork services for banners, signs and printed promotion.',
    ar: 'خدمات التصميم وتجهيز الملفات للافتات واللوحات والمطبوعات الترويجية.',
  },
  'catalog.seo.notFound': { en: 'Not found', ar: 'غير موجود' },
} as const satisfies Record<string, Record<Lang, string>>;
