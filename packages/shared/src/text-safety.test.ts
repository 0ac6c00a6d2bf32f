import { describe, expect, it } from 'vitest';
import { removeBidiControls, replaceUnsafeText, unsafeTextKind } from './text-safety';

describe('unsafeTextKind', () => {
  it('accepts ordinary text in every script, with tabs and line breaks', () => {
    for (const text of [
      'Lona 440 g',
      'لافتة كبيرة',
      'Año, señal',
      'two\nlines\r\n\tindented',
      '',
      '🙂 emoji',
    ])
      expect(unsafeTextKind(text)).toBeNull();
  });

  it('finds NUL and every other control character, C1 included', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f])
      expect(unsafeTextKind(`A${String.fromCharCode(code)}B`)).toBe('control');
  });

  it('finds bidi embeddings, overrides and isolates, and only those', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
      expect(unsafeTextKind(`${String.fromCharCode(code)}gpj.exe`)).toBe('bidi');
    // Right-to-left and left-to-right marks are ordinary in Arabic text.
    expect(unsafeTextKind('\u200fمرحبا\u200e')).toBeNull();
  });

  it('names a control character first when a text holds both', () => {
    expect(unsafeTextKind('\u202eA\u0000')).toBe('control');
  });
});

describe('replaceUnsafeText and removeBidiControls', () => {
  it('replaces controls, line breaks included, and bidi marks', () => {
    expect(replaceUnsafeText('a\u0000b\nc\u202ed', ' ')).toBe('a b c d');
    expect(replaceUnsafeText('\u202e<b>gpj.exe</b>')).toBe('<b>gpj.exe</b>');
  });

  it('removes bidi marks only', () => {
    expect(removeBidiControls('\u2066x\u2069\ny')).toBe('x\ny');
  });
});
