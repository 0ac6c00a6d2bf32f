/**
 * Folds text for search: case, Latin accents (é → e, ñ → n), Arabic diacritics (tashkeel),
 * tatweel and the usual letter variants (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي), and
 * Arabic-Indic digits, so "Lona", "lóna" and "LONA" match, and so do "لافتة" and "لافته".
 */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
