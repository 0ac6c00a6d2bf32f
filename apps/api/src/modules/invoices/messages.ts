import type { Lang } from '@shop/shared';

/** Labels of the invoice PDF. `{name}` placeholders are filled by the renderer. */
export const invoiceMessages = {
  'invoice.title': { en: 'Invoice {number}', ar: 'فاتورة {number}' },
  'invoice.heading': { en: 'Invoice', ar: 'فاتورة' },
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
  'invoice.paidBy': { en: 'Paid by card: {card}', ar: 'مدفوعة بالبطاقة: {card}' },
  'invoice.page': { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
  'invoice.thanks': { en: 'Thank you for your order.', ar: 'شكرًا لطلبك.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type InvoiceMessageKey = keyof typeof invoiceMessages;
