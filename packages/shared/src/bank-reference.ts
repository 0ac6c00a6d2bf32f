/**
 * Bank-transfer identifiers printed on an on-account invoice (docs/decisions/053-pay-on-account.md):
 * the shop's IBAN and the creditor reference the customer quotes with the transfer. Both carry
 * ISO 7064 MOD 97-10 check digits, so a mistyped one is caught before money is matched to it.
 */

/** Letters count as 10..35 (A..Z), digits as themselves; the remainder is taken piece by piece. */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const value = Number.parseInt(char, 36);
    const digits = String(value);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Spaces removed, upper case. */
export function compactBankCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A syntactically valid IBAN: country, two check digits, 11 to 30 alphanumerics, MOD 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = compactBankCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Groups of four, as banks print it: "ES91 2100 0418 4502 0005 1332". */
export function formatIban(value: string): string {
  return compactBankCode(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An ISO 11649 creditor reference ("RF" + two check digits + up to 21 alphanumerics) for a
 * payload such as an order code: "P123456" → "RF47P123456". Unique as the payload is.
 */
export function creditorReference(payload: string): string {
  const body = compactBankCode(payload).replace(/[^A-Z0-9]/g, '');
  if (body.length === 0 || body.length > 21)
    throw new Error(`creditor reference payload out of range: ${payload}`);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether a creditor reference's check digits hold (spaces and case ignored). */
export function isValidCreditorReference(value: string): boolean {
  const ref = compactBankCode(value);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}
