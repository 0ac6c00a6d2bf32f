import type { Lang } from '@shop/shared';

/** Blind shipping, the reseller's delivery note, the packing list and "Order again" (issue 13). */
export const tradeOrdersMessages = {
  'orders.deliveryNoteMissing': {
    en: 'Choose the PDF of your delivery note.',
    ar: 'اختر ملف PDF لإشعار التسليم الخاص بك.',
    es: 'Elige el PDF de tu albarán de entrega.',
  },
  'orders.deliveryNoteNotPdf': {
    en: '“{name}” is not a PDF. The delivery note must be a PDF file.',
    ar: '«{name}» ليس ملف PDF. يجب أن يكون إشعار التسليم ملف PDF.',
    es: '«{name}» no es un PDF. El albarán de entrega debe ser un archivo PDF.',
  },
  'orders.deliveryNoteTooLate': {
    en: 'The delivery note can only be changed before production starts (order {code}).',
    ar: 'لا يمكن تغيير إشعار التسليم إلا قبل بدء الإنتاج (الطلب {code}).',
    es: 'El albarán de entrega solo puede cambiarse antes de que empiece la producción (pedido {code}).',
  },
  'orders.deliveryNoteSaved': {
    en: 'Your delivery note is attached to order {code}.',
    ar: 'تم إرفاق إشعار التسليم بالطلب {code}.',
    es: 'Tu albarán de entrega se ha adjuntado al pedido {code}.',
  },
  'orders.reorderUnavailable': {
    en: 'Order {code} cannot be ordered again as it was: some items are no longer sold as configured.',
    ar: 'لا يمكن إعادة طلب {code} كما كان: بعض العناصر لم تعد تُباع بهذا الإعداد.',
    es: 'El pedido {code} no puede repetirse tal como era: algunos artículos ya no se venden con esa configuración.',
  },
  'orders.reorderLineUnavailable': {
    en: '“{title}” is no longer available with these options or size.',
    ar: '«{title}» لم يعد متاحًا بهذه الخيارات أو المقاس.',
    es: '«{title}» ya no está disponible con estas opciones o este tamaño.',
  },
  'orders.reorderFileMissing': {
    en: 'The file “{name}” of this order is no longer stored; upload it again with a new order.',
    ar: 'لم يعد الملف «{name}» من هذا الطلب محفوظًا؛ ارفعه مجددًا مع طلب جديد.',
    es: 'El archivo «{name}» de este pedido ya no está guardado; súbelo de nuevo con un pedido nuevo.',
  },
  'orders.reorderCartFull': {
    en: 'Your cart cannot hold these {count} items: at most {max} lines. Empty it a little first.',
    ar: 'لا تتسع سلتك لهذه العناصر ({count}): الحد الأقصى {max} بندًا. أفرغها قليلًا أولًا.',
    es: 'Tu carrito no admite estos {count} artículos: como máximo {max} líneas. Vacíalo un poco primero.',
  },
  'orders.reordered': {
    en: 'The items of order {code} are back in your cart at today’s prices.',
    ar: 'عادت عناصر الطلب {code} إلى سلتك بأسعار اليوم.',
    es: 'Los artículos del pedido {code} vuelven a estar en tu carrito a los precios de hoy.',
  },
  'packing.title': { en: 'Packing list {code}', ar: 'قائمة التعبئة {code}', es: 'Lista de embalaje {code}' },
  'packing.blind': {
    en: 'BLIND SHIPPING — no shop branding (no logo, flyers, invoice or branded tape)',
    ar: 'شحن محايد — بدون علامة المتجر (لا شعار ولا منشورات ولا فاتورة ولا شريط يحمل العلامة)',
    es: 'ENVÍO NEUTRO — sin marca de la tienda (sin logotipo, folletos, factura ni cinta con marca)',
  },
  'packing.deliveryNote': {
    en: 'Reseller’s delivery note enclosed: print “{name}” and put it in the parcel.',
    ar: 'إشعار التسليم الخاص بالموزّع مرفق: اطبع «{name}» وضعه داخل الطرد.',
    es: 'Albarán del revendedor incluido: imprime «{name}» y mételo en el paquete.',
  },
  'packing.noInvoice': {
    en: 'No invoice enclosed: the invoice goes to the buyer by e-mail only.',
    ar: 'لا تُرفق أي فاتورة: تُرسل الفاتورة إلى المشتري بالبريد الإلكتروني فقط.',
    es: 'No se incluye factura: la factura se envía al comprador solo por correo electrónico.',
  },
  'packing.shipFrom': { en: 'Sender', ar: 'المرسِل', es: 'Remitente' },
  'packing.email': { en: 'E-mail: {email}', ar: 'البريد الإلكتروني: {email}', es: 'Correo: {email}' },
  'packing.labelTitle': {
    en: 'Parcel label {code}',
    ar: 'ملصق الطرد {code}',
    es: 'Etiqueta del paquete {code}',
  },
  'packing.tracking': { en: 'Tracking: {numbers}', ar: 'التتبع: {numbers}', es: 'Seguimiento: {numbers}' },
  'packing.shipTo': { en: 'Ship to', ar: 'الشحن إلى', es: 'Enviar a' },
  'packing.paidAt': { en: 'Paid', ar: 'تاريخ الدفع', es: 'Pagado' },
  'packing.poNumber': {
    en: 'Customer PO number: {po}',
    ar: 'رقم أمر شراء العميل: {po}',
    es: 'N.º de pedido de compra del cliente: {po}',
  },
  'packing.lineLabel': {
    en: 'Customer label: {label}',
    ar: 'تسمية العميل: {label}',
    es: 'Etiqueta del cliente: {label}',
  },
  'packing.item': { en: 'Item', ar: 'العنصر', es: 'Artículo' },
  'packing.quantity': { en: 'Qty', ar: 'الكمية', es: 'Cant.' },
  'packing.size': { en: '{width} × {height} cm', ar: '{width} × {height} سم', es: '{width} × {height} cm' },
  'packing.files': { en: 'Files: {names}', ar: 'الملفات: {names}', es: 'Archivos: {names}' },
  'packing.noFiles': { en: 'No files', ar: 'لا ملفات', es: 'Sin archivos' },
  'packing.check': { en: 'Packed', ar: 'تمت التعبئة', es: 'Embalado' },
  'packing.phone': { en: 'Phone: {phone}', ar: 'الهاتف: {phone}', es: 'Teléfono: {phone}' },
  'proofCover.title': {
    en: 'Proof for your approval',
    ar: 'بروفة للموافقة عليها',
    es: 'Prueba para tu aprobación',
  },
  'proofCover.version': {
    en: 'Version {version}, sent {date}',
    ar: 'الإصدار {version}، أُرسلت في {date}',
    es: 'Versión {version}, enviada el {date}',
  },
  'proofCover.reference': {
    en: 'Your reference: {reference}',
    ar: 'مرجعك: {reference}',
    es: 'Tu referencia: {reference}',
  },
  'proofCover.item': { en: 'Item: {item}', ar: 'المنتج: {item}', es: 'Artículo: {item}' },
  'proofCover.note': { en: 'Note: {note}', ar: 'ملاحظة: {note}', es: 'Nota: {note}' },
  'proofCover.check': {
    en: 'Please check texts, spelling, colours, size and finishing on the following pages. Printing starts only after your approval.',
    ar: 'يرجى التحقق من النصوص والإملاء والألوان والمقاس والتشطيب في الصفحات التالية. لا تبدأ الطباعة إلا بعد موافقتك.',
    es: 'Revisa textos, ortografía, colores, tamaño y acabados en las páginas siguientes. La impresión empieza solo tras tu aprobación.',
  },
  'proofCover.reply': {
    en: 'To approve it or ask for changes, reply to {contact}.',
    ar: 'للموافقة عليها أو طلب تعديلات، راسل {contact}.',
    es: 'Para aprobarla o pedir cambios, responde a {contact}.',
  },
  'packing.page': {
    en: 'Page {page} of {pages}',
    ar: 'صفحة {page} من {pages}',
    es: 'Página {page} de {pages}',
  },
} as const satisfies Record<string, Record<Lang, string>>;
