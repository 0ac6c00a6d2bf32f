import type { Lang } from '@shop/shared';

/** Staff's annul-and-reissue of an invoice (docs/decisions/045-invoice-annulment.md). */
export const invoicesMessages = {
  'invoices.reissued': {
    en: 'Invoice {old} annulled; invoice {new} ({type}) issued in its place.',
    ar: 'أُلغيت الفاتورة {old}؛ وصدرت الفاتورة {new} ({type}) بدلًا منها.',
    es: 'Factura {old} anulada; se ha emitido la factura {new} ({type}) en su lugar.',
  },
  'invoices.alreadyAnnulled': {
    en: 'Invoice {number} is already annulled.',
    ar: 'الفاتورة {number} ملغاة بالفعل.',
    es: 'La factura {number} ya está anulada.',
  },
  'invoices.hasCreditNotes': {
    en: 'Invoice {number} has credit notes, so it cannot be annulled: correct it with a credit note instead.',
    ar: 'للفاتورة {number} إشعارات دائنة، لذا لا يمكن إلغاؤها: صحّحها بإشعار دائن بدلًا من ذلك.',
    es: 'La factura {number} tiene facturas rectificativas y no se puede anular: corríjala con una rectificativa.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
