import type { Lang } from '@shop/shared';

/** Status names as customers read them (spec section 4, typos fixed per decisions.md). */
export const ordersMessages = {
  'orders.status.1': { en: 'Waiting For Approval', ar: 'بانتظار الموافقة' },
  'orders.status.2': { en: 'Rejected', ar: 'مرفوض' },
  'orders.status.3': { en: 'Waiting For Payment', ar: 'بانتظار الدفع' },
  'orders.status.4': { en: 'Order Received', ar: 'تم استلام الطلب' },
  'orders.status.5': { en: 'Order Designed', ar: 'تم تصميم الطلب' },
  'orders.status.6': { en: 'Order Manufactured', ar: 'تم تصنيع الطلب' },
  'orders.status.7': { en: 'Order Processed', ar: 'تمت معالجة الطلب' },
  'orders.status.8': { en: 'Delivered', ar: 'تم التسليم' },
  'orders.notFound': { en: 'Order not found.', ar: 'الطلب غير موجود.' },
  'orders.illegalMove': {
    en: 'This order cannot go from status {from} to {to}. It may have changed meanwhile: reload it.',
    ar: 'لا يمكن نقل هذا الطلب من الحالة {from} إلى {to}. ربما تغيّر في الأثناء: أعد تحميله.',
  },
  'orders.notResendable': {
    en: 'Only a rejected request can be sent again.',
    ar: 'لا يمكن إعادة إرسال إلا الطلب المرفوض.',
  },
  'orders.notPayable': {
    en: 'This order is not waiting for payment.',
    ar: 'هذا الطلب ليس بانتظار الدفع.',
  },
  'orders.created': {
    en: 'Your request {code} was sent. We will reply with a quote soon.',
    ar: 'تم إرسال طلبك {code}. سنرد عليك بعرض سعر قريبًا.',
  },
  'orders.resent': { en: 'Resend Successfully', ar: 'تمت إعادة الإرسال بنجاح' },
  'orders.paid': { en: 'payment done', ar: 'تم الدفع' },
  'orders.accepted': { en: 'Order {code} accepted with fees.', ar: 'تم قبول الطلب {code} مع الرسوم.' },
  'orders.rejectedByStaff': { en: 'Order {code} rejected.', ar: 'تم رفض الطلب {code}.' },
  'orders.advanced': { en: 'Order {code} is now: {status}.', ar: 'أصبح الطلب {code} الآن: {status}.' },
  'orders.serviceInvoiceLine': { en: 'Service order {code}', ar: 'طلب خدمة {code}' },
  'orders.mail.subject': { en: 'Order {code}: {status}', ar: 'الطلب {code}: {status}' },
  'orders.mail.open': { en: 'Open your order', ar: 'افتح طلبك' },
  'orders.mail.reason': { en: 'Our message: {message}', ar: 'رسالتنا: {message}' },
  'orders.mail.note': { en: 'Our note: {message}', ar: 'ملاحظتنا: {message}' },
  'orders.mail.fees': {
    en: 'Service: {service}. Tax: {tax}. Total to pay: {total}.',
    ar: 'الخدمة: {service}. الضريبة: {tax}. الإجمالي المستحق: {total}.',
  },
  'orders.mail.status.1': {
    en: 'Hello {name}, we have received your request {code}. Our team will review it and send you a quote.',
    ar: 'مرحبًا {name}، استلمنا طلبك {code}. سيراجعه فريقنا ويرسل إليك عرض سعر.',
  },
  'orders.mail.status.2': {
    en: 'Hello {name}, we cannot take request {code} as it stands. You can change the details or files and send it again.',
    ar: 'مرحبًا {name}، لا يمكننا قبول الطلب {code} بصيغته الحالية. يمكنك تعديل التفاصيل أو الملفات وإرساله مرة أخرى.',
  },
  'orders.mail.status.3': {
    en: 'Hello {name}, good news: request {code} is accepted. Pay the fees to start production.',
    ar: 'مرحبًا {name}، أخبار سارة: تم قبول الطلب {code}. ادفع الرسوم لبدء الإنتاج.',
  },
  'orders.mail.status.4': {
    en: 'Hello {name}, we have received your payment for order {code}; it is now in our production queue.',
    ar: 'مرحبًا {name}، استلمنا دفعتك للطلب {code}، وهو الآن في قائمة الإنتاج.',
  },
  'orders.mail.status.5': {
    en: 'Hello {name}, the design of order {code} is ready.',
    ar: 'مرحبًا {name}، أصبح تصميم الطلب {code} جاهزًا.',
  },
  'orders.mail.status.6': {
    en: 'Hello {name}, order {code} has been manufactured.',
    ar: 'مرحبًا {name}، تم تصنيع الطلب {code}.',
  },
  'orders.mail.status.7': {
    en: 'Hello {name}, order {code} is packed and handed to the courier.',
    ar: 'مرحبًا {name}، تم تغليف الطلب {code} وتسليمه لشركة الشحن.',
  },
  'orders.mail.status.8': {
    en: 'Hello {name}, order {code} has been delivered. Thank you for ordering with us.',
    ar: 'مرحبًا {name}، تم تسليم الطلب {code}. شكرًا لطلبك منا.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
