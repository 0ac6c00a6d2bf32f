import { MIN_ARTWORK_DPI } from '@shop/shared';
import type { CartFile, CartLine } from '../api/types';

/** What the QTY field holds: a whole number in the line's range, or why it is not saved. */
export type QuantityCheck = { ok: true; value: number } | { ok: false; reason: 'empty' | 'range' };

export function checkQuantity(text: string, min: number, max: number): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!/^\d{1,7}$/.test(trimmed)) return { ok: false, reason: 'range' };
  const value = Number(trimmed);
  return value >= min && value <= max ? { ok: true, value } : { ok: false, reason: 'range' };
}

/** The preflight line of one file at the ordered size (translation key, values and tone). */
export type PreflightNote = {
  key: string;
  values: Record<string, string | number>;
  tone: 'good' | 'warn' | 'neutral';
};

export function preflightNote(file: CartFile): PreflightNote {
  const atSize = file.at_size ?? {};
  if (typeof atSize.dpi === 'number') {
    const low = atSize.lowResolution === true || atSize.dpi < MIN_ARTWORK_DPI;
    return {
      key: low ? 'files.lowDpi' : 'files.dpi',
      values: { dpi: atSize.dpi, min: MIN_ARTWORK_DPI },
      tone: low ? 'warn' : 'good',
    };
  }
  if (typeof atSize.pageFits === 'boolean') {
    return atSize.pageFits
      ? { key: 'files.pageFits', values: {}, tone: 'good' }
      : { key: 'files.pageMismatch', values: {}, tone: 'warn' };
  }
  return { key: 'files.prepress', values: {}, tone: 'neutral' };
}

/** Lines whose price changed since they were added come first, so the customer sees them. */
export function sortLines(lines: CartLine[]): CartLine[] {
  return [...lines].sort((a, b) => Number(b.price_changed) - Number(a.price_changed));
}
