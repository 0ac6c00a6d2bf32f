import type { Lang } from '@shop/shared';

/** Labels of the invoice PDF. `{name}` placeholders are filled by the renderer. */
export const invoiceMessages = {
  'invoice.title': { en: 'Invoice {number}', ar: 'فاتورة {number}' },
  'invoice.heading': { en: 'Invoice', ar: 'فاتورة' },
  'quote.title': { en: 'Quote {number}', ar: 'عرض سعر {number}' },
  'quote.issuedAt': { en: 'Date', ar: 'التاريخ' },
  'quote.validUntil': { en: 'Valid until', ar: 'صالح حتى' },
  'quote.base': { en: '{title}: printing', ar: '{title}: الطباعة' },
  'quote.size': { en: '{size} cm ({area} m² each)', ar: '{size} سم ({area} م² للقطعة)' },
  'quote.option': { en: '{section}: {choice}', ar: '{section}: {choice}' },
  'quote.optionFixed': { en: 'once per order', ar: 'مرة واحدة للطلب' },
  'quote.quantityDiscount': { en: 'Quantity discount ({percent})', ar: 'خصم الكمية ({percent})' },
  'quote.minCharge': {
    en: 'Minimum order charge: the line is priced at {amount}.',
    ar: 'الحد الأدنى للطلب: سعر البند {amount}.',
  },
  'quote.shippingTo': { en: 'Delivery to {country}: {price}.', ar: 'التوصيل إلى {country}: {price}.' },
  'quote.shippingFree': { en: 'Delivery to {country}: free.', ar: 'التوصيل إلى {country}: مجاني.' },
  'quote.remainingForFree': {
    en: 'Add {amount} of goods (VAT excluded) for free delivery.',
    ar: 'أضف بضائع بقيمة {amount} (بدون ضريبة القيمة المضافة) لتحصل على توصيل مجاني.',
  },
  'quote.shippingOnRequest': {
    en: 'Delivery to {country} is quoted on request: please contact us.',
    ar: 'يُسعَّر التوصيل إلى {country} عند الطلب: يرجى التواصل معنا.',
  },
  'quote.deliveredBy': {
    en: 'Delivered by {date}: {production} working days of production and {courier} of courier, if ordered today before 13:00 (Madrid).',
    ar: 'التسليم بحلول {date}: {production} أيام عمل للإنتاج و{courier} للشحن، إذا طُلب اليوم قبل الساعة 13:00 (مدريد).',
  },
  'quote.shipsOn': {
    en: 'Ready to ship on {date} ({production} working days of production).',
    ar: 'جاهز للشحن في {date} ({production} أيام عمل للإنتاج).',
  },
  'quote.validity': {
    en: 'Prices are valid until {date} and are checked again when you order.',
    ar: 'الأسعار صالحة حتى {date} ويُعاد التحقق منها عند الطلب.',
  },
  'invoice.issuedAt': { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  'invoice.order': { en: 'Order', ar: 'الطلب' },
  'invoice.taxId': { en: 'Tax ID (CIF)', ar: 'الرقم الضريبي (CIF)' },
  'invoice.phone': { en: 'Phone', ar: 'الهاتف' },
  'invoice.email': { en: 'E-mail', ar: 'البريد الإلكتروني' },
  'invoice.seller': { en: 'From', ar: 'من' },
  'invoice.billTo': { en: 'Bill to', ar: 'فاتورة إلى' },
  'invoice.deliverTo': { en: 'Deliver to', ar: 'التوصيل إلى' },
  'invoice.country': { en: 'Country', ar: 'البلد' },
  'invoice.item': { en: 'Item', ar: 'المنتج' },
  'invoice.quantity': { en: 'Qty', ar: 'الكمية' },
  'invoice.unitPrice': { en: 'Unit price', ar: 'سعر الوحدة' },
  'invoice.lineTotal': { en: 'Amount', ar: 'المبلغ' },
  'invoice.subtotal': { en: 'Subtotal', ar: 'المجموع الفرعي' },
  'invoice.discount': { en: 'Discount', ar: 'الخصم' },
  'invoice.discountCoupon': { en: 'Discount (coupon {code})', ar: 'الخصم (القسيمة {code})' },
  'invoice.shipping': { en: 'Shipping', ar: 'الشحن' },
  'invoice.vat': { en: 'VAT {rate}', ar: 'ضريبة القيمة المضافة {rate}' },
  'invoice.total': { en: 'Total', ar: 'الإجمالي' },
  'invoice.pricesNote': {
    en: 'Amounts in euros. Unit prices and line amounts exclude VAT.',
    ar: 'المبالغ باليورو. أسعار الوحدات ومبالغ البنود لا تشمل ضريبة القيمة المضافة.',
  },
  'invoice.vatNoteExport': {
    en: 'VAT exempt: export of goods outside the EU, art. 21 Ley 37/1992 del IVA.',
    ar: 'معفاة من ضريبة القيمة المضافة: تصدير سلع إلى خارج الاتحاد الأوروبي، المادة 21 من القانون الإسباني 37/1992 لضريبة القيمة المضافة.',
  },
  'invoice.vatNoteEu': {
    en: 'EU distance sale to a consumer: Spanish VAT charged (supply taxed in Spain under the EU €10,000 threshold, art. 73 Ley 37/1992 del IVA).',
    ar: 'بيع عن بُعد لمستهلك في الاتحاد الأوروبي: طُبّقت ضريبة القيمة المضافة الإسبانية (يخضع البيع للضريبة في إسبانيا ضمن حد 10,000 يورو في الاتحاد الأوروبي، المادة 73 من القانون الإسباني 37/1992 لضريبة القيمة المضافة).',
  },
  'invoice.buyerTaxId': { en: 'Tax ID: {taxId}', ar: 'الرقم الضريبي: {taxId}' },
  'invoice.reverseCharge': {
    en: 'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive {directive}.',
    ar: 'احتساب عكسي: يتولى المستلم احتساب ضريبة القيمة المضافة وسدادها، المادة 196 من التوجيه {directive}.',
  },
  'invoice.paidBy': { en: 'Paid by card: {card}', ar: 'مدفوعة بالبطاقة: {card}' },
  'invoice.page': { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
  'invoice.thanks': { en: 'Thank you for your order.', ar: 'شكرًا لطلبك.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type InvoiceMessageKey = keyof typeof invoiceMessages;
