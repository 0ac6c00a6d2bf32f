import type { Lang } from '@shop/shared';

/**
 * Status names as customers read them (docs/product.md#order-statuses, typos fixed:
 * docs/product.md#how-to-read-this).
 */
export const ordersMessages = {
  'orders.status.1': { en: 'Waiting for approval', ar: 'بانتظار الموافقة', es: 'Pendiente de aprobación' },
  'orders.status.2': { en: 'Rejected', ar: 'مرفوض', es: 'Rechazado' },
  'orders.status.3': { en: 'Waiting for payment', ar: 'بانتظار الدفع', es: 'Pendiente de pago' },
  'orders.status.4': { en: 'Order received', ar: 'تم استلام الطلب', es: 'Pedido recibido' },
  'orders.status.5': { en: 'Order designed', ar: 'تم تصميم الطلب', es: 'Pedido diseñado' },
  'orders.status.6': { en: 'Order manufactured', ar: 'تم تصنيع الطلب', es: 'Pedido fabricado' },
  'orders.status.7': { en: 'Order processed', ar: 'تمت معالجة الطلب', es: 'Pedido procesado' },
  'orders.status.8': { en: 'Delivered', ar: 'تم التسليم', es: 'Entregado' },
  'orders.status.9': { en: 'Cancelled', ar: 'ملغى', es: 'Cancelado' },
  'orders.notFound': { en: 'Order not found.', ar: 'الطلب غير موجود.', es: 'Pedido no encontrado.' },
  'orders.poNumberTooLong': {
    en: 'po_number: the purchase-order number can have at most {max} characters.',
    ar: 'po_number: يمكن أن يتكوّن رقم أمر الشراء من {max} حرفًا على الأكثر.',
    es: 'po_number: el número de pedido de compra puede tener como máximo {max} caracteres.',
  },
  'orders.poNumberNotPrintable': {
    en: 'po_number: the purchase-order number can only hold printable characters (no tabs, line breaks or control characters).',
    ar: 'po_number: يجب أن يتكوّن رقم أمر الشراء من أحرف قابلة للطباعة فقط (دون مسافات جدولة أو فواصل أسطر أو أحرف تحكم).',
    es: 'po_number: el número de pedido de compra solo puede tener caracteres imprimibles (sin tabuladores, saltos de línea ni caracteres de control).',
  },
  'orders.staleStatus': {
    en: 'Order {code} is no longer at status {from}: it is now at {status}. Nothing was changed; reload it to see the current status.',
    ar: 'لم يعد الطلب {code} في الحالة {from}: أصبح الآن في الحالة {status}. لم يتم تغيير أي شيء؛ أعد تحميله لترى حالته الحالية.',
    es: 'El pedido {code} ya no está en el estado {from}: ahora está en el estado {status}. No se ha cambiado nada; vuelve a cargarlo para ver su estado actual.',
  },
  'orders.illegalMove': {
    en: 'This order cannot go from status {from} to {to}. It may have changed meanwhile: reload it.',
    ar: 'لا يمكن نقل هذا الطلب من الحالة {from} إلى {to}. ربما تغيّر في الأثناء: أعد تحميله.',
    es: 'Este pedido no puede pasar del estado {from} a {to}. Puede que haya cambiado entretanto: vuelve a cargarlo.',
  },
  'orders.notResendable': {
    en: 'Only a rejected request can be sent again.',
    ar: 'لا يمكن إعادة إرسال إلا الطلب المرفوض.',
    es: 'Solo se puede volver a enviar una solicitud rechazada.',
  },
  'orders.notPayable': {
    en: 'This order is not waiting for payment.',
    ar: 'هذا الطلب ليس بانتظار الدفع.',
    es: 'Este pedido no está pendiente de pago.',
  },
  'orders.created': {
    en: 'Your request {code} was sent. We will reply with a quote soon.',
    ar: 'تم إرسال طلبك {code}. سنرد عليك بعرض سعر قريبًا.',
    es: 'Tu solicitud {code} se ha enviado. Pronto te responderemos con un presupuesto.',
  },
  'orders.resent': {
    en: 'Resend Successfully',
    ar: 'تمت إعادة الإرسال بنجاح',
    es: 'Reenviado correctamente',
  },
  'orders.paid': { en: 'payment done', ar: 'تم الدفع', es: 'pago realizado' },
  'orders.accepted': {
    en: 'Order {code} accepted with fees.',
    ar: 'تم قبول الطلب {code} مع الرسوم.',
    es: 'Pedido {code} aceptado con tarifas.',
  },
  'orders.rejectedByStaff': {
    en: 'Order {code} rejected.',
    ar: 'تم رفض الطلب {code}.',
    es: 'Pedido {code} rechazado.',
  },
  'orders.advanced': {
    en: 'Order {code} is now: {status}.',
    ar: 'أصبح الطلب {code} الآن: {status}.',
    es: 'El pedido {code} está ahora: {status}.',
  },
  'orders.serviceInvoiceLine': {
    en: 'Service order {code}',
    ar: 'طلب خدمة {code}',
    es: 'Pedido de servicio {code}',
  },
  'orders.mail.subject': {
    en: 'Order {code}: {status}',
    ar: 'الطلب {code}: {status}',
    es: 'Pedido {code}: {status}',
  },
  'orders.mail.open': { en: 'Open your order', ar: 'افتح طلبك', es: 'Abrir tu pedido' },
  'orders.mail.reason': {
    en: 'Our message: {message}',
    ar: 'رسالتنا: {message}',
    es: 'Nuestro mensaje: {message}',
  },
  'orders.mail.note': { en: 'Our note: {message}', ar: 'ملاحظتنا: {message}', es: 'Nuestra nota: {message}' },
  'orders.mail.fees': {
    en: 'Service: {service}. Tax: {tax}. Total to pay: {total}.',
    ar: 'الخدمة: {service}. الضريبة: {tax}. الإجمالي المستحق: {total}.',
    es: 'Servicio: {service}. Impuestos: {tax}. Total a pagar: {total}.',
  },
  'orders.mail.status.1': {
    en: 'Hello {name}, we have received your request {code}. Our team will review it and send you a quote.',
    ar: 'مرحبًا {name}، استلمنا طلبك {code}. سيراجعه فريقنا ويرسل إليك عرض سعر.',
    es: 'Hola, {name}: hemos recibido tu solicitud {code}. Nuestro equipo la revisará y te enviará un presupuesto.',
  },
  'orders.mail.status.2': {
    en: 'Hello {name}, we cannot take request {code} as it stands. You can change the details or files and send it again.',
    ar: 'مرحبًا {name}، لا يمكننا قبول الطلب {code} بصيغته الحالية. يمكنك تعديل التفاصيل أو الملفات وإرساله مرة أخرى.',
    es: 'Hola, {name}: no podemos aceptar la solicitud {code} tal como está. Puedes cambiar los datos o los archivos y volver a enviarla.',
  },
  'orders.mail.status.3': {
    en: 'Hello {name}, good news: request {code} is accepted. Pay the fees to start production.',
    ar: 'مرحبًا {name}، أخبار سارة: تم قبول الطلب {code}. ادفع الرسوم لبدء الإنتاج.',
    es: 'Hola, {name}, buenas noticias: la solicitud {code} está aceptada. Paga las tarifas para empezar la producción.',
  },
  'orders.mail.status.4': {
    en: 'Hello {name}, we have received your payment for order {code}; it is now in our production queue.',
    ar: 'مرحبًا {name}، استلمنا دفعتك للطلب {code}، وهو الآن في قائمة الإنتاج.',
    es: 'Hola, {name}: hemos recibido tu pago del pedido {code}; ya está en nuestra cola de producción.',
  },
  'orders.mail.status.5': {
    en: 'Hello {name}, the design of order {code} is ready.',
    ar: 'مرحبًا {name}، أصبح تصميم الطلب {code} جاهزًا.',
    es: 'Hola, {name}: el diseño del pedido {code} está listo.',
  },
  'orders.mail.status.6': {
    en: 'Hello {name}, order {code} has been manufactured.',
    ar: 'مرحبًا {name}، تم تصنيع الطلب {code}.',
    es: 'Hola, {name}: el pedido {code} ya está fabricado.',
  },
  'orders.mail.status.7': {
    en: 'Hello {name}, order {code} is packed and handed to the courier.',
    ar: 'مرحبًا {name}، تم تغليف الطلب {code} وتسليمه لشركة الشحن.',
    es: 'Hola, {name}: el pedido {code} está embalado y entregado a la mensajería.',
  },
  'orders.mail.status.8': {
    en: 'Hello {name}, order {code} has been delivered. Thank you for ordering with us.',
    ar: 'مرحبًا {name}، تم تسليم الطلب {code}. شكرًا لطلبك منا.',
    es: 'Hola, {name}: el pedido {code} se ha entregado. Gracias por confiar en nosotros.',
  },
  'orders.mail.status.9': {
    en: 'Hello {name}, order {code} has been cancelled.',
    ar: 'مرحبًا {name}، تم إلغاء الطلب {code}.',
    es: 'Hola, {name}: el pedido {code} se ha cancelado.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
