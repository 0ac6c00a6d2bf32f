import type { Lang } from '@shop/shared';

/** Cancellations, refunds and their mails (docs/decisions/042-cancellations-refunds-credit-notes.md). */
export const refundMessages = {
  'orders.cannotWithdraw': {
    en: 'Order {code} can no longer be withdrawn: only a request not yet paid (waiting for approval, rejected or waiting for payment) can be.',
    ar: 'لم يعد بالإمكان سحب الطلب {code}: يمكن سحب الطلب الذي لم يُدفع بعد فقط (بانتظار الموافقة أو مرفوض أو بانتظار الدفع).',
    es: 'El pedido {code} ya no se puede retirar: solo se puede retirar una solicitud aún no pagada (pendiente de aprobación, rechazada o pendiente de pago).',
  },
  'orders.cannotCancel': {
    en: 'Order {code} is at “{status}”: only orders up to “Order designed” can be cancelled; refund part of it instead.',
    ar: 'الطلب {code} في حالة «{status}»: لا يمكن إلغاء إلا الطلبات حتى حالة «تم تصميم الطلب»؛ يمكنك استرداد جزء منه بدلًا من ذلك.',
    es: 'El pedido {code} está en «{status}»: solo se pueden cancelar pedidos hasta «Pedido diseñado»; reembolsa una parte en su lugar.',
  },
  'orders.cannotRefund': {
    en: 'Order {code} is at “{status}”: partial refunds are made from “Order manufactured” on; cancel it instead.',
    ar: 'الطلب {code} في حالة «{status}»: تُجرى الاستردادات الجزئية ابتداءً من حالة «تم تصنيع الطلب»؛ ألغِه بدلًا من ذلك.',
    es: 'El pedido {code} está en «{status}»: los reembolsos parciales se hacen desde «Pedido fabricado»; cancélalo en su lugar.',
  },
  'orders.refundTooMuch': {
    en: 'At most {max} can still be refunded on order {code}.',
    ar: 'أقصى ما يمكن استرداده بعد على الطلب {code} هو {max}.',
    es: 'Como máximo se pueden reembolsar aún {max} del pedido {code}.',
  },
  'orders.refundKeyReused': {
    en: 'This Idempotency-Key was already used for another refund of this order.',
    ar: 'سبق استخدام مفتاح Idempotency-Key هذا لاسترداد آخر لهذا الطلب.',
    es: 'Esta Idempotency-Key ya se usó para otro reembolso de este pedido.',
  },
  'orders.refundKeyRequired': {
    en: 'A refund needs an Idempotency-Key header, so that sending it twice refunds once.',
    ar: 'يتطلب الاسترداد ترويسة Idempotency-Key حتى لا يُسترد المبلغ مرتين عند الإرسال مرتين.',
    es: 'Un reembolso necesita la cabecera Idempotency-Key, para que enviarlo dos veces reembolse una sola vez.',
  },
  'orders.withdrawn': {
    en: 'Your request {code} was withdrawn.',
    ar: 'تم سحب طلبك {code}.',
    es: 'Tu solicitud {code} se ha retirado.',
  },
  'orders.cancelledByStaff': {
    en: 'Order {code} cancelled.',
    ar: 'تم إلغاء الطلب {code}.',
    es: 'Pedido {code} cancelado.',
  },
  'orders.refundSent': {
    en: 'Refund of {amount} on order {code}: {state}.',
    ar: 'استرداد {amount} على الطلب {code}: {state}.',
    es: 'Reembolso de {amount} del pedido {code}: {state}.',
  },
  'orders.refundState.pending': {
    en: 'waiting for the bank',
    ar: 'بانتظار البنك',
    es: 'pendiente del banco',
  },
  'orders.refundState.succeeded': { en: 'done', ar: 'تم', es: 'hecho' },
  'orders.refundState.failed': {
    en: 'refused by the bank',
    ar: 'رفضه البنك',
    es: 'rechazado por el banco',
  },
  'orders.mail.refundSubject': {
    en: 'Order {code}: refund of {amount}',
    ar: 'الطلب {code}: استرداد {amount}',
    es: 'Pedido {code}: reembolso de {amount}',
  },
  'orders.mail.refundBody': {
    en: 'Hello {name}, we have refunded {amount} on order {code} to your card. Credit note {number} is in My Invoices.',
    ar: 'مرحبًا {name}، أعدنا {amount} عن الطلب {code} إلى بطاقتك. الإشعار الدائن {number} موجود في «فواتيري».',
    es: 'Hola, {name}: te hemos reembolsado {amount} del pedido {code} en tu tarjeta. La factura rectificativa {number} está en Mis facturas.',
  },
  'orders.mail.invoices': { en: 'My Invoices', ar: 'فواتيري', es: 'Mis facturas' },
} as const satisfies Record<string, Record<Lang, string>>;
