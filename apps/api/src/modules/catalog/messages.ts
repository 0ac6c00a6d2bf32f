import type { Lang } from '@shop/shared';

/**
 * Catalogue and configurator messages; size and quantity notices follow docs/product.md#validation.
 */
export const catalogMessages = {
  'catalog.categoryNotFound': {
    en: 'This category does not exist.',
    ar: 'هذا التصنيف غير موجود.',
    es: 'Esta categoría no existe.',
  },
  'catalog.serviceNotFound': {
    en: 'This service does not exist.',
    ar: 'هذه الخدمة غير موجودة.',
    es: 'Este servicio no existe.',
  },
  'catalog.productNotFound': {
    en: 'This product does not exist.',
    ar: 'هذا المنتج غير موجود.',
    es: 'Este producto no existe.',
  },
  'catalog.sizeRequired': {
    en: 'Enter the width and height in cm.',
    ar: 'أدخل العرض والارتفاع بالسنتيمتر.',
    es: 'Introduce el ancho y el alto en cm.',
  },
  'catalog.sizeOutOfRange': {
    en: 'Width must be between {minWidth} and {maxWidth} cm and height between {minHeight} and {maxHeight} cm. Larger sizes are joined by high-frequency welded vertical pieces with a 2 cm overlap.',
    ar: 'يجب أن يكون العرض بين {minWidth} و{maxWidth} سم والارتفاع بين {minHeight} و{maxHeight} سم. تُصنع المقاسات الأكبر من قطع عمودية ملحومة بالتردد العالي بتداخل 2 سم.',
    es: 'El ancho debe estar entre {minWidth} y {maxWidth} cm y el alto entre {minHeight} y {maxHeight} cm. Los tamaños mayores se unen con piezas verticales soldadas por alta frecuencia con un solape de 2 cm.',
  },
  'catalog.notWeldable': {
    en: 'This product is not made larger than {maxWidth} × {maxHeight} cm.',
    ar: 'لا يُصنع هذا المنتج بمقاس أكبر من {maxWidth} × {maxHeight} سم.',
    es: 'Este producto no se fabrica en tamaños mayores de {maxWidth} × {maxHeight} cm.',
  },
  'catalog.aboveWeldLimit': {
    en: 'Welded prints are made up to {maxSide} cm on each side. Please contact us for larger sizes.',
    ar: 'تُصنع المطبوعات الملحومة حتى {maxSide} سم لكل ضلع. يرجى التواصل معنا للمقاسات الأكبر.',
    es: 'Las impresiones soldadas se fabrican hasta {maxSide} cm por lado. Contacta con nosotros para tamaños mayores.',
  },
  'catalog.lineTooExpensive': {
    en: 'This configuration comes to more than {max} (VAT excluded). Please contact us for a quote.',
    ar: 'تتجاوز قيمة هذا الإعداد {max} (بدون ضريبة القيمة المضافة). يرجى التواصل معنا للحصول على عرض سعر.',
    es: 'Esta configuración supera {max} (IVA no incluido). Contacta con nosotros para pedir un presupuesto.',
  },
  'catalog.quantityOutOfRange': {
    en: 'Quantity must be between {min} and {max}.',
    ar: 'يجب أن تكون الكمية بين {min} و{max}.',
    es: 'La cantidad debe estar entre {min} y {max}.',
  },
  'catalog.optionForeign': {
    en: 'Option {id} is not available for this product.',
    ar: 'الخيار {id} غير متاح لهذا المنتج.',
    es: 'La opción {id} no está disponible para este producto.',
  },
  'catalog.optionOrphan': {
    en: 'Option “{option}” needs “{parent}” to be chosen too.',
    ar: 'الخيار «{option}» يتطلب اختيار «{parent}» أيضًا.',
    es: 'La opción «{option}» requiere elegir también «{parent}».',
  },
  'catalog.optionConflict': {
    en: 'Choose only one option in “{section}”.',
    ar: 'اختر خيارًا واحدًا فقط في «{section}».',
    es: 'Elige una sola opción en «{section}».',
  },
  'catalog.optionRequired': {
    en: 'Choose an option in “{section}”.',
    ar: 'اختر خيارًا في «{section}».',
    es: 'Elige una opción en «{section}».',
  },
  'catalog.seo.productsTitle': { en: 'Print products', ar: 'منتجات الطباعة', es: 'Productos de impresión' },
  'catalog.seo.productsDescription': {
    en: 'Banners, vinyl, fabrics, flags, frames and signs printed in Spain at trade prices.',
    ar: 'لافتات وفينيل وأقمشة وأعلام وإطارات ولوحات مطبوعة في إسبانيا بأسعار الجملة.',
    es: 'Lonas, vinilos, tejidos, banderas, bastidores y carteles impresos en España a precios de profesional.',
  },
  'catalog.seo.servicesTitle': { en: 'Design services', ar: 'خدمات التصميم', es: 'Servicios de diseño' },
  'catalog.seo.servicesDescription': {
    en: 'Design and artwork services for banners, signs and printed promotion.',
    ar: 'خدمات التصميم وتجهيز الملفات للافتات واللوحات والمطبوعات الترويجية.',
    es: 'Servicios de diseño y maquetación para lonas, carteles y material promocional impreso.',
  },
  'catalog.seo.notFound': { en: 'Not found', ar: 'غير موجود', es: 'No encontrado' },
} as const satisfies Record<string, Record<Lang, string>>;
