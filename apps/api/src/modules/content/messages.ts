import type { Lang } from '@shop/shared';

/** Messages of the content module (home page data, contact form). */
export const contentMessages = {
  'content.contactSent': {
    en: 'Thank you, your message has been sent. We will get back to you within one working day.',
    ar: 'شكرًا لك، تم إرسال رسالتك. سنرد عليك خلال يوم عمل واحد.',
    es: 'Gracias, tu mensaje se ha enviado. Te responderemos en un día laborable.',
  },
  'content.noFilesExpected': {
    en: 'This form takes no files.',
    ar: 'هذا النموذج لا يقبل الملفات.',
    es: 'Este formulario no admite archivos.',
  },
  'content.country.spain': { en: 'Spain', ar: 'إسبانيا', es: 'España' },
} as const satisfies Record<string, Record<Lang, string>>;
