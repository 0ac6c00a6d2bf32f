import { describe, expect, it } from 'vitest';
import { browserFindings, comparePageToOrder, preflightFile } from './preflight';

// The byte parsing is tested in packages/shared/src/preflight.test.ts; this file checks the
// browser's File-reading wrapper and that the rules the artwork picker uses are still exported.

const bytes = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  b.set(bytes('IHDR'), 12);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

const file = (content: Uint8Array | string, name: string) => new File([content as BlobPart], name);

describe('preflightFile', () => {
  it('reads a raster file’s pixel size', async () => {
    expect(await preflightFile(file(png(4000, 2000), 'logo.png'), 'png')).toEqual({
      kind: 'raster',
      widthPx: 4000,
      heightPx: 2000,
    });
  });

  it('reads a PDF’s first page in millimetres', async () => {
    const pdf =
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /MediaBox [0 0 595.28 841.89] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
    expect(await preflightFile(file(pdf, 'a4.pdf'), 'pdf')).toEqual({
      kind: 'pdf',
      widthMm: 210,
      heightMm: 297,
      box: 'MediaBox',
    });
  });

  it('answers unreadable for a broken file and other for formats it does not measure', async () => {
    expect(await preflightFile(file('not an image', 'broken.png'), 'png')).toEqual({ kind: 'unreadable' });
    expect(await preflightFile(file('%PDF-1.4 nothing', 'broken.pdf'), 'pdf')).toEqual({
      kind: 'unreadable',
    });
    expect(await preflightFile(file('<svg/>', 'logo.svg'), 'svg')).toEqual({ kind: 'other' });
  });

  it('still offers the rules the artwork picker shows', () => {
    const banner = { pricingMode: 'per_m2' };
    const raster = { kind: 'raster' as const, widthPx: 11812, heightPx: 5906 };
    expect(browserFindings(raster, 200, 100, banner)).toEqual([
      expect.objectContaining({ code: 'dpiOk', severity: 'note' }),
    ]);
    // A trim box known without its bleed: the bleed is not judged in the browser.
    const trimmed = { kind: 'pdf' as const, widthMm: 2000, heightMm: 1000, box: 'TrimBox' as const };
    expect(browserFindings(trimmed, 200, 100, banner)).toEqual([]);
    expect(comparePageToOrder(2000, 1000, 200, 100)).toEqual({ fit: 'exact' });
  });
});
