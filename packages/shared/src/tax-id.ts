/*
 * Tax identification numbers of trade customers: Spanish NIF / NIE / CIF by their control
 * characters, and EU VAT numbers by their country prefix and each member state's format.
 * Pure rules: the API validates the profile with them, the storefront checks as you type.
 * Whether a VAT number is actually registered is a separate question (VIES, apps/api).
 */

/** The DNI / NIE check letter is this string's character at (number mod 23). */
export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A CIF's control letter for the control digit d is this string's character at d. */
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/**
 * CIF entity letters (Orden EHA/451/2008). A, B, E, H (companies, joint ownership) end with
 * a digit; N, P, Q, R, S, W (foreign entities, public bodies, religious institutions) end
 * with a letter; the other entity types may end with either.
 */
const CIF_DIGIT_ONLY = 'ABEH';
const CIF_LETTER_ONLY = 'NPQRSW';
const CIF_ENTITY_LETTERS = 'ABCDEFGHJNPQRSUVW';

export type SpanishTaxIdKind = 'nif' | 'nie' | 'cif';
export type TaxIdKind = SpanishTaxIdKind | 'eu_vat';

export type TaxIdProblem = 'empty' | 'format' | 'check_character' | 'unknown_country';

export type TaxId = {
  /** 'eu_vat' when typed with a country prefix, else the Spanish kind. */
  kind: TaxIdKind;
  /** For an ES-prefixed number, the Spanish kind inside it. */
  spanishKind: SpanishTaxIdKind | null;
  /** The VAT prefix of the member state ('EL' for Greece); 'ES' for Spanish ids. */
  country: string;
  /** The number without its prefix, as VIES wants it. */
  number: string;
  /** How it is stored and printed: compact, upper case, with the prefix when one was typed. */
  normalized: string;
};

export type TaxIdCheck = { ok: true; taxId: TaxId } | { ok: false; problem: TaxIdProblem };

/** Upper case without spaces, dots, dashes, slashes or underscores ("es b-12.345 678" → "ESB12345678"). */
export function compactTaxId(input: string): string {
  return input.toUpperCase().replace(/[\s.\-/_]/g, '');
}

function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/** The control digit of a CIF's seven digits (then `CIF_CONTROL_LETTERS` gives its letter). */
export function cifControlDigit(sevenDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const digit = Number(sevenDigits.charAt(i));
    if (i % 2 === 0) {
      // Odd positions (1st, 3rd…): doubled, and the digits of the product added.
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** A compact Spanish NIF, NIE or CIF (no prefix): its kind, or why it fails. */
export function checkSpanishTaxId(
  compact: string,
): { ok: true; kind: SpanishTaxIdKind } | { ok: false; problem: TaxIdProblem } {
  if (compact === '') return { ok: false, problem: 'empty' };
  // DNI: eight digits and the check letter.
  if (/^\d{8}[A-Z]$/.test(compact)) {
    return compact.charAt(8) === dniLetter(compact.slice(0, 8))
      ? { ok: true, kind: 'nif' }
      : { ok: false, problem: 'check_character' };
  }
  // NIF of people without a DNI (K under 14, L resident abroad, M foreigners without NIE): DNI letter rule.
  if (/^[KLM]\d{7}[A-Z]$/.test(compact)) {
    return compact.charAt(8) === dniLetter(compact.slice(1, 8))
      ? { ok: true, kind: 'nif' }
      : { ok: false, problem: 'check_character' };
  }
  // NIE: X, Y, Z stand for 0, 1, 2 in front of seven digits.
  if (/^[XYZ]\d{7}[A-Z]$/.test(compact)) {
    const digits = String('XYZ'.indexOf(compact.charAt(0))) + compact.slice(1, 8);
    return compact.charAt(8) === dniLetter(digits)
      ? { ok: true, kind: 'nie' }
      : { ok: false, problem: 'check_character' };
  }
  // CIF: entity letter, seven digits, a control digit or letter.
  if (new RegExp(`^[${CIF_ENTITY_LETTERS}]\\d{7}[0-9A-J]$`).test(compact)) {
    const entity = compact.charAt(0);
    const control = compact.charAt(8);
    const digit = cifControlDigit(compact.slice(1, 8));
    const isDigit = /\d/.test(control);
    if (isDigit && CIF_LETTER_ONLY.includes(entity)) return { ok: false, problem: 'check_character' };
    if (!isDigit && CIF_DIGIT_ONLY.includes(entity)) return { ok: false, problem: 'check_character' };
    const expected = isDigit ? String(digit) : CIF_CONTROL_LETTERS.charAt(digit);
    return control === expected ? { ok: true, kind: 'cif' } : { ok: false, problem: 'check_character' };
  }
  return { ok: false, problem: 'format' };
}

/**
 * The VAT number formats of the member states (and XI, Northern Ireland, which VIES answers
 * for goods), the part after the prefix. Spain is checked by its NIF / NIE / CIF rules.
 */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/** VAT prefixes whose country is known by another ISO code (Greece's VAT prefix is EL). */
const PREFIX_ALIASES: Readonly<Record<string, string>> = { GR: 'EL' };

/** The ISO 3166 country of a VAT prefix ('EL' → 'GR', 'XI' → 'GB'). */
export function countryOfVatPrefix(prefix: string): string {
  if (prefix === 'EL') return 'GR';
  if (prefix === 'XI') return 'GB';
  return prefix;
}

/**
 * Reads what a customer typed as their tax id: a Spanish NIF / NIE / CIF without prefix,
 * or an EU VAT number with its two-letter prefix (spaces, dots and dashes ignored, any
 * case; "GR" is taken as Greece's "EL").
 */
export function parseTaxId(input: string): TaxIdCheck {
  const compact = compactTaxId(input);
  if (compact === '') return { ok: false, problem: 'empty' };

  // No Spanish id starts with two letters, so two letters in front are a VAT prefix.
  const prefixed = /^([A-Z]{2})(.+)$/.exec(compact);
  if (prefixed) {
    const typed = prefixed[1] as string;
    const prefix = PREFIX_ALIASES[typed] ?? typed;
    const number = prefixed[2] as string;
    const format = EU_VAT_FORMATS[prefix];
    if (!format) return { ok: false, problem: 'unknown_country' };
    if (!format.test(number)) return { ok: false, problem: 'format' };
    let spanishKind: SpanishTaxIdKind | null = null;
    if (prefix === 'ES') {
      const spanish = checkSpanishTaxId(number);
      if (!spanish.ok) return spanish;
      spanishKind = spanish.kind;
    }
    return {
      ok: true,
      taxId: { kind: 'eu_vat', spanishKind, country: prefix, number, normalized: `${prefix}${number}` },
    };
  }

  const spanish = checkSpanishTaxId(compact);
  if (!spanish.ok) return spanish;
  return {
    ok: true,
    taxId: {
      kind: spanish.kind,
      spanishKind: spanish.kind,
      country: 'ES',
      number: compact,
      normalized: compact,
    },
  };
}
