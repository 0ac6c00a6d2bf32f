import type { Lang } from '@shop/shared';

/** Messages of the staff back-office (every /api/admin route). */
export const adminMessages = {
  'admin.saved': { en: 'Saved.', ar: 'تم الحفظ.', es: 'Guardado.' },
  'admin.created': { en: 'Created.', ar: 'تم الإنشاء.', es: 'Creado.' },
  'admin.deleted': { en: 'Deleted.', ar: 'تم الحذف.', es: 'Eliminado.' },
  'admin.deactivated': {
    en: 'Deactivated: orders still refer to it, so it is hidden instead of deleted.',
    ar: 'تم التعطيل: لا تزال هناك طلبات تشير إليه، لذلك تم إخفاؤه بدلًا من حذفه.',
    es: 'Desactivado: hay pedidos que lo usan, así que se oculta en lugar de eliminarse.',
  },
  'admin.notFound': { en: 'Not found.', ar: 'غير موجود.', es: 'No encontrado.' },
  'admin.slugTaken': {
    en: 'The address "{slug}" is already used by another item.',
    ar: 'العنوان "{slug}" مستخدم بالفعل لعنصر آخر.',
    es: 'La dirección «{slug}» ya la usa otro elemento.',
  },
  'admin.codeTaken': {
    en: 'The code {code} already exists.',
    ar: 'الرمز {code} موجود بالفعل.',
    es: 'El código {code} ya existe.',
  },
  'admin.categoryMissing': {
    en: 'Category {id} does not exist.',
    ar: 'الفئة {id} غير موجودة.',
    es: 'La categoría {id} no existe.',
  },
  'admin.categoryKind': {
    en: 'Category {id} holds {kind}: choose a category of the right kind.',
    ar: 'الفئة {id} تحتوي على {kind}: اختر فئة من النوع الصحيح.',
    es: 'La categoría {id} contiene {kind}: elige una categoría del tipo adecuado.',
  },
  'admin.kind.services': { en: 'services', ar: 'خدمات', es: 'servicios' },
  'admin.kind.products': { en: 'products', ar: 'منتجات', es: 'productos' },
  'admin.categoryNotEmpty': {
    en: 'This category still has {count} items: move or delete them first.',
    ar: 'لا تزال هذه الفئة تحتوي على {count} عناصر: انقلها أو احذفها أولًا.',
    es: 'Esta categoría aún tiene {count} elementos: muévelos o elimínalos primero.',
  },
  'admin.foreignRow': {
    en: '{what} {id} does not belong to this product.',
    ar: '{what} {id} لا ينتمي إلى هذا المنتج.',
    es: '{what} {id} no pertenece a este producto.',
  },
  'admin.countryInUse': {
    en: 'Orders or carts refer to this country: it cannot be deleted.',
    ar: 'هناك طلبات أو سلال تشير إلى هذا البلد: لا يمكن حذفه.',
    es: 'Hay pedidos o carritos que usan este país: no se puede eliminar.',
  },
  'admin.imageMissing': {
    en: 'Send the picture in the field "file".',
    ar: 'أرسل الصورة في الحقل "file".',
    es: 'Envía la imagen en el campo «file».',
  },
  'admin.imageInvalid': {
    en: 'The picture must be a PNG, JPEG or WebP image.',
    ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP.',
    es: 'La imagen debe ser PNG, JPEG o WebP.',
  },
  'admin.messageHandled': {
    en: 'Marked as handled.',
    ar: 'تم وضع علامة "تمت المعالجة".',
    es: 'Marcado como atendido.',
  },
  'admin.messageOpen': {
    en: 'Marked as not handled.',
    ar: 'تم وضع علامة "لم تتم المعالجة".',
    es: 'Marcado como no atendido.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
