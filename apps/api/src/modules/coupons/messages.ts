import type { Lang } from '@shop/shared';

/** Messages of the coupons in the back-office. */
export const couponsMessages = {
  'coupons.busy': {
    en: 'A customer is paying with coupon {code} right now. Nothing was changed: try again in a moment.',
    ar: 'يدفع أحد العملاء بالقسيمة {code} في هذه اللحظة. لم يتم تغيير أي شيء: حاول مرة أخرى بعد قليل.',
    es: 'Un cliente está pagando ahora mismo con el cupón {code}. No se ha cambiado nada: vuelve a intentarlo en un momento.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
