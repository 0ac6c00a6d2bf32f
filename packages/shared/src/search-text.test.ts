import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-text';

describe('foldSearchText', () => {
  it.each([
    ['Lona PVC', 'lona pvc'],
    ['LÓNA  Ñandú', 'lona nandu'],
    ['Café barrier', 'cafe barrier'],
    ['لَافِتَة', 'لافته'],
    ['أعلام', 'اعلام'],
    ['إعلان', 'اعلان'],
    ['آلة', 'اله'],
    ['مستشفى', 'مستشفي'],
    ['لافتـــة', 'لافته'],
    ['٢٠٢٥', '2025'],
  ])('%s → %s', (input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });
});
