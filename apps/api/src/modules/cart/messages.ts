import type { Lang } from '@shop/shared';

export const cartMessages = {
  'cart.added': { en: 'Added to your cart.', ar: 'تمت الإضافة إلى سلة التسوق.' },
  'cart.updated': { en: 'Quantity updated.', ar: 'تم تحديث الكمية.' },
  'cart.removed': { en: 'Removed from your cart.', ar: 'تمت الإزالة من سلة التسوق.' },
  'cart.lineNotFound': { en: 'This cart line was not found.', ar: 'لم يتم العثور على هذا السطر في السلة.' },
  'cart.empty': { en: 'Your cart is empty.', ar: 'سلة التسوق فارغة.' },
  'cart.tooManyLines': {
    en: 'A cart holds up to {max} lines. Pay or remove some first.',
    ar: 'تتسع السلة لما يصل إلى {max} سطرًا. ادفع أو أزل بعضها أولًا.',
  },
  'cart.tooManyFiles': {
    en: 'This product takes at most {max} design files.',
    ar: 'يقبل هذا المنتج {max} ملفات تصميم كحد أقصى.',
  },
  'cart.unavailable': {
    en: '“{title}” can no longer be ordered as configured. Remove it from your cart.',
    ar: 'لم يعد بالإمكان طلب «{title}» بهذا الإعداد. أزله من سلة التسوق.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
