import type { Lang } from '@shop/shared';

export const brandMessages = {
  'brand.tradeOnly': {
    en: 'Your own brand is for trade accounts: save your company details first.',
    ar: 'العلامة التجارية الخاصة متاحة لحسابات التجار فقط: احفظ بيانات شركتك أولاً.',
    es: 'La marca propia es para cuentas de empresa: guarda primero los datos de tu empresa.',
  },
  'brand.saved': {
    en: 'Your brand was saved.',
    ar: 'تم حفظ علامتك التجارية.',
    es: 'Se ha guardado tu marca.',
  },
  'brand.logoSaved': {
    en: 'Your logo was saved.',
    ar: 'تم حفظ شعارك.',
    es: 'Se ha guardado tu logotipo.',
  },
  'brand.removed': {
    en: 'Your brand was removed. Placed orders keep the brand they had.',
    ar: 'تمت إزالة علامتك التجارية. تحتفظ الطلبات السابقة بالعلامة التي كانت عليها.',
    es: 'Se ha eliminado tu marca. Los pedidos ya hechos conservan la marca que tenían.',
  },
  'brand.saveFirst': {
    en: 'Save your brand name and return address before the logo.',
    ar: 'احفظ اسم علامتك التجارية وعنوان الإرجاع قبل الشعار.',
    es: 'Guarda el nombre de tu marca y la dirección de devolución antes del logotipo.',
  },
  'brand.logoMissing': {
    en: 'Send the logo as a file in the "logo" field (PNG, JPEG or WebP).',
    ar: 'أرسل الشعار كملف في الحقل "logo" ‏(PNG أو JPEG أو WebP).',
    es: 'Envía el logotipo como archivo en el campo "logo" (PNG, JPEG o WebP).',
  },
  'brand.logoInvalid': {
    en: 'The logo must be a PNG, JPEG or WebP picture (at most 25 megapixels).',
    ar: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP ‏(25 ميغابكسل على الأكثر).',
    es: 'El logotipo debe ser una imagen PNG, JPEG o WebP (25 megapíxeles como máximo).',
  },
  'brand.logoTooLarge': {
    en: 'The logo file is too large: at most {mb} MB.',
    ar: 'ملف الشعار كبير جدًا: {mb} ميغابايت على الأكثر.',
    es: 'El archivo del logotipo es demasiado grande: {mb} MB como máximo.',
  },
  'brand.unknownCountry': {
    en: 'country: not a country the shop knows.',
    ar: 'country: ليست دولة يعرفها المتجر.',
    es: 'country: no es un país que la tienda conozca.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
