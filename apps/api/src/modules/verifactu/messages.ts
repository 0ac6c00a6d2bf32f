import type { Lang } from '@shop/shared';

export const verifactuMessages = {
  'verifactu.recordNotFound': {
    en: 'Invoice record not found.',
    ar: 'سجل الفاتورة غير موجود.',
    es: 'Registro de facturación no encontrado.',
  },
  'verifactu.notCorrectable': {
    en: 'Only a registration record that AEAT rejected or accepted with errors can be corrected.',
    ar: 'لا يمكن تصحيح إلا سجل تسجيل رفضته الوكالة الضريبية أو قبلته مع أخطاء.',
    es: 'Solo se puede subsanar un registro de alta que la AEAT rechazó o aceptó con errores.',
  },
  'verifactu.alreadyCorrected': {
    en: 'This record has already been corrected by a newer one.',
    ar: 'تم تصحيح هذا السجل بالفعل بسجل أحدث.',
    es: 'Este registro ya se subsanó con uno posterior.',
  },
  'verifactu.badRange': {
    en: 'The start date must not be after the end date.',
    ar: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
    es: 'La fecha inicial no puede ser posterior a la final.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
