import type { Lang } from '@shop/shared';
import { MODULE_MESSAGES } from './messages.generated';

/**
 * Server-side messages in every language. Common ones live here; each module keeps its
 * own in `modules/<module>/messages.ts`, collected by the generated index
 * (scripts/module-index.mjs). TypeScript refuses an entry without every language.
 */
const COMMON_MESSAGES = {
  'error.validation': {
    en: 'Some fields are not valid.',
    ar: 'بعض الحقول غير صالحة.',
    es: 'Algunos campos no son válidos.',
  },
  'error.badJson': {
    en: 'The request body is not valid JSON.',
    ar: 'نص الطلب ليس JSON صالحًا.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  'error.badRequest': {
    en: 'The request is not valid.',
    ar: 'الطلب غير صالح.',
    es: 'La solicitud no es válida.',
  },
  'error.notFound': { en: 'Not found.', ar: 'غير موجود.', es: 'No encontrado.' },
  'error.mailQueue': {
    en: 'We could not queue the e-mail for this request, so nothing was saved. Please try again in a moment.',
    ar: 'تعذّر إدراج البريد الإلكتروني لهذا الطلب في قائمة الإرسال، لذلك لم يُحفظ شيء. يرجى المحاولة مرة أخرى بعد قليل.',
    es: 'No hemos podido poner en cola el correo de esta solicitud, así que no se ha guardado nada. Inténtalo de nuevo en un momento.',
  },
  'error.badMultipart': {
    en: 'The upload is not a valid multipart form (missing boundary or cut short).',
    ar: 'الرفع ليس نموذج multipart صالحًا (حدّ مفقود أو بيانات مقطوعة).',
    es: 'El archivo subido no es un formulario multipart válido (falta el delimitador o está cortado).',
  },
  'error.badText': {
    en: 'A field holds a character that is not allowed (such as a NUL byte).',
    ar: 'يحتوي أحد الحقول على حرف غير مسموح به (مثل البايت الصفري NUL).',
    es: 'Un campo contiene un carácter no permitido (como un byte NUL).',
  },
  'error.routeNotFound': {
    en: 'No such API route: {route}.',
    ar: 'لا يوجد مسار API بهذا الاسم: {route}.',
    es: 'No existe esa ruta de la API: {route}.',
  },
  'error.unauthorized': {
    en: 'Please log in first.',
    ar: 'يرجى تسجيل الدخول أولاً.',
    es: 'Inicia sesión primero.',
  },
  'error.forbidden': {
    en: 'You may not access this.',
    ar: 'لا يمكنك الوصول إلى هذا.',
    es: 'No tienes acceso a esto.',
  },
  'error.crossSite': {
    en: "This request came from another site, so it was refused. Please use the shop's own pages.",
    ar: 'رُفض هذا الطلب لأنه صادر من موقع آخر. يرجى استخدام صفحات المتجر نفسها.',
    es: 'Esta solicitud viene de otro sitio, así que se ha rechazado. Usa las páginas de la propia tienda.',
  },
  'error.tooLarge': {
    en: 'The request is too large.',
    ar: 'الطلب كبير جدًا.',
    es: 'La solicitud es demasiado grande.',
  },
  'error.unsupportedMediaType': {
    en: 'This content type is not supported.',
    ar: 'نوع المحتوى هذا غير مدعوم.',
    es: 'Este tipo de contenido no es compatible.',
  },
  'error.rateLimited': {
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
    es: 'Demasiados intentos. Inténtalo de nuevo dentro de {seconds} segundos.',
  },
  'error.internal': {
    en: 'Something went wrong. Please try again later.',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
    es: 'Algo ha fallado. Inténtalo más tarde.',
  },
  'error.unavailable': {
    en: 'The service is temporarily unavailable.',
    ar: 'الخدمة غير متاحة مؤقتًا.',
    es: 'El servicio no está disponible temporalmente.',
  },
  'error.renderUnavailable': {
    en: 'We could not prepare this PDF right now. Please try again in a few seconds.',
    ar: 'تعذّر علينا إعداد ملف PDF هذا الآن. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    es: 'Ahora mismo no hemos podido preparar este PDF. Inténtalo de nuevo dentro de unos segundos.',
  },
  'error.imageUnavailable': {
    en: 'We could not process this picture right now. Please try again in a few seconds.',
    ar: 'تعذّر علينا معالجة هذه الصورة الآن. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    es: 'Ahora mismo no hemos podido procesar esta imagen. Inténtalo de nuevo dentro de unos segundos.',
  },
  'field.required': {
    en: '{field}: this field is required.',
    ar: '{field}: هذا الحقل مطلوب.',
    es: '{field}: este campo es obligatorio.',
  },
  'field.controlCharacter': {
    en: '{field}: contains a control character (such as NUL) that is not allowed.',
    ar: '{field}: يحتوي على حرف تحكم غير مسموح به (مثل NUL).',
    es: '{field}: contiene un carácter de control (como NUL) que no está permitido.',
  },
  'field.bidiControl': {
    en: '{field}: contains a text-direction override character that is not allowed.',
    ar: '{field}: يحتوي على حرف لتجاوز اتجاه النص غير مسموح به.',
    es: '{field}: contiene un carácter de cambio de dirección del texto que no está permitido.',
  },
  'field.tooDeep': {
    en: '{field}: nested more than {max} levels deep.',
    ar: '{field}: متداخل لأكثر من {max} مستوى.',
    es: '{field}: anidado a más de {max} niveles de profundidad.',
  },
  'field.invalid': {
    en: '{field}: {detail}',
    ar: '{field}: قيمة غير صالحة ({detail})',
    es: '{field}: {detail}',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...MODULE_MESSAGES,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
