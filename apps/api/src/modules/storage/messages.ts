import type { Lang } from '@shop/shared';

export const storageMessages = {
  'storage.unavailable': {
    en: 'We cannot save anything right now: our storage is full or unavailable. Nothing was changed; please try again later.',
    ar: 'لا يمكننا حفظ أي شيء الآن: مساحة التخزين لدينا ممتلئة أو غير متاحة. لم يتغيّر شيء؛ يرجى المحاولة لاحقًا.',
    es: 'Ahora mismo no podemos guardar nada: nuestro almacenamiento está lleno o no disponible. No se ha cambiado nada; inténtalo más tarde.',
  },
  'storage.quotaExceeded': {
    en: 'These files do not fit in your space of {quota} MB for files in your cart and pending quotes: {remaining} MB left. Nothing was saved. Remove some files or send smaller ones.',
    ar: 'هذه الملفات لا تتسع في مساحتك البالغة {quota} ميغابايت لملفات السلة وعروض الأسعار المعلّقة: المتبقي {remaining} ميغابايت. لم يُحفظ شيء. احذف بعض الملفات أو أرسل ملفات أصغر.',
    es: 'Estos archivos no caben en tu espacio de {quota} MB para los archivos del carrito y de los presupuestos pendientes: quedan {remaining} MB. No se ha guardado nada. Elimina algunos archivos o envía otros más pequeños.',
  },
  'storage.tooManyOpenQuotes': {
    en: 'You already have {max} quotes waiting for our answer or your payment. Please wait for them, or pay one, before asking for another.',
    ar: 'لديك بالفعل {max} من عروض الأسعار بانتظار ردّنا أو دفعك. يرجى انتظارها أو دفع أحدها قبل طلب عرض جديد.',
    es: 'Ya tienes {max} presupuestos esperando nuestra respuesta o tu pago. Espera a que se resuelvan, o paga uno, antes de pedir otro.',
  },
  'storage.deadLetterNotFound': {
    en: 'This undelivered e-mail is no longer on the list.',
    ar: 'هذا البريد غير المُسلَّم لم يعد في القائمة.',
    es: 'Este correo no entregado ya no está en la lista.',
  },
  'storage.deadLetterRetried': {
    en: 'The e-mail was queued again.',
    ar: 'أُعيد إدراج البريد الإلكتروني في قائمة الإرسال.',
    es: 'El correo se ha vuelto a poner en cola.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
