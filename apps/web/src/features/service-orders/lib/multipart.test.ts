import { describe, expect, it } from 'vitest';
import { buildMultipart, escapeName, fileProgress } from './multipart';

const fileOf = (text: string, type = 'application/pdf') => new Blob([text], { type });

describe('hand-built multipart body', () => {
  it('is parsed by a standard multipart parser, fields and files intact (UTF-8 names, quotes)', async () => {
    const pdf = fileOf('%PDF-1.4 tiny');
    const png = fileOf('PNG bytes', 'image/png');
    const body = buildMultipart(
      { service_id: '7', details: 'Line one\nسطر ثانٍ' },
      [
        { field: 'files[0]', file: pdf, name: 'تصميم "نهائي".pdf', type: 'application/pdf' },
        { field: 'files[1]', file: png, name: 'logo.png', type: 'image/png' },
      ],
      '----TestBoundary',
    );
    const blob = new Blob(body.parts);
    expect(blob.size).toBe(body.size);
    const form = await new Response(blob, { headers: { 'content-type': body.contentType } }).formData();
    expect(form.get('service_id')).toBe('7');
    expect(form.get('details')).toBe('Line one\r\nسطر ثانٍ');
    const first = form.get('files[0]') as File;
    // The standard parser decodes the escapes again, as it does for a browser's own FormData.
    expect(first.name).toBe('تصميم "نهائي".pdf');
    expect(await first.text()).toBe('%PDF-1.4 tiny');
    expect((form.get('files[1]') as File).type).toBe('image/png');
  });

  it('knows where each file lies in the body, to the byte', async () => {
    const a = fileOf('A'.repeat(1000));
    const b = fileOf('B'.repeat(10));
    const body = buildMultipart({ details: 'é' }, [
      { field: 'files[0]', file: a, name: 'a.pdf' },
      { field: 'files[1]', file: b, name: 'b.pdf' },
    ]);
    const bytes = new Uint8Array(await new Blob(body.parts).arrayBuffer());
    const [ra, rb] = body.fileRanges;
    expect(new TextDecoder().decode(bytes.slice(ra!.start, ra!.end))).toBe('A'.repeat(1000));
    expect(new TextDecoder().decode(bytes.slice(rb!.start, rb!.end))).toBe('B'.repeat(10));
  });

  it('escapes quotes and line breaks in names as browsers do', () => {
    expect(escapeName('a"b\r\nc')).toBe('a%22b%0D%0Ac');
  });
});

describe('per-file progress from the bytes sent', () => {
  const ranges = [
    { start: 100, end: 1100 },
    { start: 1200, end: 1300 },
  ];
  it.each([
    [0, [0, 0]],
    [100, [0, 0]],
    [600, [0.5, 0]],
    [1100, [1, 0]],
    [1250, [1, 0.5]],
    [5000, [1, 1]],
  ])('%i bytes sent → %j', (loaded, expected) => {
    expect(fileProgress(loaded, ranges)).toEqual(expected);
  });
  it('an empty range is done once reached', () => {
    expect(fileProgress(9, [{ start: 10, end: 10 }])).toEqual([0]);
    expect(fileProgress(10, [{ start: 10, end: 10 }])).toEqual([1]);
  });
});
