import type { Lang } from '@shop/shared';

/** Messages of the customers module (the back-office customer page and its staff notes). */
export const customersMessages = {
  'customers.notFound': {
    en: 'There is no customer with this number.',
    ar: 'لا يوجد عميل بهذا الرقم.',
    es: 'No hay ningún cliente con este número.',
  },
  'customers.noteEmpty': {
    en: 'Write the note first: it cannot be empty.',
    ar: 'اكتب الملاحظة أولًا: لا يمكن أن تكون فارغة.',
    es: 'Escribe la nota primero: no puede estar vacía.',
  },
  'customers.noteTooLong': {
    en: 'A note can be at most {max} characters long; this one has {length}.',
    ar: 'يمكن أن تحتوي الملاحظة على {max} حرف كحد أقصى؛ هذه تحتوي على {length}.',
    es: 'Una nota puede tener como máximo {max} caracteres; esta tiene {length}.',
  },
  'customers.noteAdded': {
    en: 'Note added.',
    ar: 'أُضيفت الملاحظة.',
    es: 'Nota añadida.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
