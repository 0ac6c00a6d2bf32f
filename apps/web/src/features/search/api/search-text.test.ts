import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX, searchTextFromParam } from './get-search-results';

describe('searchTextFromParam', () => {
  it('drops control and text-direction characters the API would refuse, and trims', () => {
    expect(searchTextFromParam('  roll\u0000up\u202e ')).toBe('roll up');
    expect(searchTextFromParam('\u2066لافتة\u2069')).toBe('لافتة');
    expect(searchTextFromParam(null)).toBe('');
  });

  it('keeps at most the length the API accepts', () => {
    expect(searchTextFromParam('a'.repeat(500))).toHaveLength(SEARCH_TEXT_MAX);
  });
});
