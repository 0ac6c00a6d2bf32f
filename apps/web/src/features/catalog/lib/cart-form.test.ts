import { describe, expect, it } from 'vitest';
import { addToCartForm } from './cart-form';

describe('POST /api/card body', () => {
  it('sends the line as multipart fields, options and files indexed', async () => {
    const form = addToCartForm({
      productId: 4,
      quantity: 3,
      width: 300,
      height: 100,
      name: '  Shop front ',
      optionIds: [11, 111],
      files: [new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' })],
    });
    expect([...form.keys()]).toEqual([
      'product_id',
      'quantity',
      'width',
      'height',
      'name',
      'options[0]',
      'options[1]',
      'files[0]',
    ]);
    expect(form.get('name')).toBe('Shop front');
    expect(form.get('options[1]')).toBe('111');
    const file = form.get('files[0]') as File;
    expect(file.name).toBe('logo.pdf');
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('leaves the size out for goods without one', () => {
    const form = addToCartForm({
      productId: 4,
      quantity: 1,
      width: null,
      height: null,
      name: '',
      optionIds: [],
      files: [],
    });
    expect(form.has('width')).toBe(false);
    expect(form.has('height')).toBe(false);
    expect(form.get('name')).toBe('');
  });
});
