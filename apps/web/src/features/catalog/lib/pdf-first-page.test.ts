import { describe, expect, it } from 'vitest';
import { PDF_PREVIEW_MAX_BYTES, renderPdfFirstPage } from './pdf-first-page';

describe('renderPdfFirstPage', () => {
  it('does not open a file over the size cap (nor load pdf.js for it)', async () => {
    const huge = { size: PDF_PREVIEW_MAX_BYTES + 1 } as Blob;
    expect(await renderPdfFirstPage(huge)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
