/**
 * Country calling codes (ITU E.164) of the countries the shop delivers to or hears from:
 * the EU/EEA, the UK, Switzerland, the Maghreb and Egypt, the Gulf and Levant, North America
 * and a few more. Phones are stored as one string, `+<code> <national number>`, so the API
 * contract stays a plain string; the form picks the code from this table.
 */
export const CALLING_CODES = {
  ES: '34',
  PT: '351',
  FR: '33',
  AD: '376',
  IT: '39',
  DE: '49',
  AT: '43',
  BE: '32',
  NL: '31',
  LU: '352',
  IE: '353',
  DK: '45',
  SE: '46',
  FI: '358',
  EE: '372',
  LV: '371',
  LT: '370',
  PL: '48',
  CZ: '420',
  SK: '421',
  HU: '36',
  SI: '386',
  HR: '385',
  RO: '40',
  BG: '359',
  GR: '30',
  CY: '357',
  MT: '356',
  IS: '354',
  NO: '47',
  LI: '423',
  CH: '41',
  GB: '44',
  GI: '350',
  MC: '377',
  MA: '212',
  DZ: '213',
  TN: '216',
  LY: '218',
  EG: '20',
  MR: '222',
  SA: '966',
  AE: '971',
  QA: '974',
  KW: '965',
  BH: '973',
  OM: '968',
  JO: '962',
  LB: '961',
  IQ: '964',
  TR: '90',
  US: '1',
  CA: '1',
  MX: '52',
  BR: '55',
  AR: '54',
  CN: '86',
  IN: '91',
} as const satisfies Record<string, string>;

export type CallingCountry = keyof typeof CALLING_CODES;

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(CALLING_CODES));

export function isCallingCountry(country: string): country is CallingCountry {
  return Object.hasOwn(CALLING_CODES, country);
}

/** The calling code of a country (ISO alpha-2), or undefined for one not in the table. */
export function callingCodeOf(country: string | null | undefined): string | undefined {
  return country && isCallingCountry(country) ? CALLING_CODES[country] : undefined;
}

export const NATIONAL_DIGITS = { min: 6, max: 14 } as const;

export type PhoneProblem = 'no_calling_code' | 'unknown_calling_code' | 'national_length' | 'characters';

export type ParsedPhone =
  | { ok: true; callingCode: string; national: string; value: string }
  | { ok: false; problem: PhoneProblem };

/**
 * Splits `+34 600 111 222` into its calling code and national number. The code is the
 * longest known one that prefixes the digits (codes are prefix-free, so only one fits);
 * the national number must have 6 to 14 digits. `value` is the canonical stored form.
 */
export function parseInternationalPhone(input: string): ParsedPhone {
  const text = input.trim();
  if (!text.startsWith('+')) return { ok: false, problem: 'no_calling_code' };
  if (!/^\+[0-9][0-9 ()-]*[0-9]$/.test(text)) return { ok: false, problem: 'characters' };
  const digits = text.replace(/\D/g, '');
  const callingCode = [3, 2, 1].map((n) => digits.slice(0, n)).find((prefix) => KNOWN_CODES.has(prefix));
  if (!callingCode) return { ok: false, problem: 'unknown_calling_code' };
  const national = digits.slice(callingCode.length);
  if (national.length < NATIONAL_DIGITS.min || national.length > NATIONAL_DIGITS.max) {
    return { ok: false, problem: 'national_length' };
  }
  // Keep the customer's own grouping of the national part (after the code) for readability.
  const afterCode = text.slice(1).replace(/^[\s()-]*/, '');
  const rest = stripLeadingDigits(afterCode, callingCode.length).trim();
  return { ok: true, callingCode, national, value: `+${callingCode} ${rest}` };
}

/** Drops the first `count` digits (and separators among them) from `text`. */
function stripLeadingDigits(text: string, count: number): string {
  let seen = 0;
  let index = 0;
  while (index < text.length && seen < count) {
    if (/[0-9]/.test(text[index] ?? '')) seen += 1;
    index += 1;
  }
  return text.slice(index).replace(/^[\s)-]*/, '');
}

/** `+34` and `600 111 222` → `+34 600 111 222`. */
export function joinPhone(callingCode: string, national: string): string {
  const rest = national.trim();
  return rest ? `+${callingCode} ${rest}` : `+${callingCode} `;
}

/**
 * The calling code and national part of a stored phone, for the form; an unknown or missing
 * code yields `fallbackCode` and the whole text as the national part.
 */
export function splitPhone(stored: string, fallbackCode: string): { callingCode: string; national: string } {
  const parsed = parseInternationalPhone(stored);
  if (parsed.ok)
    return { callingCode: parsed.callingCode, national: parsed.value.slice(parsed.callingCode.length + 2) };
  const text = stored.trim();
  const digits = text.replace(/\D/g, '');
  const code = text.startsWith('+')
    ? [3, 2, 1].map((n) => digits.slice(0, n)).find((prefix) => KNOWN_CODES.has(prefix))
    : undefined;
  if (code) return { callingCode: code, national: stripLeadingDigits(text.slice(1), code.length).trim() };
  return { callingCode: fallbackCode, national: text.replace(/^\+/, '') };
}
