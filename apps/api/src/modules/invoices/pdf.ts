import fs from 'node:fs';
import { createRequire } from 'node:module';
import { BUSINESS, formatEuros, type Lang, numberLocale, textDirection } from '@shop/shared';
import { formatIban } from '@shop/shared/bank-reference';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { type InvoiceMessageKey, invoiceMessages } from './pdf-labels';
import { drawVerifactuQr } from './pdf-qr';

/** Everything printed on one invoice (or quote); amounts are integer euro cents. */
export type InvoiceDocument = {
  lang: Lang;
  /** An invoice by default; a quote is a priced offer with a validity date and no customer. */
  kind?: 'invoice' | 'quote' | 'credit_note';
  /** Gapless per year, e.g. '2026-000042'; shown as "Invoice 2026-000042" (a quote's reference). */
  number: string;
  issuedAt: Date;
  /** Quotes only: the prices hold until this day. */
  validUntil?: Date;
  orderCode: string;
  /** The buyer's purchase-order number, printed under the order code (absent or null: none). */
  poNumber?: string | null;
  customer: null | {
    name: string;
    email: string;
    phone: string;
    /** contactName and company: who receives the goods (invoices since decision 043). */
    address: { label: string; contactName?: string; company?: string; details: string; phone: string } | null;
    country: string;
  };
  lines: {
    title: string;
    /** Options and size, e.g. "200 × 100 cm · Eyelets: every 50 cm". */
    details: string;
    /** The customer's own label for the line, printed under its title ('' or absent: none). */
    label?: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  /** Replaces the discount's label (a quote's quantity discount). */
  discountLabel?: string;
  /** Null on a quote without a destination: no delivery row. */
  shippingCents: number | null;
  /** 2100 (21 %) or 0. */
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
  /** Invoices: the taxable base (base imponible) and VAT of each rate, printed in place of the single VAT row. */
  byRate?: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
  /** 'export' is 0 % with its legal note; 'eu' is Spanish VAT on an EU distance sale. */
  vatTreatment: 'es' | 'eu' | 'export';
  payment: { brand: string; last4: string } | null;
  /** An invoice on account: due day (YYYY-MM-DD, Madrid), IBAN and transfer reference. */
  onAccount?: { dueOn: string; days: number; iban: string; reference: string };
  /** The buyer's company as it was at payment: printed above the buyer's name. */
  company?: { name: string; taxId: string; addressLines: string[] } | null;
  /** 0 % to an EU business with a confirmed VAT number: the reverse-charge note replaces the EU one. */
  reverseCharge?: boolean;
  /** Printed first among the notes (a quote's delivery estimate and validity). */
  notes?: string[];
  /** A credit note's invoice corrected, its reason and its (negative) amounts per VAT rate. */
  creditNote?: {
    corrects: string;
    correctsDate: Date;
    reason: string;
    byRate: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
  };
  /** AEAT's VERI*FACTU check URL: its QR code heads the first page (pdf-qr.ts). */
  qr?: { url: string };
  /**
   * Quotes only: a reseller's own brand as the sender, printed in place of the shop (no tax
   * id, no shop in the footer or metadata): a quote the reseller forwards to its end client.
   */
  sender?: { name: string; lines: string[]; logo: Uint8Array | null };
  /** Quotes only: who the quote is for (the reseller's end client), printed under the sender. */
  preparedFor?: string[];
  /** An invoice staff annulled (issued by mistake): said under its title, with its replacement. */
  annulled?: { at: Date; replacedBy: string | null };
};

// ---------------------------------------------------------------------------------------------
// Fonts: Noto Sans Arabic from @fontsource/noto-sans-arabic (WOFF, which fontkit reads). The
// package splits the family by script: 'latin' (Basic Latin, Latin-1, €, ×, •, general
// punctuation), 'latin-ext' and 'arabic'. Every run of text is drawn with the subset that
// holds its characters, so both scripts render with one coherent design. Noto Sans Arabic's
// Latin lacks a few Latin-1 signs (the ² of "m²", ³, ¹, ¼…): those characters are drawn
// with Noto Sans (@fontsource/noto-sans, the same design), embedded like the others, so no
// character prints as a missing-glyph box.

type Weight = 400 | 700;
type Subset = 'latin' | 'latin-ext' | 'arabic' | 'sans-latin' | 'sans-latin-ext';
const SUBSETS: Subset[] = ['latin', 'latin-ext', 'arabic', 'sans-latin', 'sans-latin-ext'];
const WEIGHTS: Weight[] = [400, 700];
/** Where a character the Arabic family lacks is looked for, in order. */
const FALLBACKS: Subset[] = ['sans-latin', 'sans-latin-ext'];

function fontFile(subset: Subset, weight: Weight): string {
  if (subset === 'sans-latin' || subset === 'sans-latin-ext') {
    return `@fontsource/noto-sans/files/noto-sans-${subset.slice(5)}-${weight}-normal.woff`;
  }
  return `@fontsource/noto-sans-arabic/files/noto-sans-arabic-${subset}-${weight}-normal.woff`;
}

let fontData: Map<string, Buffer> | undefined;

function fontName(subset: Subset, weight: Weight): string {
  return `noto-${subset}-${weight}`;
}

/** Reads the font files once per process (resolved through the packages, not a fixed path). */
function loadFonts(): Map<string, Buffer> {
  if (fontData) return fontData;
  const require = createRequire(import.meta.url);
  const data = new Map<string, Buffer>();
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      data.set(fontName(subset, weight), fs.readFileSync(require.resolve(fontFile(subset, weight))));
    }
  }
  fontData = data;
  return data;
}

/** Registers the invoice fonts on another document drawn with `TextEngine` (artwork templates). */
export function registerDocumentFonts(doc: InstanceType<typeof PDFDocument>): void {
  for (const [name, data] of loadFonts()) doc.registerFont(name, data);
}

type CoverageFont = { hasGlyphForCodePoint(cp: number): boolean };
const coverage = new Map<Subset, { font: CoverageFont; known: Map<number, boolean> }>();

/** Whether a subset's font has a glyph for the character (fontkit, as pdfkit itself reads the fonts). */
function covers(subset: Subset, cp: number): boolean {
  let entry = coverage.get(subset);
  if (!entry) {
    // fontkit as pdfkit resolves it (a dependency of pdfkit's, not ours).
    const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
      create(data: Buffer): CoverageFont;
    };
    const data = loadFonts().get(fontName(subset, 400));
    entry = { font: fontkit.create(data as Buffer), known: new Map() };
    coverage.set(subset, entry);
  }
  let has = entry.known.get(cp);
  if (has === undefined) {
    has = entry.font.hasGlyphForCodePoint(cp);
    entry.known.set(cp, has);
  }
  return has;
}

/** Code point ranges of each subset (from the package's unicode.json), inclusive. */
const ARABIC_RANGES: [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];
const LATIN_EXT_RANGES: [number, number][] = [
  [0x0100, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x20a0, 0x20c0],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];
const LATIN_EXTRA = new Set([0x0131, 0x0152, 0x0153, 0x02bb, 0x02bc, 0x02c6, 0x02da, 0x02dc]);

function inRanges(cp: number, ranges: [number, number][]): boolean {
  return ranges.some(([from, to]) => cp >= from && cp <= to);
}

function subsetOf(cp: number): Subset {
  const primary = arabicFamilySubset(cp);
  // Spaces and controls are never looked up: they are not drawn from a glyph of their own.
  if (cp <= 0x20 || primary === 'arabic' || covers(primary, cp)) return primary;
  return FALLBACKS.find((fallback) => covers(fallback, cp)) ?? primary;
}

/** The subset of Noto Sans Arabic that should hold the character. */
function arabicFamilySubset(cp: number): Subset {
  if (inRanges(cp, ARABIC_RANGES)) return 'arabic';
  if (cp <= 0xff || LATIN_EXTRA.has(cp) || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x20ac) {
    return 'latin';
  }
  if (inRanges(cp, LATIN_EXT_RANGES)) return 'latin-ext';
  return 'latin';
}

/**
 * Characters of the Arabic script in Unicode's Scripts property (the rest of the Arabic block
 * is Common or Inherited). fontkit picks a run's script from its first such character and
 * reverses the glyphs of right-to-left scripts itself; we must know when it will.
 */
function isArabicScript(cp: number): boolean {
  if (!inRanges(cp, ARABIC_RANGES)) return false;
  if (cp === 0x0605 || cp === 0x060c || cp === 0x061b || cp === 0x061d || cp === 0x061f) {
    return false;
  }
  if (cp === 0x0640 || cp === 0x06dd || cp === 0x0670 || (cp >= 0x064b && cp <= 0x0655)) {
    return false;
  }
  return true;
}

/** Invisible bidi controls: they steer the algorithm but are never drawn. */
function isBidiControl(cp: number): boolean {
  return (
    cp === 0x061c ||
    cp === 0x200e ||
    cp === 0x200f ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069)
  );
}

// ---------------------------------------------------------------------------------------------
// Bidi text engine. pdfkit shapes Arabic through fontkit (joining forms, ligatures) but has no
// bidi reordering: it lays text out word by word in logical order, so an Arabic sentence comes
// out with its words backwards, and a run with Arabic-Indic digits is reversed by fontkit.
// Each line is therefore reordered with bidi-js (UAX #9) into visual runs of one direction and
// one font, and each run is drawn at its own x, left to right. pdfkit's `features` option makes
// it shape a run as one piece (no word splitting), and we hand fontkit the characters in the
// order that its own right-to-left reversal turns into the visual order.

const bidi = bidiFactory();

type Direction = 'ltr' | 'rtl' | 'auto';

export type TextStyle = { size: number; weight?: Weight; color?: string };

type VisualRun = { font: string; text: string; width: number };

type Doc = InstanceType<typeof PDFDocument>;

const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = [];

/** Splits a string into code points with their UTF-16 index. */
function codePoints(text: string): { cp: number; index: number; char: string }[] {
  const out: { cp: number; index: number; char: string }[] = [];
  let index = 0;
  for (const char of text) {
    out.push({ cp: char.codePointAt(0) ?? 0, index, char });
    index += char.length;
  }
  return out;
}

/** The subset of each UTF-16 index; spaces and marks stay with the preceding letter's font. */
function subsetsFor(text: string): Subset[] {
  const subsets: Subset[] = new Array(text.length).fill('latin');
  let previous: Subset | null = null;
  for (const { cp, index, char } of codePoints(text)) {
    let subset = subsetOf(cp);
    const type = bidi.getBidiCharTypeName(char);
    if (previous && (type === 'NSM' || ((cp === 0x20 || cp === 0xa0) && previous === 'arabic'))) {
      subset = previous;
    }
    for (let i = 0; i < char.length; i++) subsets[index + i] = subset;
    previous = subset;
  }
  return subsets;
}

/** The parts of pdfkit's embedded font (internal API of pdfkit 0.20) that we adjust. */
type EmbeddedFontInternals = {
  layout(
    text: string,
    features?: unknown,
  ): { glyphs: { id: number; advanceWidth: number; codePoints: number[] }[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
};

const patchedFonts = new WeakSet<object>();
const ZWJ = 0x200d;

/**
 * The characters behind each glyph of `text`. fontkit caches one Glyph object per glyph id, so
 * `glyph.codePoints` tells the characters of the glyph's first use in the process, not of this
 * one. Noto Sans Arabic draws dotted letters as a shared dotless body plus dot marks (ccmp):
 * the medial body of ب is also that of ت, ث, ن and ي, so that cached value is often the wrong
 * letter. The glyphs are walked in logical order and each takes as many characters of `text`
 * as it stands for (1 for a letter, 2 for a lam-alef ligature, 0 for a dot); null when the
 * count does not add up (the cached values are kept then).
 */
function glyphCharacters(text: string, glyphs: { codePoints: number[] }[]): number[][] | null {
  const chars = [...text].map((c) => c.codePointAt(0) ?? 0);
  const reversed = chars.some(isArabicScript);
  const order = glyphs.map((_, i) => (reversed ? glyphs.length - 1 - i : i));
  const out: number[][] = new Array(glyphs.length);
  let next = 0;
  for (const i of order) {
    const count = glyphs[i]?.codePoints.length ?? 0;
    out[i] = chars.slice(next, next + count);
    next += count;
  }
  return next === chars.length ? out : null;
}

/**
 * pdfkit writes one ToUnicode entry per glyph id, from the cached characters above, so text
 * extracted or copied from an Arabic PDF would come back with wrong letters. This replaces the
 * embedded font's `encode` (pdfkit 0.20 internals) so that a glyph met again for other
 * characters is embedded once more under a new id (fontkit's TrueType subsetter copies each
 * listed glyph), and every id maps to the characters it really stands for.
 */
function distinctToUnicode(doc: Doc): void {
  const font = (doc as unknown as { _font?: Partial<EmbeddedFontInternals> })._font;
  if (!font || patchedFonts.has(font) || !font.subset || !font.unicode || !font.layout) return;
  patchedFonts.add(font);
  const ids = new Map<string, number>();
  font.encode = function encode(this: EmbeddedFontInternals, text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const characters = glyphCharacters(text, glyphs);
    const encoded: string[] = [];
    for (const [index, glyph] of glyphs.entries()) {
      let codePoints = characters?.[index] ?? glyph.codePoints;
      // A dot or other mark that stands for no character of its own: a zero width joiner
      // (invisible, keeps Arabic letters joined when pasted; an empty entry would make readers
      // fall back to the glyph's name and print stray '.', '*').
      if (codePoints.length === 0) codePoints = [ZWJ];
      const key = `${glyph.id}:${codePoints.join(',')}`;
      let gid = ids.get(key);
      if (gid === undefined) {
        const known = this.subset.mapping[glyph.id];
        if (known === undefined) {
          gid = this.subset.includeGlyph(glyph.id);
        } else if ((this.unicode[known] ?? []).join(',') === codePoints.join(',')) {
          gid = known;
        } else {
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        }
        ids.set(key, gid);
      }
      encoded.push(`0000${gid.toString(16)}`.slice(-4));
      if (this.widths[gid] == null) this.widths[gid] = glyph.advanceWidth * this.scale;
      if (this.unicode[gid] == null) this.unicode[gid] = codePoints;
    }
    return [encoded, positions];
  };
}

const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const POP_ISOLATE = '\u2069';

/**
 * Each line is reordered on its own, so an isolated value (a Latin brief in an Arabic label)
 * that wraps would lose its isolate on the lines after the first: the isolates a line leaves
 * open are closed at its end and opened again at the start of the next.
 */
export function carryIsolates(lines: string[]): string[] {
  let open: string[] = [];
  return lines.map((line) => {
    const stack = [...open];
    for (const char of line) {
      if (ISOLATE_OPENERS.has(char)) stack.push(char);
      else if (char === POP_ISOLATE) stack.pop();
    }
    const carried = `${open.join('')}${line}${POP_ISOLATE.repeat(stack.length)}`;
    open = stack;
    return carried;
  });
}

/** Shaped, bidi-ordered text on any pdfkit document (artwork templates use it too). */
export class TextEngine {
  constructor(
    private readonly doc: Doc,
    readonly base: 'ltr' | 'rtl',
  ) {}

  private use(subset: Subset, style: TextStyle): string {
    const name = fontName(subset, style.weight ?? 400);
    this.doc.font(name).fontSize(style.size);
    distinctToUnicode(this.doc);
    return name;
  }

  /** Width of logical text (order does not change the advance widths). */
  width(text: string, style: TextStyle): number {
    const clean = [...text].filter((c) => !isBidiControl(c.codePointAt(0) ?? 0)).join('');
    if (!clean) return 0;
    const subsets = subsetsFor(clean);
    let total = 0;
    let start = 0;
    for (let i = 1; i <= clean.length; i++) {
      if (i === clean.length || subsets[i] !== subsets[start]) {
        this.use(subsets[start] ?? 'latin', style);
        total += this.doc.widthOfString(clean.slice(start, i), { features: FEATURES });
        start = i;
      }
    }
    return total;
  }

  /** Greedy word wrap in logical order; explicit newlines start new lines. */
  wrap(text: string, maxWidth: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const words = paragraph.split(/ +/).filter(Boolean);
      let line = '';
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (!line || this.width(candidate, style) <= maxWidth) {
          line = candidate;
        } else {
          lines.push(line);
          line = word;
        }
        // Only a single word wider than the whole box (a long URL) is cut by characters.
        while (this.width(line, style) > maxWidth && [...line].length > 1) {
          const chars = [...line];
          let cut = chars.length - 1;
          while (cut > 1 && this.width(chars.slice(0, cut).join(''), style) > maxWidth) cut--;
          lines.push(chars.slice(0, cut).join(''));
          line = chars.slice(cut).join('');
        }
      }
      lines.push(line);
    }
    return carryIsolates(lines);
  }

  /** Visual runs of one line, left to right, each with the string to hand to pdfkit. */
  runs(line: string, style: TextStyle, direction: Direction): VisualRun[] {
    if (!line) return [];
    const levels = bidi.getEmbeddingLevels(line, direction === 'auto' ? undefined : direction);
    const order = bidi.getReorderedIndices(line, levels);
    const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
    const subsets = subsetsFor(line);

    type Piece = { subset: Subset; level: number; chars: string[] };
    const pieces: Piece[] = [];
    for (let k = 0; k < order.length; k++) {
      const i = order[k] ?? 0;
      const code = line.charCodeAt(i);
      // Low surrogates travel with their high surrogate.
      if (code >= 0xdc00 && code <= 0xdfff) continue;
      const cp = line.codePointAt(i) ?? 0;
      if (isBidiControl(cp)) continue;
      const char = mirrored.get(i) ?? String.fromCodePoint(cp);
      const subset = subsets[i] ?? 'latin';
      const level = levels.levels[i] ?? 0;
      const last = pieces[pieces.length - 1];
      if (last && last.subset === subset && last.level === level) last.chars.push(char);
      else pieces.push({ subset, level, chars: [char] });
    }

    return pieces.map((piece) => {
      // piece.chars is in visual order. fontkit reverses runs it detects as Arabic script,
      // so those get the reverse (for letters: the logical order, which shaping needs).
      const reversedByFontkit =
        piece.subset === 'arabic' && piece.chars.some((c) => isArabicScript(c.codePointAt(0) ?? 0));
      const chars = reversedByFontkit ? [...piece.chars].reverse() : piece.chars;
      const text = chars.join('');
      const font = this.use(piece.subset, style);
      return { font, text, width: this.doc.widthOfString(text, { features: FEATURES }) };
    });
  }

  /** Draws one line inside [left, left + width] (physical coordinates); y is the line's top. */
  drawLine(
    line: string,
    left: number,
    width: number,
    y: number,
    style: TextStyle,
    align: 'start' | 'end' | 'center',
    direction: Direction = this.base,
  ): void {
    const runs = this.runs(line, style, direction);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const physical =
      align === 'center' ? 'center' : (align === 'start') === (this.base === 'ltr') ? 'left' : 'right';
    let x =
      physical === 'left' ? left : physical === 'right' ? left + width - total : left + (width - total) / 2;
    this.doc.fillColor(style.color ?? INK);
    for (const run of runs) {
      this.doc.font(run.font).fontSize(style.size);
      this.doc.text(run.text, x, y, { lineBreak: false, features: FEATURES });
      x += run.width;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Page geometry (points). Layout is written in "start" coordinates (distance from the start
// edge of the content box: left in English, right in Arabic) and mirrored for Arabic.

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 42;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const BODY_BOTTOM = PAGE_HEIGHT - 64;
const INK = '#1f2328';
const MUTED = '#5c6370';
const ACCENT = '#0b5cab';
const ANNULLED = '#b3261e';
const RULE = '#d0d7de';
const HEADER_FILL = '#eef2f6';

function lineHeight(style: TextStyle): number {
  return style.size * 1.45;
}

/** Left-to-right isolate: codes, numbers, e-mails and phones stay in one piece in Arabic. */
export function ltr(value: string): string {
  return `\u2066${value}\u2069`;
}

/** A Madrid calendar day (YYYY-MM-DD) as an instant inside it, for the date formatter. */
function dayAtNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** First-strong isolate: free text (names, addresses) keeps its own direction inside a label. */
function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

function translate(lang: Lang, key: InvoiceMessageKey, params: Record<string, string> = {}): string {
  return invoiceMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

function titleKey(doc: InvoiceDocument): InvoiceMessageKey {
  if (doc.kind === 'credit_note') return 'creditNote.title';
  return doc.kind === 'quote' ? 'quote.title' : 'invoice.title';
}

/** Page geometry and colours, for other documents drawn with the invoice's writer (packing lists). */
export const PAGE = {
  width: PAGE_WIDTH,
  height: PAGE_HEIGHT,
  margin: MARGIN,
  content: CONTENT,
  bodyBottom: BODY_BOTTOM,
  ink: INK,
  muted: MUTED,
  accent: ACCENT,
  rule: RULE,
  headerFill: HEADER_FILL,
} as const;

/**
 * The document of a PDF that only borrows the invoice writer's page, fonts and text engine (a
 * packing list, a parcel label, job tickets, a proof's cover): no buyer, no lines, no money.
 */
export function pageOnlyDocument(input: {
  lang: Lang;
  number: string;
  issuedAt: Date;
  orderCode: string;
}): InvoiceDocument {
  return {
    ...input,
    customer: null,
    lines: [],
    subtotalCents: 0,
    discountCents: 0,
    couponCode: null,
    shippingCents: null,
    vatRateBasisPoints: 0,
    vatCents: 0,
    totalCents: 0,
    vatTreatment: 'es',
    payment: null,
  };
}

export class InvoiceWriter {
  readonly doc: Doc;
  readonly text: TextEngine;
  readonly rtl: boolean;
  y = MARGIN;
  private readonly numberFormat: Intl.NumberFormat;

  constructor(readonly invoice: InvoiceDocument) {
    this.rtl = textDirection(invoice.lang) === 'rtl';
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: invoice.lang,
      displayTitle: true,
      info: {
        Title: translate(invoice.lang, titleKey(invoice), { number: invoice.number }),
        Author: invoice.sender ? invoice.sender.name : BUSINESS.tradingName,
        Subject: invoice.sender ? invoice.number : `${BUSINESS.brandName} ${invoice.orderCode}`,
        CreationDate: invoice.issuedAt,
      },
    });
    for (const [name, data] of loadFonts()) this.doc.registerFont(name, data);
    this.text = new TextEngine(this.doc, this.rtl ? 'rtl' : 'ltr');
    this.numberFormat = new Intl.NumberFormat(this.locale);
  }

  /** Width of the content box, for blocks drawn outside this file (pdf-qr.ts). */
  get pageContent(): number {
    return CONTENT;
  }

  get locale(): string {
    return numberLocale(this.invoice.lang);
  }

  t(key: InvoiceMessageKey, params: Record<string, string> = {}): string {
    return translate(this.invoice.lang, key, params);
  }

  money(cents: number): string {
    return formatEuros(cents, this.invoice.lang);
  }

  count(value: number): string {
    return this.numberFormat.format(value);
  }

  date(value: Date): string {
    return new Intl.DateTimeFormat(this.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }).format(value);
  }

  /** Physical left x of a box that starts `start` points from the start edge. */
  left(start: number, width: number): number {
    return this.rtl ? MARGIN + CONTENT - start - width : MARGIN + start;
  }

  /** Wraps and draws a paragraph at the current y (or `y`), returns its height. */
  paragraph(
    value: string,
    start: number,
    width: number,
    style: TextStyle,
    options: { align?: 'start' | 'end' | 'center'; direction?: Direction; y?: number } = {},
  ): number {
    const lines = this.text.wrap(value, width, style);
    let y = options.y ?? this.y;
    for (const line of lines) {
      this.text.drawLine(
        line,
        this.left(start, width),
        width,
        y,
        style,
        options.align ?? 'start',
        options.direction,
      );
      y += lineHeight(style);
    }
    return lines.length * lineHeight(style);
  }

  measure(value: string, width: number, style: TextStyle): number {
    return this.text.wrap(value, width, style).length * lineHeight(style);
  }

  rule(y: number, start = 0, width = CONTENT, color = RULE, thickness = 0.75): void {
    const x = this.left(start, width);
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page when `height` does not fit above the footer. */
  ensure(height: number): boolean {
    if (this.y + height <= BODY_BOTTOM) return false;
    this.newPage();
    return true;
  }

  // --- blocks ------------------------------------------------------------------------------

  header(): void {
    const inv = this.invoice;
    const small: TextStyle = { size: 8.5, color: MUTED };
    const sellerWidth = 270;
    const metaWidth = 220;
    const top = this.y;

    // Seller (start side).
    let y = top;
    if (inv.sender) y = this.senderBlock(inv.sender, sellerWidth, small);
    else y = this.shopBlock(sellerWidth, small);

    // Invoice title, number, date and order (end side).
    const metaStart = CONTENT - metaWidth;
    let my = top + 2;
    my += this.paragraph(
      this.t(titleKey(inv), { number: ltr(inv.number) }),
      metaStart,
      metaWidth,
      {
        size: 16,
        weight: 700,
      },
      { align: 'end', y: my },
    );
    if (inv.annulled) {
      // Whoever opens an old copy must see at once that it no longer counts.
      const replaced = inv.annulled.replacedBy
        ? ` · ${this.t('invoice.replacedBy', { number: ltr(inv.annulled.replacedBy) })}`
        : '';
      my += this.paragraph(
        `${this.t('invoice.annulled', { date: this.date(inv.annulled.at) })}${replaced}`,
        metaStart,
        metaWidth,
        { size: 10, weight: 700, color: ANNULLED },
        { align: 'end', y: my },
      );
    }
    my += 4;
    const meta: [string, string][] =
      inv.kind === 'quote'
        ? [
            [this.t('quote.issuedAt'), this.date(inv.issuedAt)],
            [this.t('quote.validUntil'), this.date(inv.validUntil ?? inv.issuedAt)],
          ]
        : [
            [this.t('invoice.issuedAt'), this.date(inv.issuedAt)],
            [this.t('invoice.order'), ltr(inv.orderCode)],
            ...(inv.onAccount
              ? [[this.t('invoice.dueOn'), this.date(dayAtNoon(inv.onAccount.dueOn))] as [string, string]]
              : []),
            ...(inv.poNumber
              ? [[this.t('invoice.poNumber'), isolate(inv.poNumber)] as [string, string]]
              : []),
            ...this.creditNoteMeta(),
          ];
    for (const [label, value] of meta) {
      my += this.paragraph(
        `${label}: ${value}`,
        metaStart,
        metaWidth,
        { size: 9.5 },
        { align: 'end', y: my },
      );
    }

    this.y = Math.max(y, my) + 10;
    this.rule(this.y, 0, CONTENT, ACCENT, 1.5);
    this.y += 14;
  }

  /** The shop as the seller: name, legal name, address, tax id, phone and e-mail. */
  private shopBlock(sellerWidth: number, small: TextStyle): number {
    let y = this.y;
    y += this.paragraph(BUSINESS.brandName, 0, sellerWidth, { size: 20, weight: 700, color: ACCENT }, { y });
    y += 2;
    const { address } = BUSINESS;
    const bold: TextStyle = { size: 9, weight: 700 };
    y += this.paragraph(BUSINESS.tradingName, 0, sellerWidth, bold, { y, direction: 'auto' });
    for (const value of [address.street, `${address.postalCode} ${address.city}, ${address.country}`]) {
      y += this.paragraph(value, 0, sellerWidth, small, { y, direction: 'auto' });
    }
    const labelled = [
      `${this.t('invoice.taxId')}: ${ltr(BUSINESS.taxId)}`,
      `${this.t('invoice.phone')}: ${ltr(BUSINESS.phone)}`,
      `${this.t('invoice.email')}: ${ltr(BUSINESS.emails.general)}`,
    ];
    for (const value of labelled) y += this.paragraph(value, 0, sellerWidth, small, { y });
    return y;
  }

  /** A reseller's brand as the sender of a quote: its logo, name and details, no shop. */
  private senderBlock(sender: NonNullable<InvoiceDocument['sender']>, sellerWidth: number, small: TextStyle) {
    let y = this.y;
    if (sender.logo) {
      try {
        this.doc.image(Buffer.from(sender.logo), this.left(0, 160), y, {
          fit: [160, 50],
          ...(this.rtl ? { align: 'right' as const } : {}),
        });
        y += 56;
      } catch {
        // A logo pdfkit cannot read is left out rather than failing the quote.
      }
    }
    y += this.paragraph(
      sender.name,
      0,
      sellerWidth,
      { size: 18, weight: 700, color: ACCENT },
      {
        y,
        direction: 'auto',
      },
    );
    y += 2;
    for (const value of sender.lines) {
      if (value) y += this.paragraph(value, 0, sellerWidth, small, { y, direction: 'auto' });
    }
    return y;
  }

  /** Quotes: the end client the reseller prepared the quote for. */
  preparedFor(): void {
    const lines = this.invoice.preparedFor ?? [];
    if (lines.length === 0) return;
    const label: TextStyle = { size: 8, weight: 700, color: MUTED };
    this.y += this.paragraph(this.t('quote.preparedFor').toUpperCase(), 0, CONTENT, label);
    for (const [i, value] of lines.entries()) {
      const style: TextStyle = i === 0 ? { size: 10.5, weight: 700 } : { size: 9.5 };
      this.y += this.paragraph(value, 0, CONTENT, style, { direction: 'auto' });
    }
    this.y += 14;
  }

  customer(): void {
    const { customer } = this.invoice;
    if (!customer) return;
    const label: TextStyle = { size: 8, weight: 700, color: MUTED };
    const body: TextStyle = { size: 9.5 };
    const columnWidth = (CONTENT - 24) / 2;
    const top = this.y;

    let y = top;
    y += this.paragraph(this.t('invoice.billTo').toUpperCase(), 0, columnWidth, label, { y });
    const strong: TextStyle = { size: 10.5, weight: 700 };
    const company = this.invoice.company;
    if (company) {
      y += this.paragraph(company.name, 0, columnWidth, strong, { y, direction: 'auto' });
      y += this.paragraph(this.t('invoice.buyerTaxId', { taxId: ltr(company.taxId) }), 0, columnWidth, body, {
        y,
      });
      for (const value of company.addressLines) {
        if (value) y += this.paragraph(value, 0, columnWidth, body, { y, direction: 'auto' });
      }
      y += 4;
    }
    y += this.paragraph(customer.name, 0, columnWidth, strong, { y, direction: 'auto' });
    for (const value of [customer.email, customer.phone, customer.country]) {
      if (value) y += this.paragraph(value, 0, columnWidth, body, { y, direction: 'auto' });
    }

    let ay = top;
    if (customer.address) {
      const start = columnWidth + 24;
      ay += this.paragraph(this.t('invoice.deliverTo').toUpperCase(), start, columnWidth, label, { y: ay });
      ay += this.paragraph(customer.address.label, start, columnWidth, strong, { y: ay, direction: 'auto' });
      const { contactName = '', company: receiver = '' } = customer.address;
      for (const value of [
        contactName,
        receiver,
        customer.address.details,
        customer.address.phone,
        customer.country,
      ]) {
        if (value) ay += this.paragraph(value, start, columnWidth, body, { y: ay, direction: 'auto' });
      }
    }
    this.y = Math.max(y, ay) + 16;
  }

  // Table columns, in start coordinates.
  private readonly pad = 6;
  private readonly columns = (() => {
    const quantity = 46;
    const unit = 86;
    const total = 92;
    const item = CONTENT - quantity - unit - total;
    return {
      item: { start: 0, width: item },
      quantity: { start: item, width: quantity },
      unit: { start: item + quantity, width: unit },
      total: { start: item + quantity + unit, width: total },
    };
  })();

  tableHeader(): void {
    const style: TextStyle = { size: 8.5, weight: 700 };
    const height = lineHeight(style) + 2 * this.pad;
    this.doc.rect(MARGIN, this.y, CONTENT, height).fill(HEADER_FILL);
    const y = this.y + this.pad;
    const c = this.columns;
    const p = this.pad;
    this.paragraph(this.t('invoice.item'), c.item.start + p, c.item.width - 2 * p, style, { y });
    this.paragraph(this.t('invoice.quantity'), c.quantity.start, c.quantity.width, style, {
      y,
      align: 'center',
    });
    this.paragraph(this.t('invoice.unitPrice'), c.unit.start + p, c.unit.width - 2 * p, style, {
      y,
      align: 'end',
    });
    this.paragraph(this.t('invoice.lineTotal'), c.total.start + p, c.total.width - 2 * p, style, {
      y,
      align: 'end',
    });
    this.y += height;
  }

  table(): void {
    const title: TextStyle = { size: 9.5, weight: 700 };
    const details: TextStyle = { size: 8.5, color: MUTED };
    const cell: TextStyle = { size: 9.5 };
    const c = this.columns;
    const p = this.pad;
    const textWidth = c.item.width - 2 * p;

    this.ensure(80);
    this.tableHeader();
    for (const line of this.invoice.lines) {
      const own = line.label ? this.t('invoice.lineLabel', { label: isolate(line.label) }) : '';
      const titleHeight = this.measure(line.title, textWidth, title);
      const labelHeight = own ? this.measure(own, textWidth, details) : 0;
      const detailLines = line.details ? this.text.wrap(line.details, textWidth, details) : [];
      const height = titleHeight + labelHeight + detailLines.length * lineHeight(details) + 2 * p;
      // A row taller than a page (a long brief) starts where it is and goes on overleaf.
      if (this.ensure(Math.min(height, (BODY_BOTTOM - MARGIN) / 2))) this.tableHeader();

      const y = this.y + p;
      this.paragraph(line.title, c.item.start + p, textWidth, title, { y, direction: 'auto' });
      if (own) this.paragraph(own, c.item.start + p, textWidth, details, { y: y + titleHeight });
      this.paragraph(this.count(line.quantity), c.quantity.start, c.quantity.width, cell, {
        y,
        align: 'center',
      });
      this.paragraph(this.money(line.unitCents), c.unit.start + p, c.unit.width - 2 * p, cell, {
        y,
        align: 'end',
      });
      this.paragraph(this.money(line.totalCents), c.total.start + p, c.total.width - 2 * p, cell, {
        y,
        align: 'end',
      });
      let dy = y + titleHeight + labelHeight;
      for (const detail of detailLines) {
        if (dy + lineHeight(details) > BODY_BOTTOM) {
          this.newPage();
          this.tableHeader();
          dy = this.y + p;
        }
        this.text.drawLine(
          detail,
          this.left(c.item.start + p, textWidth),
          textWidth,
          dy,
          details,
          'start',
          'auto',
        );
        dy += lineHeight(details);
      }
      this.y = dy + p;
      this.rule(this.y);
    }
    this.y += 12;
  }

  totals(): void {
    const inv = this.invoice;
    const width = 260;
    const start = CONTENT - width;
    const style: TextStyle = { size: 9.5 };
    const strong: TextStyle = { size: 12, weight: 700 };
    const rows: [string, string][] = [[this.t('invoice.subtotal'), this.money(inv.subtotalCents)]];
    if (inv.discountCents) {
      const label = inv.discountLabel
        ? inv.discountLabel
        : inv.couponCode
          ? this.t('invoice.discountCoupon', { code: ltr(inv.couponCode) })
          : this.t('invoice.discount');
      rows.push([label, this.money(-inv.discountCents)]);
    }
    if (inv.shippingCents !== null) rows.push([this.t('invoice.shipping'), this.money(inv.shippingCents)]);
    const percent = new Intl.NumberFormat(this.locale, { style: 'percent', maximumFractionDigits: 2 });
    const rates = inv.byRate ?? [
      { rateBasisPoints: inv.vatRateBasisPoints, baseCents: null, taxCents: inv.vatCents },
    ];
    for (const { rateBasisPoints, baseCents, taxCents } of rates) {
      const rate = percent.format(rateBasisPoints / 10_000);
      if (baseCents !== null) rows.push([this.t('invoice.taxBase', { rate }), this.money(baseCents)]);
      rows.push([this.t('invoice.vat', { rate }), this.money(taxCents)]);
    }
    if (inv.creditNote) rows.splice(0, rows.length, ...this.creditNoteRows(inv.creditNote.byRate));

    const rowHeight = lineHeight(style) + 3;
    this.ensure(rows.length * rowHeight + lineHeight(strong) + 16);
    const valueWidth = 100;
    for (const [label, value] of rows) {
      this.paragraph(label, start, width - valueWidth, style);
      this.paragraph(value, start + width - valueWidth, valueWidth, style, { align: 'end' });
      this.y += rowHeight;
    }
    this.y += 2;
    this.rule(this.y, start, width, INK, 1);
    this.y += 6;
    this.paragraph(this.t('invoice.total'), start, width - valueWidth, strong);
    this.paragraph(this.money(inv.totalCents), start + width - valueWidth - 20, valueWidth + 20, strong, {
      align: 'end',
    });
    this.y += lineHeight(strong) + 18;
  }

  /** A credit note names the invoice it corrects under its own number. */
  private creditNoteMeta(): [string, string][] {
    const note = this.invoice.creditNote;
    if (!note) return [];
    return [[this.t('creditNote.corrects'), `${ltr(note.corrects)} (${this.date(note.correctsDate)})`]];
  }

  /** A credit note's base and VAT for each rate (Spanish law asks for them per rate). */
  private creditNoteRows(byRate: NonNullable<InvoiceDocument['creditNote']>['byRate']): [string, string][] {
    const percent = new Intl.NumberFormat(this.locale, { style: 'percent', maximumFractionDigits: 2 });
    return byRate.flatMap((r): [string, string][] => {
      const rate = percent.format(r.rateBasisPoints / 10_000);
      return [
        [this.t('creditNote.base', { rate }), this.money(r.baseCents)],
        [this.t('invoice.vat', { rate }), this.money(r.taxCents)],
      ];
    });
  }

  notes(): void {
    const inv = this.invoice;
    const style: TextStyle = { size: 8.5, color: MUTED };
    const notes: { text: string; style: TextStyle }[] = (inv.notes ?? []).map((text) => ({
      text,
      style: { size: 9.5 },
    }));
    if (inv.vatTreatment === 'export') {
      notes.push({ text: this.t('invoice.vatNoteExport'), style: { size: 9, weight: 700 } });
    } else if (inv.reverseCharge) {
      // The directive's number is one Latin token: kept whole inside Arabic text.
      notes.push({
        text: this.t('invoice.reverseCharge', { directive: ltr('2006/112/EC') }),
        style: { size: 9, weight: 700 },
      });
    } else if (inv.vatTreatment === 'eu') {
      notes.push({ text: this.t('invoice.vatNoteEu'), style: { size: 9, weight: 700 } });
    }
    if (inv.payment) {
      notes.push({
        text: this.t('invoice.paidBy', { card: ltr(`${inv.payment.brand} •••• ${inv.payment.last4}`) }),
        style: { size: 9 },
      });
    }
    if (inv.onAccount) {
      // Codes stay whole, left to right, inside Arabic text.
      notes.push({
        text: this.t('invoice.onAccount', {
          days: this.count(inv.onAccount.days),
          date: this.date(dayAtNoon(inv.onAccount.dueOn)),
          iban: ltr(formatIban(inv.onAccount.iban)),
          reference: ltr(inv.onAccount.reference),
        }),
        style: { size: 9.5, weight: 700 },
      });
    }
    if (inv.creditNote) {
      notes.push({
        text: this.t('creditNote.legal', { number: ltr(inv.creditNote.corrects) }),
        style: { size: 9 },
      });
    }
    notes.push({ text: this.t('invoice.pricesNote'), style });
    if (inv.kind === 'invoice' || inv.kind === undefined)
      notes.push({ text: this.t('invoice.thanks'), style });
    for (const note of notes) {
      const height = this.measure(note.text, CONTENT, note.style);
      this.ensure(height);
      this.y += this.paragraph(note.text, 0, CONTENT, note.style) + 4;
    }
  }

  footers(): void {
    const range = this.doc.bufferedPageRange();
    const style: TextStyle = { size: 8, color: MUTED };
    const y = PAGE_HEIGHT - 42;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      this.rule(y - 8);
      const { sender } = this.invoice;
      const who = [
        ...(sender
          ? [isolate(sender.name)]
          : [isolate(BUSINESS.tradingName), `${this.t('invoice.taxId')}: ${ltr(BUSINESS.taxId)}`]),
        this.t(titleKey(this.invoice), { number: ltr(this.invoice.number) }),
      ].join(' · ');
      this.paragraph(who, 0, CONTENT - 110, style, { y });
      const page = this.t('invoice.page', {
        page: this.count(i - range.start + 1),
        pages: this.count(range.count),
      });
      this.paragraph(page, CONTENT - 110, 110, style, { y, align: 'end' });
    }
  }

  /**
   * The document as one buffer: `draw` writes its pages, then it is ended. Every PDF drawn with
   * this writer (invoices, packing lists, labels, job tickets, a proof's cover) ends here.
   */
  async toBuffer(draw: () => void | Promise<void>): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    await draw();
    this.doc.end();
    return done;
  }

  render(): Promise<Buffer> {
    return this.toBuffer(() => {
      if (this.invoice.qr) drawVerifactuQr(this, this.invoice.qr.url);
      this.header();
      this.preparedFor();
      this.customer();
      this.table();
      this.totals();
      this.notes();
      this.footers();
    });
  }
}

/** Renders an A4 invoice, English or Arabic (right-to-left), as a PDF file in memory. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return new InvoiceWriter(doc).render();
}
