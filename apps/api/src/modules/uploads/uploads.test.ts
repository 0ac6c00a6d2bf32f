import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { preflightAtSize } from './preflight-at-size';
import { contentDisposition } from './routes';
import {
  deleteStoredFiles,
  insertUploads,
  type ReceivedFile,
  receiveArtwork,
  sanitizeFileName,
} from './store';
import { uploads } from './table';

// ---------- Fixtures ----------

const text = (s: string) => new TextEncoder().encode(s);

function png(width: number, height: number, extra = 64): Uint8Array {
  const b = new Uint8Array(33 + extra);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  b.set(text('IHDR'), 12);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

const A4_PDF = text(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const SVG = text(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n',
);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, ...text('fonts/logo.otf')]);
const EXE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  ...text('This program cannot be run'),
]);

type Part = { name: string; content: Uint8Array; field?: string };

// ---------- Test app: the real routes plus a test-only receiving route ----------

function addReceiveRoute(uploadDir: string) {
  return (app: FastifyInstance) => {
    app.post('/test/uploads', { preHandler: app.authenticate }, async (request) => {
      const userId = request.user!.id;
      const { fields, files } = await receiveArtwork(request, {
        ownerUserId: userId,
        uploadDir,
        maxFiles: 10,
      });
      const rows = await insertUploads(app.db, userId, files, {});
      return { fields, files, ids: rows.map((r) => r.id) };
    });
  };
}

type Server = { ctx: TestContext; uploadDir: string; base: string; close: () => Promise<void> };

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  const ctx = await createTestApp({ UPLOAD_DIR: uploadDir, ...env }, addReceiveRoute(uploadDir));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return {
    ctx,
    uploadDir,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      // fetch may keep a spare connection open without a request on it, which close() waits for.
      ctx.app.server.closeAllConnections();
      await ctx.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

type UploadAnswer = {
  fields: Record<string, string[]>;
  files: ReceivedFile[];
  ids: number[];
  status?: false;
  code?: string;
  message?: string;
};

async function upload(
  server: Server,
  user: TestUser,
  parts: Part[],
  fields: [string, string][] = [],
  lang: 'en' | 'ar' = 'en',
): Promise<{ status: number; body: UploadAnswer }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  parts.forEach((part, i) => {
    form.append(part.field ?? `files[${i}]`, new Blob([part.content as Uint8Array<ArrayBuffer>]), part.name);
  });
  const response = await fetch(`${server.base}/test/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: user.authorization, lang },
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const stored = (server: Server) => fs.readdirSync(server.uploadDir).sort();

// ---------- Tests ----------

describe('receiving design files', () => {
  let server: Server;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startServer();
    owner = await createTestUser(server.ctx.database);
  });
  afterAll(() => server.close());

  it('streams a PNG, a JPEG, a PDF, an SVG and a zip to disk with their preflight, and keeps the fields', async () => {
    const blank = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
    const pngBytes = new Uint8Array(await blank(4000, 2000).png().toBuffer());
    const jpegBytes = new Uint8Array(await blank(3000, 1500).jpeg().toBuffer());
    const answer = await upload(
      server,
      owner,
      [
        { name: 'banner.png', content: pngBytes },
        { name: 'photo.JPG', content: jpegBytes, field: 'files[]' },
        { name: 'flyer.pdf', content: A4_PDF, field: 'files' },
        { name: 'logo.svg', content: SVG },
        { name: 'fonts.zip', content: ZIP },
      ],
      [
        ['product_id', '1'],
        ['options[0]', '3'],
        ['options[0]', '5'],
        ['options[]', '4'],
        ['name', 'Shop front'],
      ],
    );
    expect(answer.status).toBe(200);
    const { fields, files, ids } = answer.body;
    expect(fields).toEqual({
      product_id: ['1'],
      'options[0]': ['3', '5'],
      'options[]': ['4'],
      name: ['Shop front'],
    });
    expect(files.map(({ storageKey: _k, ...f }) => f)).toMatchObject([
      {
        originalName: 'banner.png',
        mimeType: 'image/png',
        sizeBytes: pngBytes.length,
        preflight: { kind: 'raster', widthPx: 4000, heightPx: 2000, colourMode: 'rgb', hasAlpha: false },
      },
      {
        originalName: 'photo.JPG',
        mimeType: 'image/jpeg',
        sizeBytes: jpegBytes.length,
        preflight: { kind: 'raster', widthPx: 3000, heightPx: 1500, colourMode: 'rgb' },
      },
      {
        originalName: 'flyer.pdf',
        mimeType: 'application/pdf',
        sizeBytes: A4_PDF.length,
        preflight: { kind: 'pdf', pageWidthMm: 210, pageHeightMm: 297, pages: 1, fontsNotEmbedded: [] },
      },
      {
        originalName: 'logo.svg',
        mimeType: 'image/svg+xml',
        sizeBytes: SVG.length,
        preflight: { kind: 'other' },
      },
      {
        originalName: 'fonts.zip',
        mimeType: 'application/zip',
        sizeBytes: ZIP.length,
        preflight: { kind: 'other' },
      },
    ]);
    for (const file of files) expect(file.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(new Uint8Array(fs.readFileSync(path.join(server.uploadDir, files[0]!.storageKey)))).toEqual(
      pngBytes,
    );
    expect(stored(server)).toEqual(expect.arrayContaining(files.map((f) => f.storageKey)));

    const rows = await server.ctx.database.db.select().from(uploads).where(eq(uploads.ownerUserId, owner.id));
    expect(rows.filter((r) => ids.includes(r.id))).toHaveLength(5);
    expect(rows.find((r) => r.id === ids[2])).toMatchObject({
      purpose: 'artwork',
      mimeType: 'application/pdf',
      originalName: 'flyer.pdf',
      preflight: { kind: 'pdf', pageWidthMm: 210, pageHeightMm: 297 },
      cartLineId: null,
      orderId: null,
    });
  });

  it('refuses an .exe renamed .pdf with a 415 naming it, and leaves nothing on disk', async () => {
    const before = stored(server);
    const answer = await upload(server, owner, [
      { name: 'good.png', content: png(100, 100) },
      { name: 'invoice.pdf', content: EXE },
    ]);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ status: false, code: 'unsupported_media_type' });
    expect(answer.body.message).toContain('invoice.pdf');
    expect(stored(server)).toEqual(before);

    const arabic = await upload(server, owner, [{ name: 'logo.png', content: ZIP }], [], 'ar');
    expect(arabic.status).toBe(415);
    expect(arabic.body.message).toContain('«logo.png»');
    expect(arabic.body.message).toMatch(/[\u0600-\u06ff]/);

    const wrongName = await upload(server, owner, [{ name: 'setup.exe', content: EXE }]);
    expect(wrongName.status).toBe(415);
    expect(wrongName.body.message).toContain('setup.exe');
    expect(stored(server)).toEqual(before);
  });

  it('refuses 11 files with a 422 and leaves nothing on disk', async () => {
    const before = stored(server);
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `page-${i}.png`, content: png(10, 10) }));
    const answer = await upload(server, owner, parts);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      status: false,
      code: 'business_rule',
      message: 'At most 10 files can be sent at once.',
    });
    expect(stored(server)).toEqual(before);
  });

  it('refuses an empty file with a 422 and a file in another field with a 400', async () => {
    const before = stored(server);
    const empty = await upload(server, owner, [
      { name: 'a.png', content: png(10, 10) },
      { name: 'empty.pdf', content: new Uint8Array() },
    ]);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('“empty.pdf” is empty.');
    const elsewhere = await upload(server, owner, [{ name: 'a.png', content: png(10, 10), field: 'avatar' }]);
    expect(elsewhere.status).toBe(400);
    expect(stored(server)).toEqual(before);
  });

  it('keeps only the last part of a name, without NUL or control characters', async () => {
    const answer = await upload(server, owner, [
      { name: '../../etc/pass\u0000wd\u202e.png', content: png(10, 10) },
      { name: `${'x'.repeat(300)}.pdf`, content: A4_PDF },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.files[0]!.originalName).toBe('passwd.png');
    expect(answer.body.files[1]!.originalName).toBe(`${'x'.repeat(196)}.pdf`);
    expect(stored(server)).not.toContain('passwd.png');
    expect(sanitizeFileName('C:\\Users\\me\\..\\logo.svg')).toBe('logo.svg');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('\u0000\u0001')).toBe('file');
  });

  it('streams a 30 MB file to disk as it arrives', async () => {
    const size = 30 * 1024 * 1024;
    const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const before = new Set(stored(server));
    let onDiskAt20Mb = 0;
    async function* body() {
      yield text(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="big.zip"\r\n` +
          'Content-Type: application/zip\r\n\r\n',
      );
      yield ZIP;
      for (let sent = ZIP.length; sent < size; sent += chunk.length) {
        if (sent >= 20 * 1024 * 1024 && onDiskAt20Mb === 0) {
          const growing = stored(server).find((key) => !before.has(key));
          onDiskAt20Mb = growing ? fs.statSync(path.join(server.uploadDir, growing)).size : -1;
        }
        yield sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
      }
      yield text(`\r\n--${boundary}--\r\n`);
    }
    const response = await fetch(`${server.base}/test/uploads`, {
      method: 'POST',
      body: body() as unknown as RequestInit['body'],
      duplex: 'half',
      headers: {
        authorization: owner.authorization,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    expect(response.status).toBe(200);
    const { files } = (await response.json()) as UploadAnswer;
    expect(files[0]).toMatchObject({ originalName: 'big.zip', sizeBytes: size, mimeType: 'application/zip' });
    expect(fs.statSync(path.join(server.uploadDir, files[0]!.storageKey)).size).toBe(size);
    // Written as it came: at least half of the first 20 MB was on disk before the rest was
    // sent. (Memory figures were tried and dropped: client and server share this process,
    // so RSS and buffer counts moved by 30 MB with the client's own buffering.)
    expect(onDiskAt20Mb).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('deletes what it wrote when the client goes away mid-file', async () => {
    const before = stored(server);
    const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
    const controller = new AbortController();
    const chunk = new Uint8Array(64 * 1024).fill(0x42);
    async function* body() {
      yield text(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="gone.zip"\r\n\r\n`,
      );
      yield ZIP;
      for (let i = 0; i < 40; i += 1) yield chunk;
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await expect(
      fetch(`${server.base}/test/uploads`, {
        method: 'POST',
        body: body() as unknown as RequestInit['body'],
        duplex: 'half',
        signal: controller.signal,
        headers: {
          authorization: owner.authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      } as RequestInit),
    ).rejects.toThrow();
    for (let i = 0; i < 50 && stored(server).length !== before.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stored(server)).toEqual(before);
  });

  it('inserts rows linked to a cart line and deletes stored files on request', async () => {
    const storageKey = randomBytes(16).toString('hex');
    fs.writeFileSync(path.join(server.uploadDir, storageKey), png(10, 10));
    const files: ReceivedFile[] = [
      {
        storageKey,
        originalName: 'a.png',
        mimeType: 'image/png',
        sizeBytes: 97,
        preflight: { kind: 'other' },
      },
    ];
    const rows = await insertUploads(server.ctx.database.db, owner.id, files, { cartLineId: 424242 });
    expect(rows).toEqual([
      expect.objectContaining({ cartLineId: 424242, ownerUserId: owner.id, originalName: 'a.png' }),
    ]);
    expect(await insertUploads(server.ctx.database.db, owner.id, [], {})).toEqual([]);
    await deleteStoredFiles(server.uploadDir, [files[0]!.storageKey, 'f'.repeat(32), '../../etc/passwd']);
    expect(stored(server)).not.toContain(files[0]!.storageKey);
  });
});

describe('the size limit', () => {
  let server: Server;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startServer({ MAX_UPLOAD_MB: '1' });
    owner = await createTestUser(server.ctx.database);
  });
  afterAll(() => server.close());

  it('refuses a file over MAX_UPLOAD_MB with a 413 naming the limit, and leaves nothing on disk', async () => {
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(png(5000, 5000));
    const answer = await upload(server, owner, [
      { name: 'small.png', content: png(10, 10) },
      { name: 'huge.png', content: big },
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: false, code: 'too_large' });
    expect(answer.body.message).toBe('“huge.png” is larger than 1 MB, the largest file we accept.');
    expect(stored(server)).toEqual([]);

    const fits = await upload(server, owner, [{ name: 'fits.png', content: big.subarray(0, 1024 * 1024) }]);
    expect(fits.status).toBe(200);
  });
});

describe('downloading a design file', () => {
  let server: Server;
  let owner: TestUser;
  let other: TestUser;
  let staff: TestUser;
  const content = png(1200, 800, 5000);
  let id: number;
  let arabicId: number;
  beforeAll(async () => {
    server = await startServer();
    [owner, other, staff] = await Promise.all([
      createTestUser(server.ctx.database),
      createTestUser(server.ctx.database),
      createTestUser(server.ctx.database, { role: 'staff' }),
    ]);
    const answer = await upload(server, owner, [
      { name: 'shop front.png', content },
      { name: 'لافتة ñ.pdf', content: A4_PDF },
    ]);
    [id, arabicId] = answer.body.ids as [number, number];
  });
  afterAll(() => server.close());

  const download = (fileId: number | string, user: TestUser | null) =>
    fetch(`${server.base}/api/uploads/${fileId}`, {
      headers: user ? { authorization: user.authorization } : {},
    });

  it('gives the owner the same bytes, as an attachment that is never sniffed or cached', async () => {
    const response = await download(id, owner);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(content);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="shop front.png"; filename*=UTF-8''shop%20front.png`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('encodes a non-ASCII name for Content-Disposition', async () => {
    const response = await download(arabicId, owner);
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('لافتة ñ.pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(contentDisposition('a "quoted" 100%\\name.pdf')).toBe(
      `attachment; filename="a _quoted_ 100__name.pdf"; filename*=UTF-8''a%20%22quoted%22%20100%25%5Cname.pdf`,
    );
  });

  it('serves staff, hides the file from other customers (404), asks guests to log in (401)', async () => {
    const byStaff = await download(id, staff);
    expect(byStaff.status).toBe(200);
    expect(new Uint8Array(await byStaff.arrayBuffer())).toEqual(content);

    const byOther = await download(id, other);
    expect(byOther.status).toBe(404);
    const missing = await download(999_999, other);
    expect(await byOther.json()).toEqual(await missing.json());

    expect((await download(id, null)).status).toBe(401);
    expect((await download('abc', owner)).status).toBe(400);
  });
});

describe('preflightAtSize', () => {
  it.each([
    [
      { kind: 'raster' as const, widthPx: 11812, heightPx: 5906 },
      200,
      100,
      { dpi: 150, lowResolution: false },
    ],
    [{ kind: 'raster' as const, widthPx: 4724, heightPx: 2362 }, 200, 100, { dpi: 59, lowResolution: true }],
    [
      { kind: 'pdf' as const, pageWidthMm: 2040, pageHeightMm: 1040 },
      200,
      100,
      { pageFits: true, pageFit: 'bleed' },
    ],
    [
      { kind: 'pdf' as const, pageWidthMm: 210, pageHeightMm: 297 },
      200,
      100,
      { pageFits: false, pageFit: 'mismatch' },
    ],
    [{ kind: 'other' as const }, 200, 100, {}],
    [{ kind: 'raster' as const, widthPx: 100, heightPx: 100 }, null, null, {}],
  ])('%j at %s × %s cm → %j', (preflight, widthCm, heightCm, expected) => {
    expect(preflightAtSize(preflight, widthCm, heightCm)).toEqual(expected);
  });
});
