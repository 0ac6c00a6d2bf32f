import type { Lang } from '@shop/shared';

/** Messages of the credit module (credit terms, orders on account, bank transfers). */
export const creditMessages = {
  'credit.customerNotFound': {
    en: 'There is no customer with this number.',
    ar: 'لا يوجد عميل بهذا الرقم.',
    es: 'No hay ningún cliente con este número.',
  },
  'credit.notTrade': {
    en: 'Credit terms are only for trade accounts: the customer must add their company details first.',
    ar: 'شروط الائتمان للحسابات التجارية فقط: يجب على العميل إضافة بيانات شركته أولًا.',
    es: 'Las condiciones de crédito son solo para cuentas de empresa: el cliente debe añadir primero los datos de su empresa.',
  },
  'credit.daysRange': {
    en: 'Payment terms run from 1 to {max} days (the most Spanish law allows between businesses).',
    ar: 'تتراوح مدة السداد بين يوم واحد و{max} يومًا (الحد الأقصى الذي يسمح به القانون الإسباني بين الشركات).',
    es: 'El plazo de pago va de 1 a {max} días (el máximo que permite la ley española entre empresas).',
  },
  'credit.limitRange': {
    en: 'The credit limit must be between 0 and {max}, in euros with at most two decimals.',
    ar: 'يجب أن يكون حد الائتمان بين 0 و{max}، باليورو مع خانتين عشريتين كحد أقصى.',
    es: 'El límite de crédito debe estar entre 0 y {max}, en euros con dos decimales como máximo.',
  },
  'credit.termsSet': {
    en: 'Credit terms saved: {limit}, invoices due in {days} days.',
    ar: 'تم حفظ شروط الائتمان: {limit}، والفواتير مستحقة خلال {days} يومًا.',
    es: 'Condiciones de crédito guardadas: {limit}, facturas a {days} días.',
  },
  'credit.termsWithdrawn': {
    en: 'Credit terms withdrawn: this customer pays by card or Bizum from now on.',
    ar: 'تم سحب شروط الائتمان: يدفع هذا العميل بالبطاقة أو Bizum من الآن فصاعدًا.',
    es: 'Condiciones de crédito retiradas: este cliente paga con tarjeta o Bizum a partir de ahora.',
  },
  'credit.noTerms': {
    en: 'This account has no credit terms, so it cannot pay on account. Pay by card, or ask us about credit terms.',
    ar: 'لا توجد شروط ائتمان لهذا الحساب، لذا لا يمكنه الدفع على الحساب. ادفع بالبطاقة أو اسألنا عن شروط الائتمان.',
    es: 'Esta cuenta no tiene condiciones de crédito, así que no puede pagar a cuenta. Paga con tarjeta o pregúntanos por las condiciones de crédito.',
  },
  'credit.overdue': {
    en: 'Invoice {number} was due on {date} and is still unpaid: settle it before ordering on account again.',
    ar: 'كانت الفاتورة {number} مستحقة في {date} وما زالت غير مدفوعة: سدّدها قبل الطلب على الحساب مرة أخرى.',
    es: 'La factura {number} vencía el {date} y sigue sin pagar: liquídala antes de volver a pedir a cuenta.',
  },
  'credit.overLimit': {
    en: 'This order ({total}) is more than the credit left on your account ({available} of {limit}). Pay by card, or settle open invoices first.',
    ar: 'هذا الطلب ({total}) أكبر من الائتمان المتبقي في حسابك ({available} من {limit}). ادفع بالبطاقة أو سدّد الفواتير المفتوحة أولًا.',
    es: 'Este pedido ({total}) supera el crédito que te queda en la cuenta ({available} de {limit}). Paga con tarjeta o liquida antes las facturas pendientes.',
  },
  'credit.totalChanged': {
    en: 'The total is now {total}, not the one shown: look at the new prices before ordering.',
    ar: 'الإجمالي الآن {total} وليس المعروض: راجع الأسعار الجديدة قبل الطلب.',
    es: 'El total es ahora {total}, no el que se mostró: revisa los nuevos precios antes de pedir.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
