import type { Lang } from '@shop/shared';

/** Text shared by every e-mail the shop sends (the layout's footer). */
export const mailMessages = {
  'mail.footer': {
    en: 'This message was sent by {shop}, {address}. If you did not expect it, you can ignore it.',
    ar: 'أرسل هذه الرسالة {shop}، {address}. إذا لم تكن تتوقعها فيمكنك تجاهلها.',
    es: 'Este mensaje lo ha enviado {shop}, {address}. Si no lo esperabas, puedes ignorarlo.',
  },
  'mail.codeLabel': { en: 'Your code', ar: 'رمزك', es: 'Tu código' },
} as const satisfies Record<string, Record<Lang, string>>;
