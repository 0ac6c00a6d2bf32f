/**
 * The server's preflight of one stored file, on a worker thread (workers/pool-worker.ts)
 * within the pool's time and memory limits, never on the event loop: PDFs (and Illustrator
 * files, which are PDFs inside) with MuPDF's WebAssembly build, raster files with sharp's
 * header read. It stores facts of the file, not judgements: the findings at the ordered size
 * are derived per line (`@shop/shared/preflight-findings`). See
 * docs/decisions/050-preflight-with-libraries.md.
 */
import fs from 'node:fs';
import type { Preflight } from '@shop/shared/api/files';
import type { ArtworkType } from './sniff';

type PdfFacts = Extract<Preflight, { kind: 'pdf' }>;

/** More pixels than sharp decodes by default: a file we would never decode is not checked. */
export const RASTER_MAX_PIXELS = 268_402_689;
/** Pages drawn for the colour, image and transparency checks (boxes and fonts: the same). */
export const PDF_PAGES_CHECKED = 20;
/** Drawing calls looked at per file: past this the page's remaining drawing is skipped. */
const PDF_DRAW_CALLS = 200_000;
/** Images kept per file: the least resolved ones. */
const IMAGES_KEPT = 5;
/** Resource dictionaries visited per page when looking for fonts (forms nest). */
const RESOURCE_NODES = 2_000;
/** XMP metadata read for the PDF/X identification only when its raw stream is this small. */
const XMP_RAW_BYTES = 256 * 1024;

const MM_PER_POINT = 25.4 / 72;
const mm = (points: number) => Math.round(points * MM_PER_POINT * 10) / 10;

export async function measureArtwork(type: ArtworkType, file: string): Promise<Preflight> {
  if (type === 'png' || type === 'jpeg' || type === 'tiff') return measureRaster(file);
  if (type === 'pdf' || type === 'ai') return measurePdf(file);
  return { kind: 'other' };
}

// ---------- Raster ----------

/** sharp reads the header only (no pixel is decoded): size, colour space, alpha, ICC profile. */
async function measureRaster(file: string): Promise<Preflight> {
  const { default: sharp } = await import('sharp');
  let meta: import('sharp').Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: RASTER_MAX_PIXELS, sequentialRead: true }).metadata();
  } catch {
    return { kind: 'unchecked', reason: 'unreadable' };
  }
  const { width, height } = meta;
  if (!width || !height) return { kind: 'unchecked', reason: 'unreadable' };
  // A pixel flood (a PNG bomb): far beyond any print and beyond what we would decode.
  if (width * height > RASTER_MAX_PIXELS) return { kind: 'unchecked', reason: 'too_large' };
  return {
    kind: 'raster',
    widthPx: width,
    heightPx: height,
    colourMode: colourModeOf(meta.space),
    hasAlpha: meta.hasAlpha === true,
    hasIcc: meta.hasProfile === true,
    ...(meta.icc ? { iccName: iccDescription(meta.icc) } : {}),
  };
}

function colourModeOf(space: string | undefined): 'rgb' | 'cmyk' | 'grey' | 'other' {
  if (space === 'srgb' || space === 'rgb' || space === 'rgb16' || space === 'scrgb') return 'rgb';
  if (space === 'cmyk') return 'cmyk';
  if (space === 'b-w' || space === 'grey16') return 'grey';
  return 'other';
}

/** The profile's own name (its `desc` tag, ICC v2 text or v4 multi-localised), if readable. */
function iccDescription(icc: Buffer): string | undefined {
  if (icc.length < 132) return undefined;
  const count = Math.min(icc.readUInt32BE(128), 100);
  for (let i = 0; i < count; i += 1) {
    const at = 132 + i * 12;
    if (at + 12 > icc.length) break;
    if (icc.toString('latin1', at, at + 4) !== 'desc') continue;
    const offset = icc.readUInt32BE(at + 4);
    const size = icc.readUInt32BE(at + 8);
    const tag = icc.subarray(offset, Math.min(icc.length, offset + size));
    const kind = tag.toString('latin1', 0, 4);
    if (kind === 'desc' && tag.length >= 12) {
      const length = Math.min(tag.readUInt32BE(8), tag.length - 12, 200);
      return tag.toString('latin1', 12, 12 + length).replace(/\0+$/, '') || undefined;
    }
    if (kind === 'mluc' && tag.length >= 28) {
      const length = tag.readUInt32BE(20);
      const start = tag.readUInt32BE(24);
      const text = tag.subarray(start, Math.min(tag.length, start + Math.min(length, 400)));
      return text.swap16().toString('utf16le').replace(/\0+$/, '') || undefined;
    }
  }
  return undefined;
}

// ---------- PDF ----------

type MuPdf = typeof import('mupdf');
let mupdfModule: Promise<MuPdf> | null = null;
/** Loaded once per thread (a few MB of WebAssembly), on the first PDF it checks. */
const loadMuPdf = () => {
  mupdfModule ??= import('mupdf');
  return mupdfModule;
};

/** The file read through MuPDF's stream interface: never held whole in memory. */
function fileStream(mupdf: MuPdf, file: string) {
  const fd = fs.openSync(file, 'r');
  const size = fs.fstatSync(fd).size;
  return new mupdf.Stream({
    fileSize: () => size,
    read: (memory, offset, length, position) => fs.readSync(fd, memory, offset, length, position),
    close: () => fs.closeSync(fd),
  });
}

type Box = { w: number; h: number };
type Rect = readonly number[];
const boxOf = (rect: Rect): Box => ({
  w: mm(Math.abs((rect[2] ?? 0) - (rect[0] ?? 0))),
  h: mm(Math.abs((rect[3] ?? 0) - (rect[1] ?? 0))),
});

async function measurePdf(file: string): Promise<Preflight> {
  const mupdf = await loadMuPdf();
  // MuPDF reports recoverable trouble on the console; the findings are our report.
  mupdf.setLog(() => {});
  let doc: import('mupdf').Document | null = null;
  try {
    doc = mupdf.Document.openDocument(fileStream(mupdf, file), 'application/pdf');
    const pdf = doc.asPDF();
    if (!pdf || doc.needsPassword()) return { kind: 'unchecked', reason: 'unreadable' };
    const pages = doc.countPages();
    if (pages < 1) return { kind: 'unchecked', reason: 'unreadable' };
    return readPdfFacts(mupdf, pdf, pages);
  } catch {
    // Broken beyond MuPDF's repair, or over one of its own limits (it detects compression bombs).
    return { kind: 'unchecked', reason: 'unreadable' };
  } finally {
    doc?.destroy();
  }
}

function readPdfFacts(mupdf: MuPdf, pdf: import('mupdf').PDFDocument, pages: number): PdfFacts {
  const first = pdf.loadPage(0);
  const pageObject = first.getObject();
  const media = boxOf(first.getBounds('MediaBox'));
  const declared = (name: string) => !pageObject.getInheritable(name).isNull();
  const trim = declared('TrimBox') ? boxOf(first.getBounds('TrimBox')) : undefined;
  const bleed = declared('BleedBox') ? boxOf(first.getBounds('BleedBox')) : undefined;
  const shown = trim ?? media;

  const facts: Required<
    Pick<PdfFacts, 'fontsNotEmbedded' | 'rgbPages' | 'spotColours' | 'images' | 'transparencyPages'>
  > = { fontsNotEmbedded: [], rgbPages: [], spotColours: [], images: [], transparencyPages: [] };
  const fontsSeen = new Set<string>();
  const spotsSeen = new Set<string>();
  let drawCalls = 0;

  for (let index = 0; index < Math.min(pages, PDF_PAGES_CHECKED); index += 1) {
    const pageNumber = index + 1;
    const page = index === 0 ? first : pdf.loadPage(index);
    const bounds = page.getBounds('MediaBox');
    for (const name of unembeddedFonts(page.getObject().getInheritable('Resources'))) {
      if (fontsSeen.has(name)) continue;
      fontsSeen.add(name);
      facts.fontsNotEmbedded.push({ name, page: pageNumber });
    }
    let rgb = false;
    let transparent = false;
    const colour = (cs: import('mupdf').ColorSpace | null | undefined) => {
      if (!cs) return;
      const type = cs.getType();
      if (type === 'RGB' || type === 'BGR' || (type === 'Indexed' && /RGB/i.test(cs.getName()))) rgb = true;
      if (type === 'Separation' || cs.isDeviceN()) {
        const name = spotName(cs.getName());
        if (name && !spotsSeen.has(name)) {
          spotsSeen.add(name);
          facts.spotColours.push({ name, page: pageNumber });
        }
      }
    };
    const counted = () => {
      drawCalls += 1;
      return drawCalls <= PDF_DRAW_CALLS;
    };
    const alpha = (value: number) => {
      if (value < 0.999) transparent = true;
    };
    /** A fill or stroke: its colour space and constant alpha, while under the call budget. */
    const painted = (cs: import('mupdf').ColorSpace | null, a: number) => {
      if (!counted()) return;
      colour(cs);
      alpha(a);
    };
    const device = new mupdf.Device({
      fillPath: (_p, _e, _m, cs, _c, a) => painted(cs, a),
      strokePath: (_p, _s, _m, cs, _c, a) => painted(cs, a),
      fillText: (_t, _m, cs, _c, a) => painted(cs, a),
      strokeText: (_t, _s, _m, cs, _c, a) => painted(cs, a),
      fillImageMask: (_i, _m, cs, _c, a) => painted(cs, a),
      fillShade: (_s, _m, a) => painted(null, a),
      fillImage: (image, ctm, a) => {
        if (!counted()) return;
        alpha(a);
        colour(image.getColorSpace());
        if (image.getMask()) transparent = true;
        const placedW = Math.hypot(ctm[0] ?? 0, ctm[1] ?? 0);
        const placedH = Math.hypot(ctm[2] ?? 0, ctm[3] ?? 0);
        if (placedW <= 0 || placedH <= 0) return;
        const x = (ctm[4] ?? 0) - (bounds[0] ?? 0);
        const y = (ctm[5] ?? 0) - (bounds[1] ?? 0);
        facts.images.push({
          page: pageNumber,
          widthPx: image.getWidth(),
          heightPx: image.getHeight(),
          placedWidthMm: mm(placedW),
          placedHeightMm: mm(placedH),
          area: `x ${Math.round(mm(x))} mm, y ${Math.round(mm(y))} mm`,
        });
        keepLeastResolved(facts.images);
      },
      beginMask: () => {
        transparent = true;
      },
      beginGroup: (_b, _cs, _i, _k, blend, a) => {
        if (blend !== 'Normal' || a < 0.999) transparent = true;
      },
    });
    try {
      page.run(device, mupdf.Matrix.identity);
    } finally {
      device.close();
      device.destroy();
    }
    if (rgb) facts.rgbPages.push(pageNumber);
    if (transparent) facts.transparencyPages.push(pageNumber);
    if (page !== first) page.destroy();
  }
  first.destroy();

  const { pdfx, outputIntent } = pdfxOf(pdf);
  return {
    kind: 'pdf',
    pageWidthMm: shown.w,
    pageHeightMm: shown.h,
    pages,
    mediaMm: media,
    ...(trim ? { trimMm: trim } : {}),
    ...(bleed ? { bleedMm: bleed } : {}),
    ...facts,
    pdfx,
    outputIntent,
  };
}

/** Keeps the IMAGES_KEPT images printed at the lowest resolution on their page. */
function keepLeastResolved(images: NonNullable<PdfFacts['images']>): void {
  if (images.length <= IMAGES_KEPT) return;
  const ppi = (i: (typeof images)[number]) =>
    Math.min(i.widthPx / i.placedWidthMm, i.heightPx / i.placedHeightMm);
  images.sort((a, b) => ppi(a) - ppi(b));
  images.length = IMAGES_KEPT;
}

/** An object with references followed; MuPDF's Null has no document to resolve in. */
const resolved = (object: import('mupdf').PDFObject) => (object.isNull() ? object : object.resolve());

/** A separation's colourant name; "All" and "None" are registration and nothing, not spots. */
function spotName(colourSpaceName: string): string | null {
  const name = colourSpaceName
    .replace(/^(Separation|DeviceN)\s*\(?/, '')
    .replace(/\)$/, '')
    .trim();
  if (!name || /^(All|None)$/.test(name)) return null;
  // DeviceN of process colourants only (Cyan, Magenta…) is not a spot.
  if (/^(Cyan|Magenta|Yellow|Black)([, +]+(Cyan|Magenta|Yellow|Black))*$/.test(name)) return null;
  return name.slice(0, 80);
}

/**
 * The fonts of a resource dictionary (and of the forms and patterns it draws, nested) that
 * carry no font file: the press would substitute them. Type 3 fonts are drawings, embedded.
 */
function unembeddedFonts(resources: import('mupdf').PDFObject): string[] {
  const missing: string[] = [];
  const visited = new Set<number>();
  const queue: import('mupdf').PDFObject[] = [resources];
  let nodes = 0;
  while (queue.length > 0 && nodes < RESOURCE_NODES) {
    const node = queue.shift()!;
    nodes += 1;
    if (node.isIndirect()) {
      const num = node.asIndirect();
      if (visited.has(num)) continue;
      visited.add(num);
    }
    const dict = resolved(node);
    if (!dict.isDictionary()) continue;
    const fonts = dict.get('Font');
    if (fonts.isDictionary()) {
      fonts.forEach((font) => {
        const name = fontNameIfUnembedded(resolved(font));
        if (name && !missing.includes(name)) missing.push(name);
      });
    }
    for (const key of ['XObject', 'Pattern']) {
      const children = dict.get(key);
      if (!children.isDictionary()) continue;
      children.forEach((child) => {
        const inner = resolved(child).get('Resources');
        if (!inner.isNull()) queue.push(inner);
      });
    }
  }
  return missing;
}

function fontNameIfUnembedded(font: import('mupdf').PDFObject): string | null {
  if (!font.isDictionary()) return null;
  const subtype = font.get('Subtype');
  if (subtype.isName() && subtype.asName() === 'Type3') return null;
  const base = font.get('BaseFont');
  const name = base.isName() ? base.asName().replace(/^[A-Z]{6}\+/, '') : 'unnamed';
  const descendant =
    subtype.isName() && subtype.asName() === 'Type0' ? font.get('DescendantFonts').get(0) : font;
  const descriptor = resolved(descendant).get('FontDescriptor');
  if (!descriptor.isNull()) {
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) if (!descriptor.get(key).isNull()) return null;
  }
  return name.slice(0, 80);
}

/** A stream's declared raw length, read before its data is (Infinity when unknown). */
function rawLength(stream: import('mupdf').PDFObject): number {
  const length = resolved(stream.get('Length'));
  return length.isNumber() ? length.asNumber() : Number.POSITIVE_INFINITY;
}

/**
 * PDF/X identification: `GTS_PDFXVersion` in the Info dictionary (PDF/X-1a, -3) or in the
 * XMP metadata (PDF/X-4 and later), and the GTS_PDFX output intent's condition.
 */
function pdfxOf(pdf: import('mupdf').PDFDocument): { pdfx: string | null; outputIntent: string | null } {
  let pdfx = pdf.getMetaData('info:GTS_PDFXVersion')?.trim() || null;
  const root = pdf.getTrailer().get('Root');
  if (!pdfx) {
    const xmp = root.get('Metadata');
    if (xmp.isStream() && rawLength(xmp) <= XMP_RAW_BYTES) {
      const text = xmp.readStream().asString();
      const found =
        /pdfxid:GTS_PDFXVersion\s*=\s*["']([^"']{1,40})["']/.exec(text) ??
        /<pdfxid:GTS_PDFXVersion>([^<]{1,40})<\/pdfxid:GTS_PDFXVersion>/.exec(text);
      pdfx = found?.[1]?.trim() || null;
    }
  }
  let outputIntent: string | null = null;
  const intents = root.get('OutputIntents');
  if (intents.isArray()) {
    for (let i = 0; i < Math.min(intents.length, 16); i += 1) {
      const intent = resolved(intents.get(i));
      const kind = intent.get('S');
      if (!kind.isName() || kind.asName() !== 'GTS_PDFX') continue;
      const condition = intent.get('OutputConditionIdentifier');
      outputIntent = condition.isString() ? condition.asString().slice(0, 80) : 'GTS_PDFX';
    }
  }
  return { pdfx: pdfx ? pdfx.slice(0, 40) : null, outputIntent };
}
