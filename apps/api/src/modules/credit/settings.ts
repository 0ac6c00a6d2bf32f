import { compactBankCode } from '@shop/shared/bank-reference';

/** The published demo IBAN (the env default); app.ts sets SHOP_IBAN at start-up. */
let shopIban = 'ES9121000418450200051332';

/** SHOP_IBAN, checked by config/env.ts: the account every invoice on account names. */
export function setShopIban(iban: string): void {
  shopIban = compactBankCode(iban);
}

export function currentShopIban(): string {
  return shopIban;
}
