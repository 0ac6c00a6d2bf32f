import type { Lang } from '@shop/shared';

export const addressesMessages = {
  'addresses.type.1': { en: 'Home', ar: 'المنزل', es: 'Casa' },
  'addresses.type.2': { en: 'Work', ar: 'العمل', es: 'Trabajo' },
  'addresses.added': { en: 'Address added.', ar: 'تمت إضافة العنوان.', es: 'Dirección añadida.' },
  'addresses.updated': { en: 'Address saved.', ar: 'تم حفظ العنوان.', es: 'Dirección guardada.' },
  'addresses.madeDefault': {
    en: 'This is now your default address.',
    ar: 'أصبح هذا عنوانك الافتراضي.',
    es: 'Esta es ahora tu dirección predeterminada.',
  },
  'addresses.deleted': { en: 'Address deleted.', ar: 'تم حذف العنوان.', es: 'Dirección eliminada.' },
  'addresses.notFound': {
    en: 'Address not found.',
    ar: 'العنوان غير موجود.',
    es: 'Dirección no encontrada.',
  },
  'addresses.tooMany': {
    en: 'You can keep up to {max} addresses. Delete one to add another.',
    ar: 'يمكنك الاحتفاظ بما يصل إلى {max} عنوانًا. احذف عنوانًا لإضافة آخر.',
    es: 'Puedes guardar hasta {max} direcciones. Elimina una para añadir otra.',
  },
  'addresses.countryNeeded': {
    en: 'This address has no country yet. Edit it to add the country and postcode, or choose the country for delivery.',
    ar: 'لا يحتوي هذا العنوان على دولة بعد. عدّله لإضافة الدولة والرمز البريدي، أو اختر دولة التوصيل.',
    es: 'Esta dirección aún no tiene país. Edítala para añadir el país y el código postal, o elige el país de entrega.',
  },
  'addresses.keepOneDefault': {
    en: 'One address must stay the default: make another one the default instead.',
    ar: 'يجب أن يبقى عنوان واحد افتراضيًا: اجعل عنوانًا آخر هو الافتراضي بدلًا من ذلك.',
    es: 'Una dirección debe seguir siendo la predeterminada: marca otra como predeterminada.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
