import type { Lang } from '@shop/shared';

export const quotesMessages = {
  'savedQuote.notFound': {
    en: 'Quote not found.',
    ar: 'العرض غير موجود.',
    es: 'Presupuesto no encontrado.',
  },
  'savedQuote.saved': {
    en: 'Quote {number} saved: valid until {date}.',
    ar: 'تم حفظ العرض {number}: صالح حتى {date}.',
    es: 'Presupuesto {number} guardado: válido hasta el {date}.',
  },
  'savedQuote.expired': {
    en: 'Quote {number} expired on {date}: save a new quote from the cart at today’s prices.',
    ar: 'انتهت صلاحية العرض {number} في {date}: احفظ عرضًا جديدًا من السلة بأسعار اليوم.',
    es: 'El presupuesto {number} caducó el {date}: guarda uno nuevo desde el carrito a los precios de hoy.',
  },
  'savedQuote.unavailable': {
    en: 'Quote {number} cannot be reopened: some items are no longer sold as quoted.',
    ar: 'لا يمكن إعادة فتح العرض {number}: بعض العناصر لم تعد تُباع كما في العرض.',
    es: 'No se puede reabrir el presupuesto {number}: algunos artículos ya no se venden como se presupuestaron.',
  },
  'savedQuote.lineUnavailable': {
    en: 'Line {line} ({title}): the product or one of its options is no longer sold.',
    ar: 'البند {line} ‏({title}): المنتج أو أحد خياراته لم يعد متاحًا للبيع.',
    es: 'Línea {line} ({title}): el producto o alguna de sus opciones ya no está a la venta.',
  },
  'savedQuote.reopened': {
    en: 'The items of quote {number} are in your cart at the quoted prices until {date}.',
    ar: 'عناصر العرض {number} في سلتك بأسعار العرض حتى {date}.',
    es: 'Los artículos del presupuesto {number} están en tu carrito a los precios presupuestados hasta el {date}.',
  },
  'savedQuote.fileMissing': {
    en: 'The design file {name} could not be found in storage: remove it from the cart, or add it again, and try once more.',
    ar: 'تعذّر العثور على ملف التصميم {name} في التخزين: أزِله من السلة أو أضفه من جديد، ثم حاول مرة أخرى.',
    es: 'No se encuentra el archivo de diseño {name} en el almacenamiento: quítalo del carrito o vuelve a añadirlo, e inténtalo otra vez.',
  },
  'savedQuote.cartFull': {
    en: 'Your cart cannot hold these {count} items: at most {max} lines. Empty it a little first.',
    ar: 'لا تتسع سلتك لهذه العناصر ({count}): الحد الأقصى {max} بندًا. أفرغها قليلًا أولًا.',
    es: 'Tu carrito no admite estos {count} artículos: como máximo {max} líneas. Vacíalo un poco primero.',
  },
  'savedQuote.unavailableLineInCart': {
    en: 'Your cart has an item that is no longer sold ({title}): remove it before saving a quote.',
    ar: 'في سلتك عنصر لم يعد متاحًا للبيع ({title}): أزله قبل حفظ العرض.',
    es: 'Tu carrito tiene un artículo que ya no se vende ({title}): quítalo antes de guardar el presupuesto.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
