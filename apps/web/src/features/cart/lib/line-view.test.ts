import { describe, expect, it } from 'vitest';
import type { CartFile, CartLine } from '../api/types';
import { checkQuantity, preflightNote, sortLines } from './line-view';

describe('cart quantity', () => {
  it.each([
    ['3', { ok: true, value: 3 }],
    [' 10 ', { ok: true, value: 10 }],
    ['', { ok: false, reason: 'empty' }],
    ['0', { ok: false, reason: 'range' }],
    ['11', { ok: false, reason: 'range' }],
    ['2.5', { ok: false, reason: 'range' }],
    ['-1', { ok: false, reason: 'range' }],
    ['1e3', { ok: false, reason: 'range' }],
  ])('%j in 1..10 → %j', (text, expected) => expect(checkQuantity(text, 1, 10)).toEqual(expected));
});

describe('preflight note of a cart file', () => {
  const file = (at_size: CartFile['at_size']): CartFile => ({
    id: 1,
    name: 'a.png',
    size: 1,
    mime: 'image/png',
    preflight: null,
    at_size,
    findings: [],
  });
  it('judges rasters by dpi at the ordered size', () => {
    expect(preflightNote(file({ dpi: 200, lowResolution: false }))).toMatchObject({
      key: 'files.dpi',
      tone: 'good',
    });
    expect(preflightNote(file({ dpi: 40, lowResolution: true }))).toMatchObject({
      key: 'files.lowDpi',
      tone: 'warn',
      values: { dpi: 40 },
    });
  });
  it('judges PDF pages by fit, and leaves the rest to prepress', () => {
    expect(preflightNote(file({ pageFits: true, pageFit: 'exact' })).key).toBe('files.pageFits');
    expect(preflightNote(file({ pageFits: false, pageFit: 'mismatch' })).key).toBe('files.pageMismatch');
    expect(preflightNote(file({})).key).toBe('files.prepress');
    expect(preflightNote(file(null)).key).toBe('files.prepress');
  });
});

it('puts lines whose price changed first, keeping the order otherwise', () => {
  const line = (id: number, price_changed: boolean) => ({ id, price_changed }) as CartLine;
  expect(sortLines([line(1, false), line(2, true), line(3, false), line(4, true)]).map((l) => l.id)).toEqual([
    2, 4, 1, 3,
  ]);
});
