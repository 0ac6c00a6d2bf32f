/**
 * What a design file really is, from its first bytes (docs/product.md#uploads: checked by
 * content, not only by name). The name's extension must be one of ARTWORK_EXTENSIONS and
 * agree with the content: a `.png` that is a zip, or a program renamed `.pdf`, is refused.
 */
import { ARTWORK_EXTENSIONS, artworkExtension } from '@shop/shared';
import { AppError } from '../../lib/errors';

/** What the first bytes say. `postscript` is `%!PS-Adobe…` (EPS or an old Illustrator file). */
export type SniffedContent = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'svg' | 'postscript' | 'eps-binary' | 'zip';

/** The stored kind of an accepted file: its extension's family. */
export type ArtworkType = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'svg' | 'ai' | 'eps' | 'zip';

/** Bytes wanted before deciding (an SVG may open with an XML prolog, a doctype and comments). */
export const SNIFF_BYTES = 8 * 1024;

export const ARTWORK_MIME_TYPES: Record<ArtworkType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  ai: 'application/postscript',
  eps: 'application/postscript',
  zip: 'application/zip',
};

const TYPE_OF_EXTENSION: Record<(typeof ARTWORK_EXTENSIONS)[number], ArtworkType> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  svg: 'svg',
  ai: 'ai',
  eps: 'eps',
  zip: 'zip',
};

/** The contents each type may have: Illustrator files are PDF-compatible or PostScript. */
const ACCEPTED_CONTENT: Record<ArtworkType, readonly SniffedContent[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpeg'],
  tiff: ['tiff'],
  svg: ['svg'],
  ai: ['pdf', 'postscript'],
  eps: ['postscript', 'eps-binary'],
  zip: ['zip'],
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
/** Illustrator's PDF-compatible files may lack the dash; only the `ai` family accepts this. */
const PDF_LOOSE = ascii('%PDF');
const POSTSCRIPT = ascii('%!PS-Adobe');
const EPS_BINARY = [0xc5, 0xd0, 0xd3, 0xc6];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const WHITESPACE = /[\s\uFEFF]/;
const DOCTYPE = /^<!DOCTYPE\s/i;
const SVG_ROOT = /^<svg[\s>/]/i;
/** The end of an internal subset: `]`, optional whitespace, `>` (no nested quantifier). */
const SUBSET_END = /\]\s*>/g;

/**
 * Whether the text opens, after an optional BOM and whitespace, any XML declaration /
 * processing instructions, comments and a doctype (with an internal subset), with the `<svg`
 * root element. A forward scan with `indexOf`: each character is looked at a bounded number of
 * times. The regular expression it replaces (nested lazy groups under `*`) backtracked
 * exponentially: 449 bytes of `<!DOCTYPE a [x]>` held the event loop for 8.6 s (issue 22).
 */
export function opensAsSvg(text: string): boolean {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && WHITESPACE.test(text[at]!)) at += 1;
  };
  for (;;) {
    skipSpace();
    const rest = text.slice(at, at + 10);
    let end = -1;
    if (rest.startsWith('<?')) {
      end = text.indexOf('?>', at + 2);
      if (end >= 0) end += 2;
    } else if (rest.startsWith('<!--')) {
      end = text.indexOf('-->', at + 4);
      if (end >= 0) end += 3;
    } else if (DOCTYPE.test(rest)) {
      end = doctypeEnd(text, at + 9);
    } else {
      return SVG_ROOT.test(rest);
    }
    if (end < 0) return false;
    at = end;
  }
}

/** Just past a doctype whose name starts at `from`: `[^[>]*`, an optional `[…]` subset, `>`. */
function doctypeEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length && text[at] !== '[' && text[at] !== '>') at += 1;
  if (at >= text.length) return -1;
  if (text[at] === '>') return at + 1;
  SUBSET_END.lastIndex = at + 1;
  const close = SUBSET_END.exec(text);
  return close ? close.index + close[0].length : -1;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  // A control byte other than tab / newline / carriage return means binary, not text.
  for (const byte of bytes) if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return false;
  return opensAsSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
}

/** The content family of a file from its first bytes (at least SNIFF_BYTES when it has them). */
export function sniffContent(head: Uint8Array): SniffedContent | null {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, TIFF_LE) || startsWith(head, TIFF_BE)) return 'tiff';
  if (startsWith(head, POSTSCRIPT)) return 'postscript';
  if (startsWith(head, EPS_BINARY)) return 'eps-binary';
  if (startsWith(head, ZIP)) return 'zip';
  if (looksLikeSvg(head)) return 'svg';
  return null;
}

export type SniffResult =
  | { ok: true; type: ArtworkType; mimeType: string }
  | { ok: false; reason: 'extension' | 'content' };

/** The type a file name promises, or null when its extension is not one of ARTWORK_EXTENSIONS. */
export function artworkTypeOfName(fileName: string): ArtworkType | null {
  const extension = artworkExtension(fileName);
  return Object.hasOwn(TYPE_OF_EXTENSION, extension)
    ? TYPE_OF_EXTENSION[extension as keyof typeof TYPE_OF_EXTENSION]
    : null;
}

/** Whether a file named `fileName` starting with `head` is artwork we accept, and as what. */
export function classifyArtwork(fileName: string, head: Uint8Array): SniffResult {
  const type = artworkTypeOfName(fileName);
  if (!type) return { ok: false, reason: 'extension' };
  let content = sniffContent(head);
  if (content === null && type === 'ai' && startsWith(head, PDF_LOOSE)) content = 'pdf';
  if (content === null || !ACCEPTED_CONTENT[type].includes(content)) return { ok: false, reason: 'content' };
  return { ok: true, type, mimeType: ARTWORK_MIME_TYPES[type] };
}

/** The bilingual 415 naming a file whose extension is not artwork. */
export function unsupportedTypeError(fileName: string): AppError {
  return new AppError('unsupported_media_type', 'uploads.unsupportedType', {
    name: fileName,
    accepted: ARTWORK_EXTENSIONS.map((e) => e.toUpperCase()).join(', '),
  });
}

/** classifyArtwork, throwing the bilingual 415 that names the file when it is refused. */
export function assertArtwork(fileName: string, head: Uint8Array): { type: ArtworkType; mimeType: string } {
  const result = classifyArtwork(fileName, head);
  if (result.ok) return { type: result.type, mimeType: result.mimeType };
  if (result.reason === 'extension') throw unsupportedTypeError(fileName);
  const extension = artworkExtension(fileName);
  throw new AppError('unsupported_media_type', 'uploads.contentMismatch', {
    name: fileName,
    type: extension.toUpperCase(),
  });
}
