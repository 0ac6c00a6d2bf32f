import type { Lang } from '@shop/shared';

export const addressesMessages = {
  'addresses.type.1': { en: 'Home', ar: 'المنزل' },
  'addresses.type.2': { en: 'Work', ar: 'العمل' },
  'addresses.added': { en: 'Address added.', ar: 'تمت إضافة العنوان.' },
  'addresses.updated': { en: 'Address saved.', ar: 'تم حفظ العنوان.' },
  'addresses.madeDefault': { en: 'This is now your default address.', ar: 'أصبح هذا عنوانك الافتراضي.' },
  'addresses.deleted': { en: 'Address deleted.', ar: 'تم حذف العنوان.' },
  'addresses.notFound': { en: 'Address not found.', ar: 'العنوان غير موجود.' },
  'addresses.tooMany': {
    en: 'You can keep up to {max} addresses. Delete one to add another.',
    ar: 'يمكنك الاحتفاظ بما يصل إلى {max} عنوانًا. احذف عنوانًا لإضافة آخر.',
  },
  'addresses.phoneCountryCode': {
    en: 'phone: start with the country calling code, such as +34 600 111 222.',
    ar: 'phone: ابدأ برمز الاتصال الدولي للبلد، مثل ‎+34 600 111 222.',
  },
  'addresses.countryNeeded': {
    en: 'This address has no country yet. Edit it to add the country and postcode, or choose the country for delivery.',
    ar: 'لا يحتوي هذا العنوان على دولة بعد. عدّله لإضافة الدولة والرمز البريدي، أو اختر دولة التوصيل.',
  },
  'addresses.keepOneDefault': {
    en: 'One address must stay the default: make another one the default instead.',
    ar: 'يجب أن يبقى عنوان واحد افتراضيًا: اجعل عنوانًا آخر هو الافتراضي بدلًا من ذلك.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
