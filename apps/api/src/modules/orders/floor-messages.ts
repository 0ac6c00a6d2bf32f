import type { Lang } from '@shop/shared';

/** The production floor: scanning codes, dispatching with a carrier, job tickets (issue 24). */
export const floorMessages = {
  'orders.codeUnknown': {
    en: 'No order has the code {code}.',
    ar: 'لا يوجد طلب بالرمز {code}.',
    es: 'Ningún pedido tiene el código {code}.',
  },
  'orders.codeMalformed': {
    en: 'An order code is P or S followed by six digits.',
    ar: 'رمز الطلب هو P أو S متبوعًا بستة أرقام.',
    es: 'Un código de pedido es P o S seguido de seis cifras.',
  },
  'orders.carrierRequired': {
    en: 'Choose the carrier the parcel is handed to.',
    ar: 'اختر شركة الشحن التي تُسلَّم إليها الطرود.',
    es: 'Elige la mensajería a la que se entrega el paquete.',
  },
  'orders.trackingRequired': {
    en: 'Give at least one tracking number.',
    ar: 'أدخل رقم تتبع واحدًا على الأقل.',
    es: 'Indica al menos un número de seguimiento.',
  },
  'orders.carrierUnknown': {
    en: 'This carrier is not in the active list.',
    ar: 'شركة الشحن هذه ليست في القائمة النشطة.',
    es: 'Esta mensajería no está en la lista activa.',
  },
  'orders.carrierNotFound': {
    en: 'Carrier not found.',
    ar: 'شركة الشحن غير موجودة.',
    es: 'Mensajería no encontrada.',
  },
  'orders.ticketsDay': {
    en: 'The day is YYYY-MM-DD or today.',
    ar: 'اليوم بصيغة YYYY-MM-DD أو today.',
    es: 'El día es AAAA-MM-DD o today.',
  },
  'orders.noTickets': {
    en: 'No order is due for dispatch on {day}.',
    ar: 'لا يوجد طلب مستحق الشحن في {day}.',
    es: 'Ningún pedido debe enviarse el {day}.',
  },
  'orders.mail.tracking': {
    en: 'Carrier: {carrier}. Tracking number {number}: {url}',
    ar: 'شركة الشحن: {carrier}. رقم التتبع {number}: {url}',
    es: 'Mensajería: {carrier}. Número de seguimiento {number}: {url}',
  },
  'ticket.title': { en: 'Job ticket', ar: 'بطاقة العمل', es: 'Hoja de trabajo' },
  'ticket.customer': { en: 'Customer', ar: 'العميل', es: 'Cliente' },
  'ticket.dispatchBy': { en: 'Dispatch by', ar: 'الشحن قبل', es: 'Enviar antes de' },
  'ticket.deliveredBy': { en: 'Delivered by', ar: 'التسليم قبل', es: 'Entregado antes de' },
  'ticket.poNumber': { en: 'PO number', ar: 'رقم أمر الشراء', es: 'N.º de pedido de compra' },
  'ticket.blind': {
    en: 'BLIND SHIPPING: no shop branding on the parcel',
    ar: 'شحن دون علامة: لا شيء من علامة المتجر على الطرد',
    es: 'ENVÍO NEUTRO: nada de la marca de la tienda en el paquete',
  },
  'ticket.notBlind': {
    en: 'Shop-branded parcel',
    ar: 'طرد بعلامة المتجر',
    es: 'Paquete con la marca de la tienda',
  },
  'ticket.shipTo': { en: 'Ship to', ar: 'الشحن إلى', es: 'Enviar a' },
  'ticket.line': { en: 'Line {n}', ar: 'البند {n}', es: 'Línea {n}' },
  'ticket.quantity': { en: 'Quantity: {count}', ar: 'الكمية: {count}', es: 'Cantidad: {count}' },
  'ticket.label': {
    en: 'Customer’s label: {label}',
    ar: 'تسمية العميل: {label}',
    es: 'Etiqueta del cliente: {label}',
  },
  'ticket.proof': {
    en: 'Proof version approved: {version}',
    ar: 'نسخة البروفة المعتمدة: {version}',
    es: 'Versión de prueba aprobada: {version}',
  },
  'ticket.files': { en: 'Artwork', ar: 'ملفات التصميم', es: 'Archivos de diseño' },
  'ticket.noFiles': { en: 'No artwork', ar: 'لا ملفات تصميم', es: 'Sin archivos de diseño' },
  'ticket.pages': { en: '{count} page(s)', ar: 'عدد الصفحات: {count}', es: '{count} página(s)' },
  'ticket.preflight': { en: 'Preflight: {state}', ar: 'الفحص المسبق: {state}', es: 'Comprobación: {state}' },
  'ticket.preflightNone': { en: 'not checked', ar: 'لم يُفحص', es: 'sin comprobar' },
  'ticket.status': { en: 'Status: {status}', ar: 'الحالة: {status}', es: 'Estado: {status}' },
} as const satisfies Record<string, Record<Lang, string>>;
