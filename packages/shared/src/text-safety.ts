/**
 * Characters no person types into a form field, in one place for the server's guard, the
 * mail subjects, stored file names and the storefront's search box.
 *
 * - Control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F): a NUL breaks the
 *   database; the others hide text. Tab, line feed and carriage return are allowed where a
 *   field takes several lines.
 * - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): used to
 *   disguise names and file names ("\u202Egpj.exe" shows as "exe.jpg").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_NOT_LINE_BREAK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const ANY_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const ALL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const ALL_BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/** What is wrong with a text, if anything: a control character (tab and line breaks allowed) or a bidi mark. */
export function unsafeTextKind(text: string): 'control' | 'bidi' | null {
  // One scan for the usual case of clean text; the kind only when something was found.
  if (!ANY_UNSAFE.test(text)) return null;
  return CONTROL_NOT_LINE_BREAK.test(text) ? 'control' : BIDI_CONTROL.test(text) ? 'bidi' : null;
}

/** The text with every control character (line breaks included) and bidi mark replaced by `by`. */
export function replaceUnsafeText(text: string, by = ''): string {
  return text.replace(ALL_UNSAFE, by);
}

/** The text without bidi marks (line breaks and other controls are left to the caller). */
export function removeBidiControls(text: string): string {
  return text.replace(ALL_BIDI, '');
}
