import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { assertArtwork, classifyArtwork, sniffContent } from './sniff';

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...values: number[]) => new Uint8Array(values);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const TIFF_LE = bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0);
const TIFF_BE = bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0);
const EPS_DOS = bytes(0xc5, 0xd0, 0xd3, 0xc6, 30, 0, 0, 0);
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00);
const PDF = text('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const PS = text('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100');

describe('sniffContent', () => {
  it.each([
    ['pdf', PDF, 'pdf'],
    ['png', PNG, 'png'],
    ['jpeg', JPEG, 'jpeg'],
    ['little-endian tiff', TIFF_LE, 'tiff'],
    ['big-endian tiff', TIFF_BE, 'tiff'],
    ['zip', ZIP, 'zip'],
    ['PostScript', PS, 'postscript'],
    ['DOS EPS binary', EPS_DOS, 'eps-binary'],
    ['bare svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    [
      'svg with BOM, prolog, comment and doctype',
      text(
        '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator -->\n' +
          '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n' +
          '<!ENTITY ns "x">\n]>\n<svg version="1.1">',
      ),
      'svg',
    ],
    ['a Windows program', EXE, null],
    ['HTML', text('<!doctype html><html><svg></svg>'), null],
    ['text that mentions svg', text('hello <svg'), null],
    ['svg-looking binary', new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0x00]), null],
    ['empty', new Uint8Array(), null],
    ['a truncated PNG signature', PNG.subarray(0, 4), null],
  ])('%s → %s', (_label, head, expected) => {
    expect(sniffContent(head)).toBe(expected);
  });
});

describe('classifyArtwork', () => {
  it.each([
    ['flyer.pdf', PDF, 'pdf', 'application/pdf'],
    ['logo.PNG', PNG, 'png', 'image/png'],
    ['photo.jpg', JPEG, 'jpeg', 'image/jpeg'],
    ['photo.jpeg', JPEG, 'jpeg', 'image/jpeg'],
    ['scan.tif', TIFF_LE, 'tiff', 'image/tiff'],
    ['scan.tiff', TIFF_BE, 'tiff', 'image/tiff'],
    ['logo.svg', text('<?xml version="1.0"?><svg>'), 'svg', 'image/svg+xml'],
    ['design.ai', PDF, 'ai', 'application/postscript'],
    ['design.ai', text('%PDF1.5 (no dash)'), 'ai', 'application/postscript'],
    ['old.ai', PS, 'ai', 'application/postscript'],
    ['logo.eps', PS, 'eps', 'application/postscript'],
    ['logo.eps', EPS_DOS, 'eps', 'application/postscript'],
    ['fonts.zip', ZIP, 'zip', 'application/zip'],
  ])('accepts %s', (name, head, type, mimeType) => {
    expect(classifyArtwork(name, head)).toEqual({ ok: true, type, mimeType });
  });

  it.each([
    ['logo.png', ZIP, 'content'],
    ['invoice.pdf', EXE, 'content'],
    ['photo.jpg', PNG, 'content'],
    ['flyer.pdf', text('%PDF1.5 (no dash)'), 'content'],
    ['logo.eps', PDF, 'content'],
    ['logo.svg', text('<html><svg>'), 'content'],
    ['setup.exe', EXE, 'extension'],
    ['archive.rar', ZIP, 'extension'],
    ['noextension', PDF, 'extension'],
    ['flyer.pdf.exe', PDF, 'extension'],
  ])('refuses %s', (name, head, reason) => {
    expect(classifyArtwork(name, head)).toEqual({ ok: false, reason });
  });
});

describe('assertArtwork', () => {
  it('throws a 415 naming the file', () => {
    const refuse = (name: string, head: Uint8Array) => {
      try {
        assertArtwork(name, head);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('not refused');
    };
    const mismatch = refuse('logo.png', ZIP);
    expect(mismatch).toBeInstanceOf(AppError);
    expect(mismatch).toMatchObject({
      statusCode: 415,
      code: 'unsupported_media_type',
      messageKey: 'uploads.contentMismatch',
      params: { name: 'logo.png', type: 'PNG' },
    });
    expect(refuse('setup.exe', EXE)).toMatchObject({
      statusCode: 415,
      messageKey: 'uploads.unsupportedType',
      params: { name: 'setup.exe' },
    });
  });
});

// Issue 22, finding 2: the old SVG pattern backtracked exponentially on these.
describe('sniffing hostile text answers in linear time', () => {
  const timed = (name: string, head: Uint8Array) => {
    const started = performance.now();
    const result = classifyArtwork(name, head);
    return { result, ms: performance.now() - started };
  };

  it.each([
    ['26 doctypes then x (417 bytes)', `${'<!DOCTYPE a [x]>'.repeat(26)}x`],
    ['28 doctypes then x (449 bytes)', `${'<!DOCTYPE a [x]>'.repeat(28)}x`],
    ['26 processing instructions then x (131 bytes)', `${'<?a?>'.repeat(26)}x`],
    ['8 KB of doctypes', `${'<!DOCTYPE a [x]>'.repeat(512)}x`],
    ['8 KB of unclosed subsets', `${'<!DOCTYPE a [x] '.repeat(512)}`],
    ['8 KB of comment openers', '<!--'.repeat(2048)],
  ])('%s, named .svg or .pdf, is refused in < 50 ms', (_label, bait) => {
    for (const name of ['bait.svg', 'bait.pdf']) {
      const { result, ms } = timed(name, text(bait));
      expect(result).toEqual({ ok: false, reason: 'content' });
      expect(ms).toBeLessThan(50);
    }
  });

  it('still finds the svg root after many doctypes, comments and instructions', () => {
    const head = `${'<!DOCTYPE a [x]>'.repeat(28)}<!-- c --><?pi ok?>\n<svg>`;
    expect(timed('ok.svg', text(head)).result).toMatchObject({ ok: true, type: 'svg' });
    expect(sniffContent(text('<!DOCTYPE svg [ <!ENTITY a "]"> ]  >\n<SVG/>'))).toBe('svg');
    expect(sniffContent(text('<!DOCTYPE svg [ <!ENTITY a "x">'))).toBeNull();
  });
});
