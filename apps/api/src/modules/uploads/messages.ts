import type { Lang } from '@shop/shared';

export const uploadsMessages = {
  'uploads.unsupportedType': {
    en: '“{name}” is not a design file we accept. Send {accepted}.',
    ar: '«{name}» ليس ملف تصميم نقبله. أرسل ملفًا من الأنواع: {accepted}.',
    es: '«{name}» no es un archivo de diseño que aceptemos. Envía {accepted}.',
  },
  'uploads.contentMismatch': {
    en: '“{name}” is not a real {type} file: its content does not match its name.',
    ar: '«{name}» ليس ملف {type} حقيقيًا: محتواه لا يطابق اسمه.',
    es: '«{name}» no es un archivo {type} real: su contenido no coincide con su nombre.',
  },
  'uploads.tooMany': {
    en: 'At most {max} files can be sent at once.',
    ar: 'يمكن إرسال {max} ملفات كحد أقصى في المرة الواحدة.',
    es: 'Se pueden enviar como máximo {max} archivos a la vez.',
  },
  'uploads.tooLarge': {
    en: '“{name}” is larger than {mb} MB, the largest file we accept.',
    ar: '«{name}» أكبر من {mb} ميغابايت، وهو أكبر حجم نقبله للملف.',
    es: '«{name}» ocupa más de {mb} MB, el tamaño máximo que aceptamos.',
  },
  'uploads.empty': { en: '“{name}” is empty.', ar: '«{name}» ملف فارغ.', es: '«{name}» está vacío.' },
  'uploads.notMultipart': {
    en: 'Send the files as multipart/form-data.',
    ar: 'أرسل الملفات بصيغة multipart/form-data.',
    es: 'Envía los archivos como multipart/form-data.',
  },
  'uploads.unexpectedFile': {
    en: 'Files are accepted only in the “files” field, not in “{field}”.',
    ar: 'تُقبل الملفات في الحقل «files» فقط، وليس في «{field}».',
    es: 'Solo se aceptan archivos en el campo «files», no en «{field}».',
  },
  'uploads.notFound': { en: 'File not found.', ar: 'الملف غير موجود.', es: 'Archivo no encontrado.' },
  'uploads.storageFailed': {
    en: 'We could not store your files right now, so nothing was saved. Please try again later.',
    ar: 'تعذّر علينا حفظ ملفاتك الآن، لذلك لم يُحفظ شيء. يرجى المحاولة لاحقًا.',
    es: 'Ahora mismo no hemos podido guardar tus archivos, así que no se ha guardado nada. Inténtalo más tarde.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
