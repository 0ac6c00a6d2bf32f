import type { Lang } from '@shop/shared';

/** Why an artwork template cannot be drawn (docs/product.md#artwork-templates). */
export const templatesMessages = {
  'template.chooseSize': {
    en: 'Choose a size option first: the template is drawn at the size you order.',
    ar: 'اختر خيار المقاس أولاً: يُرسم القالب بالمقاس الذي تطلبه.',
    es: 'Elige primero una opción de tamaño: la plantilla se dibuja al tamaño que pides.',
  },
  'template.noPrintedArea': {
    en: 'This product has no printed area to make a template for.',
    ar: 'لا توجد مساحة طباعة في هذا المنتج لإعداد قالب لها.',
    es: 'Este producto no tiene zona impresa para la que hacer una plantilla.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
