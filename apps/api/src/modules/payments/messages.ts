import type { Lang } from '@shop/shared';

/** The paying state machine's messages (docs/decisions/035-payments-state-machine.md). */
export const paymentsMessages = {
  'payment.inProgress': {
    en: 'A payment for this is already under way. Please wait for its result.',
    ar: 'هناك عملية دفع جارية لهذا الطلب بالفعل. يرجى انتظار نتيجتها.',
    es: 'Ya hay un pago en curso para esto. Espera a su resultado.',
  },
  'payment.confirming': {
    en: 'We are confirming your payment with the bank. This page will show the result shortly.',
    ar: 'نقوم بتأكيد دفعتك مع البنك. ستظهر النتيجة في هذه الصفحة قريبًا.',
    es: 'Estamos confirmando tu pago con el banco. Esta página mostrará el resultado en breve.',
  },
  'payment.redirect': {
    en: 'Please confirm the payment on your bank’s page.',
    ar: 'يرجى تأكيد الدفع في صفحة البنك.',
    es: 'Confirma el pago en la página de tu banco.',
  },
  'payment.refunded': {
    en: 'Your payment went through but we could not complete your order, so it is being refunded in full. We have e-mailed you; please try again or contact us.',
    ar: 'تمت عملية الدفع لكن تعذّر علينا إتمام طلبك، لذا يجري استرداد المبلغ بالكامل. أرسلنا إليك بريدًا إلكترونيًا؛ يرجى المحاولة مرة أخرى أو التواصل معنا.',
    es: 'Tu pago se realizó, pero no pudimos completar tu pedido, así que se te devuelve íntegro. Te hemos enviado un correo; vuelve a intentarlo o contacta con nosotros.',
  },
  'payment.failed': {
    en: 'The payment did not go through. No money was taken; your cart is kept.',
    ar: 'لم تتم عملية الدفع. لم يتم خصم أي مبلغ؛ وسلتك محفوظة.',
    es: 'El pago no se ha realizado. No se ha cobrado nada; tu carrito se conserva.',
  },
  'payment.cardRequired': {
    en: 'Please enter the card number, expiry month and year, and security code.',
    ar: 'يرجى إدخال رقم البطاقة وشهر وسنة انتهاء الصلاحية ورمز الأمان.',
    es: 'Introduce el número de tarjeta, el mes y el año de caducidad y el código de seguridad.',
  },
  'payment.methodNotOffered': {
    en: 'This payment method is not offered. Please pay by card.',
    ar: 'طريقة الدفع هذه غير متاحة. يرجى الدفع بالبطاقة.',
    es: 'Este método de pago no está disponible. Paga con tarjeta.',
  },
  'payment.notFound': { en: 'Payment not found.', ar: 'الدفعة غير موجودة.', es: 'Pago no encontrado.' },
  'payment.totalChanged': {
    en: 'The total has changed since you saw it: it is now {total}. Nothing was charged; please check it and pay again.',
    ar: 'تغيّر الإجمالي منذ أن رأيته: أصبح الآن {total}. لم يتم خصم أي مبلغ؛ يرجى مراجعته والدفع مرة أخرى.',
    es: 'El total ha cambiado desde que lo viste: ahora es {total}. No se ha cobrado nada; revísalo y vuelve a pagar.',
  },
  'payment.addressRequired': {
    en: 'Please add a delivery address before paying.',
    ar: 'يرجى إضافة عنوان توصيل قبل الدفع.',
    es: 'Añade una dirección de entrega antes de pagar.',
  },
  'payment.addressIncomplete': {
    en: 'Please complete your delivery address (street, postcode, city and country) before paying: the country decides delivery and VAT.',
    ar: 'يرجى إكمال عنوان التوصيل (الشارع والرمز البريدي والمدينة والدولة) قبل الدفع: فالدولة تحدد التوصيل وضريبة القيمة المضافة.',
    es: 'Completa tu dirección de entrega (calle, código postal, ciudad y país) antes de pagar: el país determina el envío y el IVA.',
  },
  'payment.badNotification': {
    en: 'The payment notification could not be verified.',
    ar: 'تعذّر التحقق من إشعار الدفع.',
    es: 'No se ha podido verificar la notificación de pago.',
  },
  'payment.state.pending': {
    en: 'We are confirming your payment.',
    ar: 'نقوم بتأكيد دفعتك.',
    es: 'Estamos confirmando tu pago.',
  },
  'payment.state.succeeded': {
    en: 'Payment received. Thank you for your order.',
    ar: 'تم استلام الدفعة. شكرًا لطلبك.',
    es: 'Pago recibido. Gracias por tu pedido.',
  },
  'payment.state.declined': {
    en: 'The payment was declined. No money was taken; your cart is kept.',
    ar: 'تم رفض الدفع. لم يتم خصم أي مبلغ؛ وسلتك محفوظة.',
    es: 'El pago ha sido rechazado. No se ha cobrado nada; tu carrito se conserva.',
  },
  'payment.state.failed': {
    en: 'The payment did not go through. No money was taken; your cart is kept.',
    ar: 'لم تتم عملية الدفع. لم يتم خصم أي مبلغ؛ وسلتك محفوظة.',
    es: 'El pago no se ha realizado. No se ha cobrado nada; tu carrito se conserva.',
  },
  'payment.state.needs_refund': {
    en: 'We could not complete your order; your payment is being refunded.',
    ar: 'تعذّر علينا إتمام طلبك؛ يجري استرداد دفعتك.',
    es: 'No pudimos completar tu pedido; se está devolviendo tu pago.',
  },
  'payment.state.refunded': {
    en: 'We could not complete your order; your payment has been refunded.',
    ar: 'تعذّر علينا إتمام طلبك؛ تم استرداد دفعتك.',
    es: 'No pudimos completar tu pedido; tu pago ha sido devuelto.',
  },
  'payment.mail.refundSubject': {
    en: 'Your payment is being refunded',
    ar: 'يجري استرداد دفعتك',
    es: 'Te estamos devolviendo tu pago',
  },
  'payment.mail.refundBody': {
    en: 'Hello {name}, your payment of €{total} went through, but we could not complete your order. We are refunding it in full; your bank will show it in a few days. Your cart is kept, so you can try again.',
    ar: 'مرحبًا {name}، تمت دفعتك البالغة {total} يورو، لكن تعذّر علينا إتمام طلبك. نقوم باسترداد المبلغ بالكامل وسيظهر في حسابك البنكي خلال أيام. سلتك محفوظة لتتمكن من المحاولة مرة أخرى.',
    es: 'Hola, {name}: tu pago de {total} € se realizó, pero no pudimos completar tu pedido. Te lo devolvemos íntegro; tu banco lo mostrará en unos días. Tu carrito se conserva para que puedas volver a intentarlo.',
  },
  'payment.mail.refundAction': { en: 'Contact us', ar: 'تواصل معنا', es: 'Contacta con nosotros' },
  'payment.challenge.title': {
    en: 'Sandbox card check',
    ar: 'التحقق من البطاقة التجريبية',
    es: 'Verificación de la tarjeta de pruebas',
  },
  'payment.challenge.body': {
    en: 'This test card needs a customer step, like 3-D Secure. Approve or fail the payment of €{total} by card ending {last4}.',
    ar: 'تتطلب هذه البطاقة التجريبية خطوة من العميل مثل 3-D Secure. وافق على دفع {total} يورو بالبطاقة المنتهية بـ {last4} أو ارفضه.',
    es: 'Esta tarjeta de prueba necesita un paso del cliente, como 3-D Secure. Aprueba o rechaza el pago de {total} € con la tarjeta acabada en {last4}.',
  },
  'payment.challenge.approve': { en: 'Approve', ar: 'موافقة', es: 'Aprobar' },
  'payment.challenge.fail': { en: 'Fail', ar: 'رفض', es: 'Rechazar' },
} as const satisfies Record<string, Record<Lang, string>>;
