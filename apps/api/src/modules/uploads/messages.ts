import type { Lang } from '@shop/shared';

export const uploadsMessages = {
  'uploads.unsupportedType': {
    en: '“{name}” is not a design file we accept. Send {accepted}.',
    ar: '«{name}» ليس ملف تصميم نقبله. أرسل ملفًا من الأنواع: {accepted}.',
  },
  'uploads.contentMismatch': {
    en: '“{name}” is not a real {type} file: its content does not match its name.',
    ar: '«{name}» ليس ملف {type} حقيقيًا: محتواه لا يطابق اسمه.',
  },
  'uploads.tooMany': {
    en: 'At most {max} files can be sent at once.',
    ar: 'يمكن إرسال {max} ملفات كحد أقصى في المرة الواحدة.',
  },
  'uploads.tooLarge': {
    en: '“{name}” is larger than {mb} MB, the largest file we accept.',
    ar: '«{name}» أكبر من {mb} ميغابايت، وهو أكبر حجم نقبله للملف.',
  },
  'uploads.empty': { en: '“{name}” is empty.', ar: '«{name}» ملف فارغ.' },
  'uploads.notMultipart': {
    en: 'Send the files as multipart/form-data.',
    ar: 'أرسل الملفات بصيغة multipart/form-data.',
  },
  'uploads.unexpectedFile': {
    en: 'Files are accepted only in the “files” field, not in “{field}”.',
    ar: 'تُقبل الملفات في الحقل «files» فقط، وليس في «{field}».',
  },
  'uploads.notFound': { en: 'File not found.', ar: 'الملف غير موجود.' },
  'uploads.storageFailed': {
    en: 'We could not store your files right now, so nothing was saved. Please try again later.',
    ar: 'تعذّر علينا حفظ ملفاتك الآن، لذلك لم يُحفظ شيء. يرجى المحاولة لاحقًا.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
