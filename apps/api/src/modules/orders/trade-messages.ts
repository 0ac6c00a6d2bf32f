import type { Lang } from '@shop/shared';

/** Blind shipping, the reseller's delivery note, the packing list and "Order again" (issue 13). */
export const tradeOrdersMessages = {
  'orders.deliveryNoteMissing': {
    en: 'Choose the PDF of your delivery note.',
    ar: 'اختر ملف PDF لإشعار التسليم الخاص بك.',
  },
  'orders.deliveryNoteNotPdf': {
    en: '“{name}” is not a PDF. The delivery note must be a PDF file.',
    ar: '«{name}» ليس ملف PDF. يجب أن يكون إشعار التسليم ملف PDF.',
  },
  'orders.deliveryNoteTooLate': {
    en: 'The delivery note can only be changed before production starts (order {code}).',
    ar: 'لا يمكن تغيير إشعار التسليم إلا قبل بدء الإنتاج (الطلب {code}).',
  },
  'orders.deliveryNoteSaved': {
    en: 'Your delivery note is attached to order {code}.',
    ar: 'تم إرفاق إشعار التسليم بالطلب {code}.',
  },
  'orders.reorderUnavailable': {
    en: 'Order {code} cannot be ordered again as it was: some items are no longer sold as configured.',
    ar: 'لا يمكن إعادة طلب {code} كما كان: بعض العناصر لم تعد تُباع بهذا الإعداد.',
  },
  'orders.reorderLineUnavailable': {
    en: '“{title}” is no longer available with these options or size.',
    ar: '«{title}» لم يعد متاحًا بهذه الخيارات أو المقاس.',
  },
  'orders.reorderFileMissing': {
    en: 'The file “{name}” of this order is no longer stored; upload it again with a new order.',
    ar: 'لم يعد الملف «{name}» من هذا الطلب محفوظًا؛ ارفعه مجددًا مع طلب جديد.',
  },
  'orders.reorderCartFull': {
    en: 'Your cart cannot hold these {count} items: at most {max} lines. Empty it a little first.',
    ar: 'لا تتسع سلتك لهذه العناصر ({count}): الحد الأقصى {max} بندًا. أفرغها قليلًا أولًا.',
  },
  'orders.reordered': {
    en: 'The items of order {code} are back in your cart at today’s prices.',
    ar: 'عادت عناصر الطلب {code} إلى سلتك بأسعار اليوم.',
  },
  'packing.title': { en: 'Packing list {code}', ar: 'قائمة التعبئة {code}' },
  'packing.blind': {
    en: 'BLIND SHIPPING — no shop branding (no logo, flyers, invoice or branded tape)',
    ar: 'شحن محايد — بدون علامة المتجر (لا شعار ولا منشورات ولا فاتورة ولا شريط يحمل العلامة)',
  },
  'packing.deliveryNote': {
    en: 'Reseller’s delivery note enclosed: print “{name}” and put it in the parcel.',
    ar: 'إشعار التسليم الخاص بالموزّع مرفق: اطبع «{name}» وضعه داخل الطرد.',
  },
  'packing.shipTo': { en: 'Ship to', ar: 'الشحن إلى' },
  'packing.paidAt': { en: 'Paid', ar: 'تاريخ الدفع' },
  'packing.item': { en: 'Item', ar: 'العنصر' },
  'packing.quantity': { en: 'Qty', ar: 'الكمية' },
  'packing.size': { en: '{width} × {height} cm', ar: '{width} × {height} سم' },
  'packing.files': { en: 'Files: {names}', ar: 'الملفات: {names}' },
  'packing.noFiles': { en: 'No files', ar: 'لا ملفات' },
  'packing.check': { en: 'Packed', ar: 'تمت التعبئة' },
  'packing.phone': { en: 'Phone: {phone}', ar: 'الهاتف: {phone}' },
  'packing.page': { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
} as const satisfies Record<string, Record<Lang, string>>;
