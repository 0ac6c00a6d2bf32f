import type { Lang } from '@shop/shared';
import { accountsMessages } from '../modules/accounts/messages';
import { addressesMessages } from '../modules/addresses/messages';
import { adminMessages } from '../modules/audit/messages';
import { cartMessages } from '../modules/cart/messages';
import { catalogMessages } from '../modules/catalog/messages';
import { checkoutMessages } from '../modules/checkout/messages';
import { contentMessages } from '../modules/content/messages';
import { mailMessages } from '../modules/mail/messages';
import { ordersMessages } from '../modules/orders/messages';
import { tradeOrdersMessages } from '../modules/orders/trade-messages';
import { shippingRatesMessages } from '../modules/shipping/rates-messages';
import { taxMessages } from '../modules/tax/messages';
import { uploadsMessages } from '../modules/uploads/messages';

/**
 * Server-side messages in both languages. Common ones live here; each module keeps its
 * own in `modules/<module>/messages.ts` and is spread in below. TypeScript refuses an
 * entry without both languages.
 */
const COMMON_MESSAGES = {
  'error.validation': { en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  'error.badJson': { en: 'The request body is not valid JSON.', ar: 'نص الطلب ليس JSON صالحًا.' },
  'error.badRequest': { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  'error.notFound': { en: 'Not found.', ar: 'غير موجود.' },
  'error.mailQueue': {
    en: 'We could not queue the e-mail for this request, so nothing was saved. Please try again in a moment.',
    ar: 'تعذّر إدراج البريد الإلكتروني لهذا الطلب في قائمة الإرسال، لذلك لم يُحفظ شيء. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  'error.badMultipart': {
    en: 'The upload is not a valid multipart form (missing boundary or cut short).',
    ar: 'الرفع ليس نموذج multipart صالحًا (حدّ مفقود أو بيانات مقطوعة).',
  },
  'error.badText': {
    en: 'A field holds a character that is not allowed (such as a NUL byte).',
    ar: 'يحتوي أحد الحقول على حرف غير مسموح به (مثل البايت الصفري NUL).',
  },
  'error.routeNotFound': { en: 'No such API route: {route}.', ar: 'لا يوجد مسار API بهذا الاسم: {route}.' },
  'error.unauthorized': { en: 'Please log in first.', ar: 'يرجى تسجيل الدخول أولاً.' },
  'error.forbidden': { en: 'You may not access this.', ar: 'لا يمكنك الوصول إلى هذا.' },
  'error.crossSite': {
    en: "This request came from another site, so it was refused. Please use the shop's own pages.",
    ar: 'رُفض هذا الطلب لأنه صادر من موقع آخر. يرجى استخدام صفحات المتجر نفسها.',
  },
  'error.tooLarge': { en: 'The request is too large.', ar: 'الطلب كبير جدًا.' },
  'error.unsupportedMediaType': {
    en: 'This content type is not supported.',
    ar: 'نوع المحتوى هذا غير مدعوم.',
  },
  'error.rateLimited': {
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
  },
  'error.internal': {
    en: 'Something went wrong. Please try again later.',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
  },
  'error.unavailable': {
    en: 'The service is temporarily unavailable.',
    ar: 'الخدمة غير متاحة مؤقتًا.',
  },
  'field.required': { en: '{field}: this field is required.', ar: '{field}: هذا الحقل مطلوب.' },
  'field.controlCharacter': {
    en: '{field}: contains a control character (such as NUL) that is not allowed.',
    ar: '{field}: يحتوي على حرف تحكم غير مسموح به (مثل NUL).',
  },
  'field.bidiControl': {
    en: '{field}: contains a text-direction override character that is not allowed.',
    ar: '{field}: يحتوي على حرف لتجاوز اتجاه النص غير مسموح به.',
  },
  'field.tooDeep': {
    en: '{field}: nested more than {max} levels deep.',
    ar: '{field}: متداخل لأكثر من {max} مستوى.',
  },
  'field.invalid': { en: '{field}: {detail}', ar: '{field}: قيمة غير صالحة ({detail})' },
} as const satisfies Record<string, Record<Lang, string>>;

export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...contentMessages,
  ...shippingRatesMessages,
  ...mailMessages,
  ...accountsMessages,
  ...addressesMessages,
  ...catalogMessages,
  ...uploadsMessages,
  ...cartMessages,
  ...checkoutMessages,
  ...ordersMessages,
  ...tradeOrdersMessages,
  ...adminMessages,
  ...taxMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
