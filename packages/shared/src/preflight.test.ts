import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  comparePageToOrder,
  effectiveDpi,
  type Inflate,
  PDF_LIMITS,
  readPdfPageSize,
  readRasterSize,
} from './preflight';

const bytes = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  b.set(bytes('IHDR'), 12);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF2 (progressive) with the size.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc2, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array(12).fill(0)]);
}

function tiff(width: number, height: number): Uint8Array {
  const b = new Uint8Array(8 + 2 + 2 * 12 + 4);
  const v = new DataView(b.buffer);
  b.set(bytes('II'), 0);
  v.setUint16(2, 42, true);
  v.setUint32(4, 8, true);
  v.setUint16(8, 2, true);
  v.setUint16(10, 256, true);
  v.setUint16(12, 4, true);
  v.setUint32(14, 1, true);
  v.setUint32(18, width, true);
  v.setUint16(22, 257, true);
  v.setUint16(24, 3, true);
  v.setUint32(26, 1, true);
  v.setUint16(30, height, true);
  return b;
}

describe('readRasterSize', () => {
  it('reads PNG, JPEG and TIFF headers', () => {
    expect(readRasterSize(png(4000, 2000))).toEqual({ format: 'png', widthPx: 4000, heightPx: 2000 });
    expect(readRasterSize(jpeg(3000, 1500))).toEqual({ format: 'jpeg', widthPx: 3000, heightPx: 1500 });
    expect(readRasterSize(tiff(1200, 800))).toEqual({ format: 'tiff', widthPx: 1200, heightPx: 800 });
  });

  it('answers null for anything else', () => {
    expect(readRasterSize(bytes('%PDF-1.7 hello'))).toBeNull();
    expect(readRasterSize(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
    expect(readRasterSize(new Uint8Array())).toBeNull();
  });
});

describe('effective resolution', () => {
  it.each([
    // pixels, print size (cm), dpi
    [4724, 2362, 200, 100, 59],
    [11812, 5906, 200, 100, 150],
    [2480, 3508, 21, 29.7, 299],
  ])('%i × %i px printed at %i × %i cm is %i dpi', (wPx, hPx, wCm, hCm, dpi) => {
    expect(effectiveDpi(wPx, hPx, wCm, hCm)).toBe(dpi);
  });
});

/** A minimal PDF with the page tree given as object bodies (objects 1..n). */
function pdf(objects: string[], trailer = '<< /Root 1 0 R >>'): Uint8Array {
  const body = objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('');
  return bytes(`%PDF-1.4\n${body}trailer\n${trailer}\n%%EOF\n`);
}

describe('readPdfPageSize', () => {
  it('reads the first page’s MediaBox through the catalogue and page tree', async () => {
    const file = pdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>',
    ]);
    expect(await readPdfPageSize(file)).toEqual({ widthPt: 595.28, heightPt: 841.89, box: 'MediaBox' });
  });

  it('inherits the MediaBox, honours Rotate and prefers the TrimBox', async () => {
    const inherited = pdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 5669.29 2834.65] /Rotate 90 >>',
      '<< /Type /Page /Parent 2 0 R >>',
    ]);
    expect(await readPdfPageSize(inherited)).toEqual({
      widthPt: 2834.65,
      heightPt: 5669.29,
      box: 'MediaBox',
    });
    const trimmed = pdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /MediaBox [0 0 620 866] /TrimBox [12.5 12.5 607.5 853.5] >>',
    ]);
    expect(await readPdfPageSize(trimmed)).toEqual({
      widthPt: 595,
      heightPt: 841,
      box: 'TrimBox',
      trimInsetPt: { left: 12.5, top: 12.5, right: 12.5, bottom: 12.5 },
    });
  });

  it('places the TrimBox on the page as drawn: cut by the CropBox, turned by Rotate', async () => {
    const page = (extra: string) =>
      pdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /MediaBox [0 0 400 300] /TrimBox [10 20 370 290] ${extra}>>`,
      ]);
    // Unturned: 10 from the left, 30 from the right, 20 from the bottom, 10 from the top.
    expect((await readPdfPageSize(page('')))?.trimInsetPt).toEqual({
      left: 10,
      top: 10,
      right: 30,
      bottom: 20,
    });
    // Turned a quarter clockwise, the left edge comes to the top and the top to the right.
    expect(await readPdfPageSize(page('/Rotate 90 '))).toMatchObject({
      widthPt: 270,
      heightPt: 360,
      trimInsetPt: { top: 10, right: 10, bottom: 30, left: 20 },
    });
    expect((await readPdfPageSize(page('/Rotate 180 ')))?.trimInsetPt).toEqual({
      top: 20,
      right: 10,
      bottom: 10,
      left: 30,
    });
    expect((await readPdfPageSize(page('/Rotate -90 ')))?.trimInsetPt).toEqual({
      top: 30,
      right: 20,
      bottom: 10,
      left: 10,
    });
    // A CropBox shows less of the page: the insets count from it.
    expect((await readPdfPageSize(page('/CropBox [5 5 395 295] ')))?.trimInsetPt).toEqual({
      left: 5,
      top: 5,
      right: 25,
      bottom: 15,
    });
    // A TrimBox reaching past the drawn page tells nothing about where the trim sits.
    const outside = await readPdfPageSize(page('/CropBox [15 0 400 300] '));
    expect(outside).toMatchObject({ box: 'TrimBox', widthPt: 360 });
    expect(outside).not.toHaveProperty('trimInsetPt');
  });

  it('finds pages inside a compressed object stream (PDF 1.5)', async () => {
    const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
    const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
    const page = '<< /Type /Page /MediaBox [0 0 1417.32 708.66] >>';
    const header = `1 0 2 ${catalog.length + 1} 3 ${catalog.length + pages.length + 2} `;
    const content = `${header}${catalog}\n${pages}\n${page}`;
    const compressed = deflateSync(Buffer.from(content, 'latin1'));
    const prefix = `%PDF-1.5\n4 0 obj\n<< /Type /ObjStm /N 3 /First ${header.length} /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`;
    const suffix = '\nendstream\nendobj\n5 0 obj\n<< /Type /XRef /Root 1 0 R /Size 6 >>\nendobj\n%%EOF\n';
    const file = new Uint8Array([...bytes(prefix), ...compressed, ...bytes(suffix)]);
    expect(await readPdfPageSize(file)).toEqual({ widthPt: 1417.32, heightPt: 708.66, box: 'MediaBox' });
  });

  it('answers null for a file that is not a PDF or has no page size', async () => {
    expect(await readPdfPageSize(png(10, 10))).toBeNull();
    expect(await readPdfPageSize(pdf(['<< /Type /Catalog >>']))).toBeNull();
  });
});

/** An object stream's dictionary and raw data, as one object of a PDF. */
const objStm = (num: number, dict: string, data: Uint8Array) =>
  new Uint8Array([
    ...bytes(`${num} 0 obj\n<< /Type /ObjStm ${dict} /Length ${data.length} >>\nstream\n`),
    ...data,
    ...bytes('\nendstream\nendobj\n'),
  ]);

const elapsed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

// Issue 22, finding 1: the file's own counts and sizes used to drive the loops.
describe('readPdfPageSize on hostile files', () => {
  it('stops an object stream at the end of its header, whatever its /N claims', async () => {
    // A /Root that is no plain object sends the reader into the object streams, whose old
    // loop ran to /N (1.86 s for 3e8).
    const file = new Uint8Array([
      ...bytes('%PDF-1.5\n'),
      ...objStm(1, '/N 400000000 /First 0', bytes('')),
      ...bytes('trailer << /Root 2 0 R >>\n'),
    ]);
    let answer: unknown = 'not read';
    expect(await elapsed(async () => (answer = await readPdfPageSize(file)))).toBeLessThan(200);
    expect(answer).toBeNull();
  });

  it('inflates at most PDF_LIMITS.inflatedBytes for the whole file', async () => {
    const bomb = deflateSync(Buffer.alloc(4 * 1024 * 1024)); // 4 MiB of zeros in ~4 KiB
    const streams = Array.from({ length: 8 }, (_, i) =>
      objStm(i + 1, '/N 1 /First 0 /Filter /FlateDecode', bomb),
    );
    const file = new Uint8Array([
      ...bytes('%PDF-1.5\n'),
      ...streams.flatMap((s) => [...s]),
      ...bytes('%%EOF\n'),
    ]);
    let inflated = 0;
    const counting: Inflate = async (data, maxBytes) => {
      const out = inflateSync(data, { maxOutputLength: maxBytes });
      inflated += out.length;
      return out;
    };
    // No /Root in the trailer: the reader looks for object 0 in every object stream.
    const withRoot = new Uint8Array([...file, ...bytes('trailer\n<< /Root 99 0 R >>\n')]);
    expect(await readPdfPageSize(withRoot, counting)).toBeNull();
    expect(inflated).toBeLessThanOrEqual(PDF_LIMITS.inflatedBytes);
  });

  it('opens at most PDF_LIMITS.objectStreams object streams', async () => {
    const data = deflateSync(Buffer.from('5 0 << /A 1 >>', 'latin1'));
    const many = Array.from({ length: 2000 }, (_, i) =>
      objStm(i + 1, '/N 1 /First 4 /Filter /FlateDecode', data),
    );
    const file = new Uint8Array([
      ...bytes('%PDF-1.5\n'),
      ...many.flatMap((s) => [...s]),
      ...bytes('trailer\n<< /Root 99999 0 R >>\n'),
    ]);
    let calls = 0;
    const counting: Inflate = async (raw, maxBytes) => {
      calls += 1;
      return inflateSync(raw, { maxOutputLength: maxBytes });
    };
    expect(await readPdfPageSize(file, counting)).toBeNull();
    expect(calls).toBeLessThanOrEqual(PDF_LIMITS.objectStreams);
  });

  it('reads a box without rescanning the object for every unclosed bracket', async () => {
    const page = `<< /Type /Page ${'/MediaBox ['.repeat(20_000)} >>`;
    const file = pdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] >>', page]);
    expect(await elapsed(() => readPdfPageSize(file))).toBeLessThan(150);
  });
});

describe('comparePageToOrder', () => {
  it.each([
    [2000, 1000, 200, 100, { fit: 'exact' }],
    [2040, 1040, 200, 100, { fit: 'bleed' }],
    [200, 100, 200, 100, { fit: 'scaled', scale: 10 }],
    [1000, 500, 200, 100, { fit: 'scaled', scale: 2 }],
    [1000, 2000, 200, 100, { fit: 'rotated' }],
    [210, 297, 200, 100, { fit: 'mismatch' }],
  ])('a %i × %i mm page for a %i × %i cm order: %j', (wMm, hMm, wCm, hCm, expected) => {
    expect(comparePageToOrder(wMm, hMm, wCm, hCm)).toEqual(expected);
  });
});
