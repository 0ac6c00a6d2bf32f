import type { Lang } from '@shop/shared';

export const checkoutMessages = {
  'coupon.applied': {
    en: 'Coupon {code} applied: {percent}% off.',
    ar: 'تم تطبيق القسيمة {code}: خصم {percent}٪.',
  },
  'coupon.removed': { en: 'Coupon removed.', ar: 'تمت إزالة القسيمة.' },
  'coupon.unknown': { en: 'This coupon code does not exist.', ar: 'رمز القسيمة هذا غير موجود.' },
  'coupon.inactive': { en: 'This coupon is no longer available.', ar: 'هذه القسيمة لم تعد متاحة.' },
  'coupon.not_started': { en: 'This coupon is not valid yet.', ar: 'هذه القسيمة غير صالحة بعد.' },
  'coupon.expired': { en: 'This coupon has expired.', ar: 'انتهت صلاحية هذه القسيمة.' },
  'coupon.used_up': { en: 'This coupon has reached its usage limit.', ar: 'بلغت هذه القسيمة حد الاستخدام.' },
  'coupon.min_subtotal': {
    en: 'This coupon needs goods worth at least {min} (VAT excluded).',
    ar: 'تتطلب هذه القسيمة بضائع بقيمة {min} على الأقل (بدون ضريبة القيمة المضافة).',
  },
  'coupon.droppedAtPayment': {
    en: 'Your coupon no longer applies and was removed: {reason} Please check the new total.',
    ar: 'لم تعد قسيمتك سارية وتمت إزالتها: {reason} يرجى مراجعة الإجمالي الجديد.',
  },
  'shipping.countryNotFound': { en: 'Country not found.', ar: 'الدولة غير موجودة.' },
  'shipping.unavailable': {
    en: 'We do not quote delivery to {country} online. Please contact us for a quote.',
    ar: 'لا نقدّم تسعيرة توصيل إلى {country} عبر الإنترنت. يرجى التواصل معنا للحصول على عرض سعر.',
  },
  'payment.done': {
    en: 'Payment received. Thank you for your order {code}.',
    ar: 'تم استلام الدفعة. شكرًا لطلبك {code}.',
  },
  'payment.declined': {
    en: 'Your card was declined. No money was taken; please try another card.',
    ar: 'تم رفض بطاقتك. لم يتم خصم أي مبلغ؛ يرجى تجربة بطاقة أخرى.',
  },
  'payment.insufficientFunds': {
    en: 'Your card was declined for insufficient funds. No money was taken.',
    ar: 'تم رفض بطاقتك لعدم كفاية الرصيد. لم يتم خصم أي مبلغ.',
  },
  'payment.invalidNumber': { en: 'The card number is not valid.', ar: 'رقم البطاقة غير صالح.' },
  'payment.expired': {
    en: 'The card has expired or its expiry date is not valid.',
    ar: 'انتهت صلاحية البطاقة أو أن تاريخ انتهائها غير صالح.',
  },
  'payment.invalidCvc': { en: 'The security code (CVC) is not valid.', ar: 'رمز الأمان (CVC) غير صالح.' },
  'payment.totalTooLarge': {
    en: 'Orders above {max} cannot be paid online. Please contact us to arrange this order.',
    ar: 'لا يمكن دفع الطلبات التي تتجاوز {max} عبر الإنترنت. يرجى التواصل معنا لترتيب هذا الطلب.',
  },
  'payment.priceChanged': {
    en: 'Prices in your cart have changed since you added them. The new total is {total}. Please check and pay again.',
    ar: 'تغيّرت الأسعار في سلتك منذ إضافتها. الإجمالي الجديد هو {total}. يرجى المراجعة والدفع مرة أخرى.',
  },
  'payment.idempotencyConflict': {
    en: 'This payment attempt was already used for a different request. Please start the payment again.',
    ar: 'استُخدمت محاولة الدفع هذه لطلب مختلف. يرجى بدء الدفع من جديد.',
  },
  'payment.badKey': {
    en: 'The Idempotency-Key header must be 1 to 200 visible characters.',
    ar: 'يجب أن يتكون ترويسة Idempotency-Key من 1 إلى 200 حرف مرئي.',
  },
  'orders.mail.paidSubject': { en: 'Order {code} confirmed', ar: 'تأكيد الطلب {code}' },
  'orders.mail.paidHeading': { en: 'Thank you for your order', ar: 'شكرًا لطلبك' },
  'orders.mail.paidBody': {
    en: 'Hello {name}, we have received your payment of {total} for order {code} (invoice {invoice}). We will e-mail you as it moves through production.',
    ar: 'مرحبًا {name}، استلمنا دفعتك البالغة {total} للطلب {code} (الفاتورة {invoice}). سنراسلك بالبريد الإلكتروني مع تقدّمه في مراحل الإنتاج.',
  },
  'orders.mail.track': { en: 'Follow your order', ar: 'تابع طلبك' },
  'invoices.notFound': { en: 'Invoice not found.', ar: 'الفاتورة غير موجودة.' },
} as const satisfies Record<string, Record<Lang, string>>;
