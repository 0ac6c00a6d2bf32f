import type { Lang } from '@shop/shared';

/** Text shared by every e-mail the shop sends (the layout's footer). */
export const mailMessages = {
  'mail.footer': {
    en: 'This message was sent by {shop}, {address}. If you did not expect it, you can ignore it.',
    ar: 'أرسل هذه الرسالة {shop}، {address}. إذا لم تكن تتوقعها فيمكنك تجاهلها.',
  },
  'mail.codeLabel': { en: 'Your code', ar: 'رمزك' },
} as const satisfies Record<string, Record<Lang, string>>;
