import type { Lang } from '@shop/shared';

/** Labels of the invoice PDF. `{name}` placeholders are filled by the renderer. */
export const invoiceMessages = {
  'invoice.title': { en: 'Invoice {number}', ar: 'فاتورة {number}', es: 'Factura {number}' },
  'invoice.heading': { en: 'Invoice', ar: 'فاتورة', es: 'Factura' },
  'invoice.annulled': { en: 'Annulled on {date}', ar: 'ملغاة في {date}', es: 'Anulada el {date}' },
  'invoice.replacedBy': {
    en: 'replaced by invoice {number}',
    ar: 'حلّت محلها الفاتورة {number}',
    es: 'sustituida por la factura {number}',
  },
  'creditNote.title': {
    en: 'Credit note {number}',
    ar: 'إشعار دائن {number}',
    es: 'Factura rectificativa {number}',
  },
  'creditNote.corrects': { en: 'Corrects invoice', ar: 'تصحّح الفاتورة', es: 'Rectifica la factura' },
  'creditNote.base': {
    en: 'Taxable base ({rate})',
    ar: 'الوعاء الضريبي ({rate})',
    es: 'Base imponible ({rate})',
  },
  'creditNote.legal': {
    en: 'Corrective invoice by differences (art. 15 RD 1619/2012) of invoice {number}: the amounts above are refunded.',
    ar: 'فاتورة تصحيحية بالفروقات (المادة 15 من المرسوم الملكي 1619/2012) للفاتورة {number}: المبالغ أعلاه مستردة.',
    es: 'Factura rectificativa por diferencias (art. 15 RD 1619/2012) de la factura {number}: se reembolsan los importes anteriores.',
  },
  'quote.title': { en: 'Quote {number}', ar: 'عرض سعر {number}', es: 'Presupuesto {number}' },
  'quote.issuedAt': { en: 'Date', ar: 'التاريخ', es: 'Fecha' },
  'quote.validUntil': { en: 'Valid until', ar: 'صالح حتى', es: 'Válido hasta' },
  'quote.base': { en: '{title}: printing', ar: '{title}: الطباعة', es: '{title}: impresión' },
  'quote.size': {
    en: '{size} cm ({area} m² each)',
    ar: '{size} سم ({area} م² للقطعة)',
    es: '{size} cm ({area} m² cada uno)',
  },
  'quote.option': { en: '{section}: {choice}', ar: '{section}: {choice}', es: '{section}: {choice}' },
  'quote.optionFixed': { en: 'once per order', ar: 'مرة واحدة للطلب', es: 'una vez por pedido' },
  'quote.quantityDiscount': {
    en: 'Quantity discount ({percent})',
    ar: 'خصم الكمية ({percent})',
    es: 'Descuento por cantidad ({percent})',
  },
  'quote.minCharge': {
    en: 'Minimum order charge: the line is priced at {amount}.',
    ar: 'الحد الأدنى للطلب: سعر البند {amount}.',
    es: 'Importe mínimo de pedido: la línea se cobra a {amount}.',
  },
  'quote.shippingTo': {
    en: 'Delivery to {country}: {price}.',
    ar: 'التوصيل إلى {country}: {price}.',
    es: 'Envío a {country}: {price}.',
  },
  'quote.shippingFree': {
    en: 'Delivery to {country}: free.',
    ar: 'التوصيل إلى {country}: مجاني.',
    es: 'Envío a {country}: gratis.',
  },
  'quote.remainingForFree': {
    en: 'Add {amount} of goods (VAT excluded) for free delivery.',
    ar: 'أضف بضائع بقيمة {amount} (بدون ضريبة القيمة المضافة) لتحصل على توصيل مجاني.',
    es: 'Añade {amount} en productos (IVA no incluido) para tener el envío gratis.',
  },
  'quote.shippingOnRequest': {
    en: 'Delivery to {country} is quoted on request: please contact us.',
    ar: 'يُسعَّر التوصيل إلى {country} عند الطلب: يرجى التواصل معنا.',
    es: 'El envío a {country} se presupuesta bajo petición: contacta con nosotros.',
  },
  'quote.deliveredBy': {
    en: 'Delivered by {date}: {production} working days of production and {courier} of courier, if ordered today before 13:00 (Madrid).',
    ar: 'التسليم بحلول {date}: {production} أيام عمل للإنتاج و{courier} للشحن، إذا طُلب اليوم قبل الساعة 13:00 (مدريد).',
    es: 'Entrega el {date}: {production} días laborables de producción y {courier} de mensajería, si lo pides hoy antes de las 13:00 (hora de Madrid).',
  },
  'quote.shipsOn': {
    en: 'Ready to ship on {date} ({production} working days of production).',
    ar: 'جاهز للشحن في {date} ({production} أيام عمل للإنتاج).',
    es: 'Listo para enviar el {date} ({production} días laborables de producción).',
  },
  'quote.validity': {
    en: 'Prices are valid until {date} and are checked again when you order.',
    ar: 'الأسعار صالحة حتى {date} ويُعاد التحقق منها عند الطلب.',
    es: 'Los precios son válidos hasta el {date} y se vuelven a comprobar al hacer el pedido.',
  },
  'invoice.issuedAt': { en: 'Date of issue', ar: 'تاريخ الإصدار', es: 'Fecha de emisión' },
  'invoice.order': { en: 'Order', ar: 'الطلب', es: 'Pedido' },
  'invoice.poNumber': {
    en: 'Your PO number',
    ar: 'رقم أمر الشراء الخاص بك',
    es: 'Su n.º de pedido de compra',
  },
  'invoice.lineLabel': { en: 'Your label: {label}', ar: 'تسميتك: {label}', es: 'Su etiqueta: {label}' },
  'invoice.taxId': { en: 'Tax ID (CIF)', ar: 'الرقم الضريبي (CIF)', es: 'NIF (CIF)' },
  'invoice.phone': { en: 'Phone', ar: 'الهاتف', es: 'Teléfono' },
  'invoice.email': { en: 'E-mail', ar: 'البريد الإلكتروني', es: 'Correo electrónico' },
  'invoice.seller': { en: 'From', ar: 'من', es: 'Emisor' },
  'invoice.billTo': { en: 'Bill to', ar: 'فاتورة إلى', es: 'Facturar a' },
  'invoice.deliverTo': { en: 'Deliver to', ar: 'التوصيل إلى', es: 'Entregar a' },
  'invoice.country': { en: 'Country', ar: 'البلد', es: 'País' },
  'invoice.item': { en: 'Item', ar: 'المنتج', es: 'Artículo' },
  'invoice.quantity': { en: 'Qty', ar: 'الكمية', es: 'Cant.' },
  'invoice.unitPrice': { en: 'Unit price', ar: 'سعر الوحدة', es: 'Precio unitario' },
  'invoice.lineTotal': { en: 'Amount', ar: 'المبلغ', es: 'Importe' },
  'invoice.subtotal': { en: 'Subtotal', ar: 'المجموع الفرعي', es: 'Subtotal' },
  'invoice.discount': { en: 'Discount', ar: 'الخصم', es: 'Descuento' },
  'invoice.discountCoupon': {
    en: 'Discount (coupon {code})',
    ar: 'الخصم (القسيمة {code})',
    es: 'Descuento (cupón {code})',
  },
  'invoice.shipping': { en: 'Shipping', ar: 'الشحن', es: 'Envío' },
  'invoice.vat': { en: 'VAT {rate}', ar: 'ضريبة القيمة المضافة {rate}', es: 'IVA {rate}' },
  'invoice.taxBase': {
    en: 'Taxable base (base imponible) {rate}',
    ar: 'الوعاء الضريبي (base imponible) {rate}',
    es: 'Base imponible {rate}',
  },
  'invoice.lineQuantityDiscount': {
    en: 'Quantity discount {percent} %',
    ar: 'خصم الكمية {percent} %',
    es: 'Descuento por cantidad {percent} %',
  },
  'invoice.lineMinimumCharge': {
    en: 'Minimum charge top-up',
    ar: 'إكمال الحد الأدنى للسعر',
    es: 'Suplemento hasta el importe mínimo',
  },
  'invoice.lineOneOff': {
    en: 'One-off charge for: {item}',
    ar: 'رسم لمرة واحدة لـ: {item}',
    es: 'Cargo único para: {item}',
  },
  'invoice.lineAppliesTo': { en: 'On: {item}', ar: 'على: {item}', es: 'Sobre: {item}' },
  'invoice.total': { en: 'Total', ar: 'الإجمالي', es: 'Total' },
  'invoice.pricesNote': {
    en: 'Amounts in euros. Unit prices and line amounts exclude VAT.',
    ar: 'المبالغ باليورو. أسعار الوحدات ومبالغ البنود لا تشمل ضريبة القيمة المضافة.',
    es: 'Importes en euros. Los precios unitarios y los importes de línea no incluyen IVA.',
  },
  'invoice.vatNoteExport': {
    en: 'VAT exempt: export of goods outside the EU, art. 21 Ley 37/1992 del IVA.',
    ar: 'معفاة من ضريبة القيمة المضافة: تصدير سلع إلى خارج الاتحاد الأوروبي، المادة 21 من القانون الإسباني 37/1992 لضريبة القيمة المضافة.',
    es: 'Exento de IVA: exportación de bienes fuera de la UE, art. 21 Ley 37/1992 del IVA.',
  },
  'invoice.vatNoteEu': {
    en: 'EU distance sale to a consumer: Spanish VAT charged (supply taxed in Spain under the EU €10,000 threshold, art. 73 Ley 37/1992 del IVA).',
    ar: 'بيع عن بُعد لمستهلك في الاتحاد الأوروبي: طُبّقت ضريبة القيمة المضافة الإسبانية (يخضع البيع للضريبة في إسبانيا ضمن حد 10,000 يورو في الاتحاد الأوروبي، المادة 73 من القانون الإسباني 37/1992 لضريبة القيمة المضافة).',
    es: 'Venta a distancia en la UE a un consumidor: se aplica el IVA español (entrega gravada en España por debajo del umbral europeo de 10 000 €, art. 73 Ley 37/1992 del IVA).',
  },
  'invoice.buyerTaxId': { en: 'Tax ID: {taxId}', ar: 'الرقم الضريبي: {taxId}', es: 'NIF/IVA: {taxId}' },
  'invoice.reverseCharge': {
    en: 'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive {directive}.',
    ar: 'احتساب عكسي: يتولى المستلم احتساب ضريبة القيمة المضافة وسدادها، المادة 196 من التوجيه {directive}.',
    es: 'Inversión del sujeto pasivo: IVA a liquidar por el destinatario, art. 196 de la Directiva {directive}.',
  },
  'invoice.paidBy': {
    en: 'Paid by card: {card}',
    ar: 'مدفوعة بالبطاقة: {card}',
    es: 'Pagado con tarjeta: {card}',
  },
  'invoice.page': {
    en: 'Page {page} of {pages}',
    ar: 'صفحة {page} من {pages}',
    es: 'Página {page} de {pages}',
  },
  'invoice.thanks': { en: 'Thank you for your order.', ar: 'شكرًا لطلبك.', es: 'Gracias por tu pedido.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type InvoiceMessageKey = keyof typeof invoiceMessages;
