import type { Lang } from '@shop/shared';

export const webhooksMessages = {
  'webhooks.tradeOnly': {
    en: 'Webhooks are for trade accounts. Add your company details in your profile first.',
    ar: 'خطافات الويب متاحة لحسابات الشركات فقط. أضف بيانات شركتك في ملفك الشخصي أولاً.',
    es: 'Los webhooks son para cuentas de empresa. Añade primero los datos de tu empresa en tu perfil.',
  },
  'webhooks.notFound': {
    en: 'Webhook endpoint not found.',
    ar: 'نقطة استقبال خطاف الويب غير موجودة.',
    es: 'Punto de recepción de webhook no encontrado.',
  },
  'webhooks.deliveryNotFound': {
    en: 'Delivery not found.',
    ar: 'عملية الإرسال غير موجودة.',
    es: 'Envío no encontrado.',
  },
  'webhooks.tooMany': {
    en: 'You can have up to {max} webhook endpoints. Delete one to add another.',
    ar: 'يمكنك إضافة {max} نقاط استقبال كحد أقصى. احذف واحدة لإضافة أخرى.',
    es: 'Puedes tener hasta {max} puntos de recepción. Elimina uno para añadir otro.',
  },
  'webhooks.httpsOnly': {
    en: 'The webhook URL must start with https://.',
    ar: 'يجب أن يبدأ عنوان خطاف الويب بـ https://.',
    es: 'La URL del webhook debe empezar por https://.',
  },
  'webhooks.badUrl': {
    en: 'The webhook URL is not valid.',
    ar: 'عنوان خطاف الويب غير صالح.',
    es: 'La URL del webhook no es válida.',
  },
  'webhooks.privateAddress': {
    en: 'The webhook URL points to a private or local address ({address}); use a public address.',
    ar: 'يشير عنوان خطاف الويب إلى عنوان خاص أو محلي ({address})؛ استخدم عنواناً عاماً.',
    es: 'La URL del webhook apunta a una dirección privada o local ({address}); usa una dirección pública.',
  },
  'webhooks.unresolvable': {
    en: 'The host of the webhook URL ({host}) could not be found.',
    ar: 'تعذر العثور على مضيف عنوان خطاف الويب ({host}).',
    es: 'No se encontró el servidor de la URL del webhook ({host}).',
  },
  'webhooks.created': {
    en: 'Webhook endpoint added. Copy the signing secret now: it will not be shown again.',
    ar: 'تمت إضافة نقطة الاستقبال. انسخ سر التوقيع الآن: لن يظهر مرة أخرى.',
    es: 'Punto de recepción añadido. Copia ahora el secreto de firma: no se volverá a mostrar.',
  },
  'webhooks.updated': {
    en: 'Webhook endpoint saved.',
    ar: 'تم حفظ نقطة الاستقبال.',
    es: 'Punto de recepción guardado.',
  },
  'webhooks.deleted': {
    en: 'Webhook endpoint deleted.',
    ar: 'تم حذف نقطة الاستقبال.',
    es: 'Punto de recepción eliminado.',
  },
  'webhooks.rotated': {
    en: 'New signing secret made. Copy it now: it will not be shown again, and the old one no longer signs.',
    ar: 'تم إنشاء سر توقيع جديد. انسخه الآن: لن يظهر مرة أخرى، ولم يعد السر القديم يُستخدم للتوقيع.',
    es: 'Nuevo secreto de firma creado. Cópialo ahora: no se volverá a mostrar y el anterior ya no firma.',
  },
  'webhooks.replayQueued': {
    en: 'The delivery will be sent again in a moment.',
    ar: 'ستُرسل عملية الإرسال مرة أخرى بعد لحظات.',
    es: 'El envío se repetirá en un momento.',
  },
  'webhooks.endpointDisabled': {
    en: 'This endpoint is disabled. Enable it before sending a delivery again.',
    ar: 'نقطة الاستقبال هذه معطلة. فعّلها قبل إعادة الإرسال.',
    es: 'Este punto de recepción está desactivado. Actívalo antes de repetir un envío.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
