import type { Lang } from '@shop/shared';
import type { PhoneProblem } from '@shop/shared/calling-codes';

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
  'addresses.phoneCountryCode': {
    en: 'phone: start with the country calling code, such as +34 600 111 222.',
    ar: 'phone: ابدأ برمز الاتصال الدولي للبلد، مثل ‎+34 600 111 222.',
    es: 'phone: empieza por el prefijo internacional del país, por ejemplo +34 600 111 222.',
  },
  'addresses.phoneUnknownCode': {
    en: 'phone: the country calling code is not one we know; choose the country from the list.',
    ar: 'phone: رمز الاتصال الدولي غير معروف لدينا؛ اختر البلد من القائمة.',
    es: 'phone: no reconocemos ese prefijo internacional; elige el país de la lista.',
  },
  'addresses.phoneLength': {
    en: 'phone: after the country calling code, the number has 6 to 14 digits.',
    ar: 'phone: بعد رمز الاتصال الدولي يتكون الرقم من 6 إلى 14 رقمًا.',
    es: 'phone: tras el prefijo internacional, el número tiene de 6 a 14 dígitos.',
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

/** What shared/calling-codes.ts finds wrong in a phone, as the message the caller reads. */
export const PHONE_MESSAGES = {
  no_calling_code: 'addresses.phoneCountryCode',
  characters: 'addresses.phoneCountryCode',
  unknown_calling_code: 'addresses.phoneUnknownCode',
  national_length: 'addresses.phoneLength',
} as const satisfies Record<PhoneProblem, keyof typeof addressesMessages>;
