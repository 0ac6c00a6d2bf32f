import type { Lang } from '@shop/shared';

/** Texts of the delivery promise's moves (orders/promise.ts). */
export const promiseMessages = {
  'orders.promiseReasonRequired': {
    en: 'reason: say why the dispatch date moves (the customer reads it).',
    ar: 'reason: اذكر سبب تغيير تاريخ الإرسال (يقرؤه العميل).',
    es: 'reason: indica por qué cambia la fecha de envío (el cliente lo lee).',
  },
  'orders.promiseClosed': {
    en: 'Order {code} is not in production: its dispatch date can no longer be moved.',
    ar: 'الطلب {code} ليس قيد الإنتاج: لم يعد من الممكن تغيير تاريخ إرساله.',
    es: 'El pedido {code} no está en producción: ya no se puede cambiar su fecha de envío.',
  },
  'orders.promiseMoved': {
    en: 'Order {code} is now to be dispatched by {date}.',
    ar: 'يجب الآن إرسال الطلب {code} بحلول {date}.',
    es: 'El pedido {code} se enviará ahora como tarde el {date}.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
