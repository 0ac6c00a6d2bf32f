import type { Lang } from '@shop/shared';

export const checkoutMessages = {
  'coupon.applied': {
    en: 'Coupon {code} applied: {percent}% off.',
    ar: 'تم تطبيق القسيمة {code}: خصم {percent}٪.',
    es: 'Cupón {code} aplicado: {percent} % de descuento.',
  },
  'coupon.checked': {
    en: 'Coupon {code} gives {percent}% off. Apply it from your cart.',
    ar: 'القسيمة {code} تمنح خصم {percent}٪. طبّقها من سلة التسوق.',
    es: 'El cupón {code} ofrece un {percent} % de descuento. Aplícalo desde tu carrito.',
  },
  'coupon.removed': { en: 'Coupon removed.', ar: 'تمت إزالة القسيمة.', es: 'Cupón eliminado.' },
  'coupon.unknown': {
    en: 'This coupon code does not exist.',
    ar: 'رمز القسيمة هذا غير موجود.',
    es: 'Este código de cupón no existe.',
  },
  'coupon.inactive': {
    en: 'This coupon is no longer available.',
    ar: 'هذه القسيمة لم تعد متاحة.',
    es: 'Este cupón ya no está disponible.',
  },
  'coupon.not_started': {
    en: 'This coupon is not valid yet.',
    ar: 'هذه القسيمة غير صالحة بعد.',
    es: 'Este cupón todavía no es válido.',
  },
  'coupon.expired': {
    en: 'This coupon has expired.',
    ar: 'انتهت صلاحية هذه القسيمة.',
    es: 'Este cupón ha caducado.',
  },
  'coupon.used_up': {
    en: 'This coupon has reached its usage limit.',
    ar: 'بلغت هذه القسيمة حد الاستخدام.',
    es: 'Este cupón ha alcanzado su límite de usos.',
  },
  'coupon.used_by_you': {
    en: 'You have already used this coupon as many times as it allows per customer.',
    ar: 'لقد استخدمت هذه القسيمة بالفعل بالعدد المسموح به لكل عميل.',
    es: 'Ya has usado este cupón tantas veces como permite por cliente.',
  },
  'coupon.min_subtotal': {
    en: 'This coupon needs goods worth at least {min} (VAT excluded).',
    ar: 'تتطلب هذه القسيمة بضائع بقيمة {min} على الأقل (بدون ضريبة القيمة المضافة).',
    es: 'Este cupón requiere un pedido de al menos {min} (IVA no incluido).',
  },
  'coupon.droppedAtPayment': {
    en: 'Your coupon no longer applies and was removed: {reason} Please check the new total.',
    ar: 'لم تعد قسيمتك سارية وتمت إزالتها: {reason} يرجى مراجعة الإجمالي الجديد.',
    es: 'Tu cupón ya no es aplicable y se ha retirado: {reason} Comprueba el nuevo total.',
  },
  'shipping.countryNotFound': {
    en: 'Country not found.',
    ar: 'الدولة غير موجودة.',
    es: 'País no encontrado.',
  },
  'shipping.unavailable': {
    en: 'We do not quote delivery to {country} online. Please contact us for a quote.',
    ar: 'لا نقدّم تسعيرة توصيل إلى {country} عبر الإنترنت. يرجى التواصل معنا للحصول على عرض سعر.',
    es: 'No calculamos en línea el envío a {country}. Contacta con nosotros para pedir un presupuesto.',
  },
  'payment.done': {
    en: 'Payment received. Thank you for your order {code}.',
    ar: 'تم استلام الدفعة. شكرًا لطلبك {code}.',
    es: 'Pago recibido. Gracias por tu pedido {code}.',
  },
  'payment.declined': {
    en: 'Your card was declined. No money was taken; please try another card.',
    ar: 'تم رفض بطاقتك. لم يتم خصم أي مبلغ؛ يرجى تجربة بطاقة أخرى.',
    es: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada; prueba con otra tarjeta.',
  },
  'payment.insufficientFunds': {
    en: 'Your card was declined for insufficient funds. No money was taken.',
    ar: 'تم رفض بطاقتك لعدم كفاية الرصيد. لم يتم خصم أي مبلغ.',
    es: 'Tu tarjeta ha sido rechazada por saldo insuficiente. No se ha cobrado nada.',
  },
  'payment.invalidNumber': {
    en: 'The card number is not valid.',
    ar: 'رقم البطاقة غير صالح.',
    es: 'El número de tarjeta no es válido.',
  },
  'payment.expired': {
    en: 'The card has expired or its expiry date is not valid.',
    ar: 'انتهت صلاحية البطاقة أو أن تاريخ انتهائها غير صالح.',
    es: 'La tarjeta ha caducado o su fecha de caducidad no es válida.',
  },
  'payment.invalidCvc': {
    en: 'The security code (CVC) is not valid.',
    ar: 'رمز الأمان (CVC) غير صالح.',
    es: 'El código de seguridad (CVC) no es válido.',
  },
  'payment.totalTooLarge': {
    en: 'Orders above {max} cannot be paid online. Please contact us to arrange this order.',
    ar: 'لا يمكن دفع الطلبات التي تتجاوز {max} عبر الإنترنت. يرجى التواصل معنا لترتيب هذا الطلب.',
    es: 'Los pedidos de más de {max} no se pueden pagar en línea. Contacta con nosotros para gestionar este pedido.',
  },
  'payment.priceChanged': {
    en: 'Prices in your cart have changed since you added them. The new total is {total}. Please check and pay again.',
    ar: 'تغيّرت الأسعار في سلتك منذ إضافتها. الإجمالي الجديد هو {total}. يرجى المراجعة والدفع مرة أخرى.',
    es: 'Los precios de tu carrito han cambiado desde que añadiste los productos. El nuevo total es {total}. Revísalo y vuelve a pagar.',
  },
  'payment.idempotencyConflict': {
    en: 'This payment attempt was already used for a different request. Please start the payment again.',
    ar: 'استُخدمت محاولة الدفع هذه لطلب مختلف. يرجى بدء الدفع من جديد.',
    es: 'Este intento de pago ya se usó para otra solicitud. Vuelve a iniciar el pago.',
  },
  'payment.badKey': {
    en: 'The Idempotency-Key header must be 1 to 200 visible characters.',
    ar: 'يجب أن يتكون ترويسة Idempotency-Key من 1 إلى 200 حرف مرئي.',
    es: 'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres visibles.',
  },
  'orders.mail.paidSubject': {
    en: 'Order {code} confirmed',
    ar: 'تأكيد الطلب {code}',
    es: 'Pedido {code} confirmado',
  },
  'orders.mail.paidHeading': {
    en: 'Thank you for your order',
    ar: 'شكرًا لطلبك',
    es: 'Gracias por tu pedido',
  },
  'orders.mail.paidBody': {
    en: 'Hello {name}, we have received your payment of {total} for order {code} (invoice {invoice}). We will e-mail you as it moves through production.',
    ar: 'مرحبًا {name}، استلمنا دفعتك البالغة {total} للطلب {code} (الفاتورة {invoice}). سنراسلك بالبريد الإلكتروني مع تقدّمه في مراحل الإنتاج.',
    es: 'Hola, {name}: hemos recibido tu pago de {total} por el pedido {code} (factura {invoice}). Te escribiremos a medida que avance la producción.',
  },
  'orders.mail.track': { en: 'Follow your order', ar: 'تابع طلبك', es: 'Seguir tu pedido' },
  'invoices.notFound': { en: 'Invoice not found.', ar: 'الفاتورة غير موجودة.', es: 'Factura no encontrada.' },
} as const satisfies Record<string, Record<Lang, string>>;
