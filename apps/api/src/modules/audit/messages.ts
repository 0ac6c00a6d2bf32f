import type { Lang } from '@shop/shared';

/** Messages of the staff back-office (every /api/admin route). */
export const adminMessages = {
  'admin.saved': { en: 'Saved.', ar: 'تم الحفظ.' },
  'admin.created': { en: 'Created.', ar: 'تم الإنشاء.' },
  'admin.deleted': { en: 'Deleted.', ar: 'تم الحذف.' },
  'admin.deactivated': {
    en: 'Deactivated: orders still refer to it, so it is hidden instead of deleted.',
    ar: 'تم التعطيل: لا تزال هناك طلبات تشير إليه، لذلك تم إخفاؤه بدلًا من حذفه.',
  },
  'admin.notFound': { en: 'Not found.', ar: 'غير موجود.' },
  'admin.slugTaken': {
    en: 'The address "{slug}" is already used by another item.',
    ar: 'العنوان "{slug}" مستخدم بالفعل لعنصر آخر.',
  },
  'admin.codeTaken': { en: 'The code {code} already exists.', ar: 'الرمز {code} موجود بالفعل.' },
  'admin.categoryMissing': { en: 'Category {id} does not exist.', ar: 'الفئة {id} غير موجودة.' },
  'admin.categoryKind': {
    en: 'Category {id} holds {kind}: choose a category of the right kind.',
    ar: 'الفئة {id} تحتوي على {kind}: اختر فئة من النوع الصحيح.',
  },
  'admin.kind.services': { en: 'services', ar: 'خدمات' },
  'admin.kind.products': { en: 'products', ar: 'منتجات' },
  'admin.categoryNotEmpty': {
    en: 'This category still has {count} items: move or delete them first.',
    ar: 'لا تزال هذه الفئة تحتوي على {count} عناصر: انقلها أو احذفها أولًا.',
  },
  'admin.foreignRow': {
    en: '{what} {id} does not belong to this product.',
    ar: '{what} {id} لا ينتمي إلى هذا المنتج.',
  },
  'admin.countryInUse': {
    en: 'Orders or carts refer to this country: it cannot be deleted.',
    ar: 'هناك طلبات أو سلال تشير إلى هذا البلد: لا يمكن حذفه.',
  },
  'admin.imageMissing': { en: 'Send the picture in the field "file".', ar: 'أرسل الصورة في الحقل "file".' },
  'admin.imageInvalid': {
    en: 'The picture must be a PNG, JPEG or WebP image.',
    ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP.',
  },
  'admin.messageHandled': { en: 'Marked as handled.', ar: 'تم وضع علامة "تمت المعالجة".' },
  'admin.messageOpen': { en: 'Marked as not handled.', ar: 'تم وضع علامة "لم تتم المعالجة".' },
} as const satisfies Record<string, Record<Lang, string>>;
