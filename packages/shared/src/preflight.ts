/**
 * The browser's light artwork read before anything is sent (docs/product.md#uploads): the
 * server's preflight reads the stored file with MuPDF and sharp instead (apps/api/src/modules/
 * uploads/measure.ts, docs/decisions/050-preflight-with-libraries.md), and both judge with
 * `./preflight-findings`. Raster files give their
 * pixel size, hence the effective resolution at the ordered print size; PDFs give their first
 * page's size (TrimBox, else MediaBox), compared with the order. Everything here works on
 * bytes already read (`Uint8Array`), never on files, so only headers need reading.
 */

/** Raster formats carry their pixel size within this many first bytes (in practice). */
export const RASTER_HEAD_BYTES = 2 * 1024 * 1024;
/** PDFs up to this size are read whole by the browser; larger ones by their head and tail. */
export const PDF_WHOLE_BYTES = 32 * 1024 * 1024;
/** The head and the tail read of a large PDF (the trailer and page tree are usually there). */
export const PDF_HEAD_BYTES = 8 * 1024 * 1024;
export const PDF_TAIL_BYTES = 8 * 1024 * 1024;

export type RasterInfo = { format: 'png' | 'jpeg' | 'tiff'; widthPx: number; heightPx: number };
/** How far each edge of the TrimBox lies inside the page as drawn (its MediaBox cut by its CropBox), in points, rotation applied. */
export type TrimInset = { left: number; top: number; right: number; bottom: number };
export type PdfPageInfo = {
  widthPt: number;
  heightPt: number;
  box: 'TrimBox' | 'MediaBox';
  /** Only when the TrimBox lies within the drawn page: where the trim sits on the page's picture. */
  trimInsetPt?: TrimInset;
};

const CM_PER_INCH = 2.54;
const MM_PER_POINT = 25.4 / 72;

// ---------- Raster headers ----------

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 65536;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readPng(b: Uint8Array): RasterInfo | null {
  if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return null;
  if (String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { format: 'png', widthPx: u32be(b, 16), heightPx: u32be(b, 20) };
}

function readJpeg(b: Uint8Array): RasterInfo | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    let marker = b[i + 1] ?? 0;
    while (marker === 0xff && i + 2 < b.length) {
      i += 1; // fill bytes
      marker = b[i + 1] ?? 0;
    }
    if (JPEG_SOF.has(marker)) return { format: 'jpeg', heightPx: u16be(b, i + 5), widthPx: u16be(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function readTiff(b: Uint8Array): RasterInfo | null {
  const little = b[0] === 0x49 && b[1] === 0x49 && b[2] === 42 && b[3] === 0;
  const big = b[0] === 0x4d && b[1] === 0x4d && b[2] === 0 && b[3] === 42;
  if (!little && !big) return null;
  const u16 = little ? u16le : u16be;
  const u32 = little ? u32le : u32be;
  const ifd = u32(b, 4);
  if (ifd + 2 > b.length) return null;
  const count = u16(b, ifd);
  let widthPx = 0;
  let heightPx = 0;
  for (let n = 0; n < count; n += 1) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > b.length) return null;
    const tag = u16(b, entry);
    const type = u16(b, entry + 2);
    const value = type === 3 ? u16(b, entry + 8) : u32(b, entry + 8);
    if (tag === 256) widthPx = value;
    if (tag === 257) heightPx = value;
  }
  return widthPx > 0 && heightPx > 0 ? { format: 'tiff', widthPx, heightPx } : null;
}

/** Pixel size from the first bytes of a PNG, JPEG or TIFF file; null if not recognised. */
export function readRasterSize(bytes: Uint8Array): RasterInfo | null {
  const info = readPng(bytes) ?? readJpeg(bytes) ?? readTiff(bytes);
  return info && info.widthPx > 0 && info.heightPx > 0 ? info : null;
}

/** Dots per inch when printed at widthCm × heightCm (the lower of both directions). */
export function effectiveDpi(widthPx: number, heightPx: number, widthCm: number, heightCm: number): number {
  if (widthCm <= 0 || heightCm <= 0) return 0;
  const dpiX = widthPx / (widthCm / CM_PER_INCH);
  const dpiY = heightPx / (heightCm / CM_PER_INCH);
  return Math.floor(Math.min(dpiX, dpiY));
}

// ---------- PDF ----------

/** Inflates `data`; answers null (or throws) past `maxBytes` of output rather than reading on. */
export type Inflate = (data: Uint8Array, maxBytes: number) => Promise<Uint8Array | null>;

/**
 * Limits of one PDF read. The file is hostile until proven otherwise (issue 22): a page tree
 * is a few objects of a few hundred bytes, so these are far above any real file and far below
 * what would stall a thread or exhaust its memory.
 */
export const PDF_LIMITS = {
  /** Object streams opened per file (a real file has a handful). */
  objectStreams: 64,
  /** Objects read from one object stream (its /N is the file's word, not ours). */
  objectsPerStream: 10_000,
  /** Inflated bytes for the whole file, every stream together. */
  inflatedBytes: 8 * 1024 * 1024,
  /** An object's text is cut here: a page dictionary or a box array is far shorter. */
  objectChars: 64 * 1024,
} as const;

/** zlib (FlateDecode) with the platform's DecompressionStream (browsers and Node 18+). */
export const inflateWithStreams: Inflate = async (data, maxBytes) => {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.length;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/** One character per byte, so string offsets are byte offsets. */
function byteString(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    out += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + CHUNK)));
  }
  return out;
}

type PdfReader = { object: (num: number) => Promise<string | null> };

function createPdfReader(bytes: Uint8Array, inflate: Inflate): PdfReader {
  const text = byteString(bytes);
  let compressed: Map<number, string> | null = null;
  let inflatedLeft: number = PDF_LIMITS.inflatedBytes;

  /** Where each object's body starts (the last definition wins, as after an update); one pass. */
  let offsets: Map<number, number> | null = null;
  function direct(num: number): string | null {
    if (!offsets) {
      offsets = new Map();
      for (const m of text.matchAll(/(?<![0-9])(\d+)\s+\d+\s+obj\b/g)) {
        offsets.set(Number(m[1]), m.index + m[0].length);
      }
    }
    const last = offsets.get(num);
    if (last === undefined) return null;
    const end = text.indexOf('endobj', last);
    return text.slice(last, Math.min(end < 0 ? text.length : end, last + PDF_LIMITS.objectChars));
  }

  async function streamData(dictStart: number): Promise<Uint8Array | null> {
    const keyword = text.indexOf('stream', dictStart);
    if (keyword < 0) return null;
    const dict = text.slice(dictStart, keyword);
    let start = keyword + 6;
    if (text[start] === '\r') start += 1;
    if (text[start] === '\n') start += 1;
    let length: number | null = null;
    const ref = /\/Length\s+(\d+)\s+\d+\s+R/.exec(dict);
    const literal = /\/Length\s+(\d+)/.exec(dict);
    if (ref) length = Number((direct(Number(ref[1])) ?? '').trim()) || null;
    else if (literal) length = Number(literal[1]);
    const end = length !== null ? start + length : text.indexOf('endstream', start);
    if (end < start) return null;
    const raw = bytes.subarray(start, end);
    if (!/\/Filter\s*\/FlateDecode/.test(dict) && !/\/Filter\s*\[\s*\/FlateDecode\s*\]/.test(dict))
      return raw;
    if (inflatedLeft <= 0) return null;
    try {
      const data = await inflate(raw, inflatedLeft);
      inflatedLeft -= data ? data.length : inflatedLeft;
      return data;
    } catch {
      // Over the budget or corrupt: nothing more is inflated for this file.
      inflatedLeft = 0;
      return null;
    }
  }

  /**
   * Objects stored inside compressed object streams (PDF 1.5+). The loops stop at our limits
   * and at the end of each stream's header, whatever its /N says (a 123-byte file claiming
   * /N 3e8 once kept the loop going for seconds).
   */
  async function loadCompressed(): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    const re = /\/Type\s*\/ObjStm\b/g;
    let streams = 0;
    for (let m = re.exec(text); m && streams < PDF_LIMITS.objectStreams; m = re.exec(text)) {
      streams += 1;
      const dictStart = text.lastIndexOf('obj', m.index);
      const dictEnd = text.indexOf('stream', m.index);
      if (dictEnd < 0) break;
      const dict = text.slice(dictStart, dictEnd);
      const count = Math.min(Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0), PDF_LIMITS.objectsPerStream);
      const data = await streamData(dictStart);
      if (!data || !(count > 0)) continue;
      const content = byteString(data);
      const first = Math.min(Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0), content.length);
      const header = content.slice(0, first).trim().split(/\s+/).map(Number);
      const pairs = Math.min(count, Math.floor(header.length / 2));
      for (let k = 0; k < pairs; k += 1) {
        const num = header[k * 2];
        const offset = header[k * 2 + 1];
        const next = k + 1 < pairs ? header[k * 2 + 3] : undefined;
        if (num === undefined || offset === undefined || !Number.isFinite(offset)) continue;
        const start = first + offset;
        const end = Math.min(
          next === undefined ? content.length : first + next,
          start + PDF_LIMITS.objectChars,
        );
        found.set(num, content.slice(start, end));
      }
    }
    return found;
  }

  return {
    async object(num) {
      const plain = direct(num);
      if (plain !== null) return plain;
      compressed ??= await loadCompressed();
      return compressed.get(num) ?? null;
    },
  };
}

type Rect = { x1: number; y1: number; x2: number; y2: number; width: number; height: number };

async function readBox(reader: PdfReader, body: string, name: 'MediaBox' | 'CropBox' | 'TrimBox') {
  const inline = new RegExp(`/${name}\\s*\\[([^\\]]{0,256})\\]`).exec(body);
  let numbers = inline?.[1];
  if (!numbers) {
    const ref = new RegExp(`/${name}\\s+(\\d+)\\s+\\d+\\s+R`).exec(body);
    if (ref) numbers = /\[([^\]]{0,256})\]/.exec((await reader.object(Number(ref[1]))) ?? '')?.[1];
  }
  const values = (numbers ?? '').trim().split(/\s+/).map(Number);
  if (values.length !== 4 || values.some((v) => !Number.isFinite(v))) return null;
  const [a, b, c, d] = values as [number, number, number, number];
  const rect: Rect = {
    x1: Math.min(a, c),
    y1: Math.min(b, d),
    x2: Math.max(a, c),
    y2: Math.max(b, d),
    width: Math.abs(c - a),
    height: Math.abs(d - b),
  };
  return rect.width > 0 && rect.height > 0 ? rect : null;
}

/**
 * The TrimBox's insets within the drawn page (MediaBox ∩ CropBox, as PDF viewers draw it), turned
 * by the page's /Rotate (clockwise: at 90° the left edge comes to the top). Null when the trim
 * reaches outside the drawn page, which says nothing reliable about where the trim sits.
 */
function trimInset(media: Rect, crop: Rect | null, trim: Rect, rotate: number): TrimInset | null {
  const view = crop
    ? {
        x1: Math.max(media.x1, crop.x1),
        y1: Math.max(media.y1, crop.y1),
        x2: Math.min(media.x2, crop.x2),
        y2: Math.min(media.y2, crop.y2),
      }
    : media;
  if (view.x2 <= view.x1 || view.y2 <= view.y1) return null;
  const left = trim.x1 - view.x1;
  const right = view.x2 - trim.x2;
  const bottom = trim.y1 - view.y1;
  const top = view.y2 - trim.y2;
  if (Math.min(left, right, bottom, top) < 0) return null;
  switch (((rotate % 360) + 360) % 360) {
    case 90:
      return { top: left, right: top, bottom: right, left: bottom };
    case 180:
      return { top: bottom, right: left, bottom: top, left: right };
    case 270:
      return { top: right, right: bottom, bottom: left, left: top };
    default:
      return { left, top, right, bottom };
  }
}

/**
 * The first page's size in points: trailer → /Root catalogue → /Pages → first /Kids down to
 * a page, with MediaBox and Rotate inherited from the page tree, objects read directly or
 * from compressed object streams.
 */
export async function readPdfPageSize(
  bytes: Uint8Array,
  inflate: Inflate = inflateWithStreams,
): Promise<PdfPageInfo | null> {
  if (byteString(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) return null;
  const reader = createPdfReader(bytes, inflate);
  const text = byteString(bytes.subarray(Math.max(0, bytes.length - 1_000_000)));
  const roots = [...text.matchAll(/\/Root\s+(\d+)\s+\d+\s+R/g)];
  const rootNum = roots.length > 0 ? Number(roots.at(-1)?.[1]) : null;
  let node = rootNum === null ? null : await reader.object(rootNum);
  const pagesRef = node ? /\/Pages\s+(\d+)\s+\d+\s+R/.exec(node) : null;
  node = pagesRef ? await reader.object(Number(pagesRef[1])) : null;

  let media: Rect | null = null;
  let crop: Rect | null = null;
  let trim: Rect | null = null;
  let rotate = 0;
  for (let depth = 0; node && depth < 32; depth += 1) {
    media = (await readBox(reader, node, 'MediaBox')) ?? media;
    crop = (await readBox(reader, node, 'CropBox')) ?? crop;
    trim = (await readBox(reader, node, 'TrimBox')) ?? trim;
    const rotation = /\/Rotate\s+(-?\d+)/.exec(node);
    if (rotation) rotate = Number(rotation[1]);
    const kid = /\/Kids\s*\[\s*(\d+)\s+\d+\s+R/.exec(node);
    if (!kid) break;
    node = await reader.object(Number(kid[1]));
  }
  const box = trim ?? media;
  if (!box) return null;
  const turned = Math.abs(rotate) % 180 === 90;
  const inset = trim && media ? trimInset(media, crop, trim, rotate) : null;
  return {
    widthPt: turned ? box.height : box.width,
    heightPt: turned ? box.width : box.height,
    box: trim ? 'TrimBox' : 'MediaBox',
    ...(inset ? { trimInsetPt: inset } : {}),
  };
}

export const pointsToMm = (points: number) => Math.round(points * MM_PER_POINT * 10) / 10;

export type PageFit =
  | { fit: 'exact' }
  | { fit: 'bleed' }
  | { fit: 'scaled'; scale: number }
  | { fit: 'rotated' }
  | { fit: 'mismatch' };

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(2, b * 0.01);

/**
 * How a PDF page relates to the ordered size: the same (within 1 % or 2 mm), the same with
 * up to 5 cm of bleed on each side, the same proportions at a reduced scale (1:2, 1:10…),
 * turned a quarter, or different.
 */
export function comparePageToOrder(
  widthMm: number,
  heightMm: number,
  widthCm: number,
  heightCm: number,
): PageFit {
  const w = widthCm * 10;
  const h = heightCm * 10;
  if (close(widthMm, w) && close(heightMm, h)) return { fit: 'exact' };
  const bleedW = widthMm - w;
  const bleedH = heightMm - h;
  if (bleedW > 0 && bleedH > 0 && bleedW <= 100 && bleedH <= 100) return { fit: 'bleed' };
  if (close(widthMm, h) && close(heightMm, w)) return { fit: 'rotated' };
  const scale = w / widthMm;
  if (scale > 1 && Math.abs(heightMm * scale - h) <= Math.max(2, h * 0.01)) {
    return { fit: 'scaled', scale: Math.round(scale * 10) / 10 };
  }
  return { fit: 'mismatch' };
}
