import type { Lang } from '@shop/shared';

/** Messages of the reseller API (/api/reseller/*). */
export const resellerMessages = {
  'reseller.productUnavailable': {
    en: 'Line {line}: product {id} does not exist or is not for sale.',
    ar: 'السطر {line}: المنتج {id} غير موجود أو غير معروض للبيع.',
    es: 'Línea {line}: el producto {id} no existe o no está a la venta.',
  },
  'reseller.lineRefused': {
    en: 'This is about line {line} of the request.',
    ar: 'يتعلق هذا بالسطر {line} من الطلب.',
    es: 'Esto se refiere a la línea {line} de la petición.',
  },
  'reseller.quoteNotFound': {
    en: 'There is no quote {id} on this account.',
    ar: 'لا يوجد عرض سعر {id} في هذا الحساب.',
    es: 'No hay ningún presupuesto {id} en esta cuenta.',
  },
  'reseller.quoteExpired': {
    en: 'Quote {id} expired on {date}: ask for a new quote.',
    ar: 'انتهت صلاحية عرض السعر {id} في {date}: اطلب عرض سعر جديدًا.',
    es: 'El presupuesto {id} caducó el {date}: pide un presupuesto nuevo.',
  },
  'reseller.linesOrQuote': {
    en: 'Send either lines or a quote_id, not both and not neither.',
    ar: 'أرسل إما الأسطر أو quote_id، لا كليهما ولا أيًّا منهما.',
    es: 'Envía líneas o un quote_id, no ambos ni ninguno.',
  },
  'reseller.artworkPerLine': {
    en: 'Give one artwork (upload_id or url) for each of the {count} lines.',
    ar: 'قدّم ملف تصميم واحدًا (upload_id أو url) لكل سطر من الأسطر الـ {count}.',
    es: 'Indica un diseño (upload_id o url) para cada una de las {count} líneas.',
  },
  'reseller.artworkOneSource': {
    en: 'Line {line}: give the artwork as upload_id or as url, one of the two.',
    ar: 'السطر {line}: قدّم ملف التصميم كـ upload_id أو كـ url، أحدهما فقط.',
    es: 'Línea {line}: indica el diseño como upload_id o como url, solo uno de los dos.',
  },
  'reseller.uploadNotFound': {
    en: 'Line {line}: there is no unused upload {id} on this account.',
    ar: 'السطر {line}: لا يوجد ملف مرفوع غير مستخدم برقم {id} في هذا الحساب.',
    es: 'Línea {line}: no hay ninguna subida {id} sin usar en esta cuenta.',
  },
  'reseller.addressCountryMismatch': {
    en: 'The delivery address is in {country}, but quote {id} was priced for another destination: ask for a quote to this address.',
    ar: 'عنوان التسليم في {country}، لكن عرض السعر {id} حُسب لوجهة أخرى: اطلب عرض سعر لهذا العنوان.',
    es: 'La dirección de entrega está en {country}, pero el presupuesto {id} se calculó para otro destino: pide un presupuesto para esta dirección.',
  },
  'reseller.idempotencyConflict': {
    en: 'This Idempotency-Key was already used with a different request.',
    ar: 'تم استخدام مفتاح Idempotency-Key هذا من قبل مع طلب مختلف.',
    es: 'Esta Idempotency-Key ya se usó con una petición distinta.',
  },
  'reseller.externalRefTaken': {
    en: 'Your reference {ref} already names order {code} with different contents.',
    ar: 'مرجعك {ref} يخص بالفعل الطلب {code} بمحتوى مختلف.',
    es: 'Tu referencia {ref} ya corresponde al pedido {code} con otro contenido.',
  },
  'reseller.idempotencyKeyRequired': {
    en: 'Send an Idempotency-Key header (any unique string up to 200 characters) with every order.',
    ar: 'أرسل ترويسة Idempotency-Key (أي نص فريد حتى 200 حرف) مع كل طلب.',
    es: 'Envía una cabecera Idempotency-Key (cualquier texto único de hasta 200 caracteres) con cada pedido.',
  },
  'reseller.noCreditTerms': {
    en: 'Orders through the API are paid on account, and this account has no credit terms. Ask the shop for credit terms, or order in the shop and pay by card.',
    ar: 'تُدفع الطلبات عبر API على الحساب، وهذا الحساب ليس لديه شروط ائتمان. اطلب من المتجر شروط ائتمان، أو اطلب من المتجر وادفع بالبطاقة.',
    es: 'Los pedidos por la API se pagan a cuenta y esta cuenta no tiene condiciones de crédito. Pide condiciones de crédito a la tienda, o haz el pedido en la tienda y paga con tarjeta.',
  },
  'reseller.orderNotFound': {
    en: 'There is no such order on this account.',
    ar: 'لا يوجد مثل هذا الطلب في هذا الحساب.',
    es: 'No existe ese pedido en esta cuenta.',
  },
  'reseller.artworkUrlInvalid': {
    en: 'Artwork URL {url} is not an https:// address the shop can fetch.',
    ar: 'رابط التصميم {url} ليس عنوان https:// يمكن للمتجر جلبه.',
    es: 'La URL del diseño {url} no es una dirección https:// que la tienda pueda descargar.',
  },
  'reseller.artworkUrlRefused': {
    en: 'Artwork URL {url} leads to a private or local network address, which the shop never fetches.',
    ar: 'رابط التصميم {url} يؤدي إلى عنوان شبكة خاصة أو محلية، ولا يجلبه المتجر أبدًا.',
    es: 'La URL del diseño {url} lleva a una dirección de red privada o local, que la tienda nunca descarga.',
  },
  'reseller.artworkTooManyRedirects': {
    en: 'The artwork URL redirected more than {max} times.',
    ar: 'أعاد رابط التصميم التوجيه أكثر من {max} مرات.',
    es: 'La URL del diseño redirigió más de {max} veces.',
  },
  'reseller.artworkUrlFailed': {
    en: 'The artwork at {url} could not be fetched (answer {status}).',
    ar: 'تعذر جلب التصميم من {url} (الاستجابة {status}).',
    es: 'No se pudo descargar el diseño de {url} (respuesta {status}).',
  },
  'reseller.artworkTooLarge': {
    en: 'The artwork at {url} is larger than {mb} MB.',
    ar: 'التصميم في {url} أكبر من {mb} ميغابايت.',
    es: 'El diseño de {url} ocupa más de {mb} MB.',
  },
  'reseller.artworkTimeout': {
    en: 'The artwork at {url} took longer than {seconds} seconds to download.',
    ar: 'استغرق تنزيل التصميم من {url} أكثر من {seconds} ثانية.',
    es: 'El diseño de {url} tardó más de {seconds} segundos en descargarse.',
  },
  'reseller.artworkWrongType': {
    en: 'The file at {url} is {type}, not artwork: send PDF, PNG, JPEG, TIFF, SVG, AI, EPS or ZIP.',
    ar: 'الملف في {url} من نوع {type} وليس ملف تصميم: أرسل PDF أو PNG أو JPEG أو TIFF أو SVG أو AI أو EPS أو ZIP.',
    es: 'El archivo de {url} es {type}, no un diseño: envía PDF, PNG, JPEG, TIFF, SVG, AI, EPS o ZIP.',
  },
  'reseller.uploadNeedsFileOrUrl': {
    en: 'Send the artwork as a multipart file (field "files") or as JSON {"url": "https://…"}.',
    ar: 'أرسل التصميم كملف multipart (الحقل "files") أو كـ JSON {"url": "https://…"}.',
    es: 'Envía el diseño como archivo multipart (campo "files") o como JSON {"url": "https://…"}.',
  },
  'reseller.quoteSaved': {
    en: 'Quote valid until {date}.',
    ar: 'عرض السعر صالح حتى {date}.',
    es: 'Presupuesto válido hasta el {date}.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
