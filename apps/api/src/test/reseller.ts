import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { loadSharp } from '../lib/sharp';
import { addresses } from '../modules/addresses/table';
import { call } from './admin';
import type { TestContext } from './app';
import { createTestUser, type TestUser } from './users';

/** A trade customer (company details saved) with a Spanish delivery address for its end client. */
export async function createTradeReseller(
  ctx: TestContext,
  name: string,
  email: string,
): Promise<TestUser & { addressId: number }> {
  const user = await createTestUser(ctx.database, { name, email });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'End client',
      details: 'Calle Luna 3, 28001 Madrid',
      phone: '+34 600 000 002',
      contactName: 'Marta Final',
      street: 'Calle Luna 3',
      postcode: '28001',
      city: 'Madrid',
      province: 'Madrid',
      countryCode: 'ES',
    })
    .returning({ id: addresses.id });
  const company = await call(ctx, 'PUT', `/api/users/${user.id}/company`, user.token, {
    company_name: 'Imprenta Wombat SL',
    tax_id: 'B12345674',
    street: 'Calle Sol 9',
    postcode: '46001',
    city: 'Valencia',
    country: 'es',
  });
  expect(company.statusCode, company.body).toBe(200);
  return { ...user, addressId: address!.id };
}

/** A real picture made with sharp (a coloured block), PNG or JPEG. */
export async function makePicture(format: 'png' | 'jpeg', width = 300, height = 120): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The text of every page of a PDF (pdf.js), pages joined by new lines. */
export async function pdfText(buffer: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

/** Whether a PDF embeds at least one image (the logo). */
export async function pdfHasImage(buffer: Buffer): Promise<boolean> {
  return buffer.includes('/Subtype /Image');
}
