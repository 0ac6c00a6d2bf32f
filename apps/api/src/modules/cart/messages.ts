import type { Lang } from '@shop/shared';

export const cartMessages = {
  'cart.added': { en: 'Added to your cart.', ar: 'تمت الإضافة إلى سلة التسوق.', es: 'Añadido a tu carrito.' },
  'cart.updated': { en: 'Quantity updated.', ar: 'تم تحديث الكمية.', es: 'Cantidad actualizada.' },
  'cart.removed': {
    en: 'Removed from your cart.',
    ar: 'تمت الإزالة من سلة التسوق.',
    es: 'Eliminado de tu carrito.',
  },
  'cart.lineNotFound': {
    en: 'This cart line was not found.',
    ar: 'لم يتم العثور على هذا السطر في السلة.',
    es: 'No se ha encontrado esta línea del carrito.',
  },
  'cart.artworkBlocked': {
    en: 'Prepress found problems that would spoil the print in {files}. Fix the file, or tick “Print as supplied, I accept the risk” to order it as it is.',
    ar: 'وجد فحص ما قبل الطباعة مشكلات ستُفسد الطباعة في {files}. أصلح الملف، أو حدّد «اطبعه كما هو، وأتحمّل المخاطرة» لطلبه كما هو.',
    es: 'La revisión de preimpresión ha encontrado problemas que estropearían la impresión en {files}. Corrige el archivo o marca «Imprimir tal cual, acepto el riesgo» para pedirlo así.',
  },
  'cart.artworkBlocker': { en: '“{name}”: {problem}', ar: '«{name}»: {problem}', es: '«{name}»: {problem}' },
  'cart.empty': { en: 'Your cart is empty.', ar: 'سلة التسوق فارغة.', es: 'Tu carrito está vacío.' },
  'cart.tooManyLines': {
    en: 'A cart holds up to {max} lines. Pay or remove some first.',
    ar: 'تتسع السلة لما يصل إلى {max} سطرًا. ادفع أو أزل بعضها أولًا.',
    es: 'Un carrito admite hasta {max} líneas. Paga o elimina algunas primero.',
  },
  'cart.tooManyFiles': {
    en: 'This product takes at most {max} design files.',
    ar: 'يقبل هذا المنتج {max} ملفات تصميم كحد أقصى.',
    es: 'Este producto admite como máximo {max} archivos de diseño.',
  },
  'cart.unavailable': {
    en: '“{title}” can no longer be ordered as configured. Remove it from your cart.',
    ar: 'لم يعد بالإمكان طلب «{title}» بهذا الإعداد. أزله من سلة التسوق.',
    es: '«{title}» ya no se puede pedir tal como está configurado. Elimínalo de tu carrito.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
