import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, saveDraft } from './draft';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('service request draft', () => {
  it('is keyed by the route, case- and slash-insensitively', () => {
    expect(draftKey('/Services/1/2/3/')).toBe(draftKey('/services/1/2/3'));
    expect(draftKey('/services/1/2/3')).not.toBe(draftKey('/services/1/2/4'));
  });

  it('keeps the text and the file names, and forgets them when cleared', () => {
    const store = memoryStore();
    saveDraft('/services/1/2/3', { details: 'A roll-up', fileNames: ['logo.pdf'] }, store);
    expect(readDraft('/Services/1/2/3', store)).toEqual({ details: 'A roll-up', fileNames: ['logo.pdf'] });
    expect(readDraft('/services/1/2/4', store)).toBeNull();
    clearDraft('/services/1/2/3', store);
    expect(readDraft('/services/1/2/3', store)).toBeNull();
  });

  it('drops an empty draft and ignores garbage', () => {
    const store = memoryStore();
    saveDraft('/s', { details: 'x', fileNames: [] }, store);
    saveDraft('/s', { details: '  ', fileNames: [] }, store);
    expect(store.map.size).toBe(0);
    store.setItem(draftKey('/s'), '{not json');
    expect(readDraft('/s', store)).toBeNull();
    store.setItem(draftKey('/s'), JSON.stringify({ details: 3 }));
    expect(readDraft('/s', store)).toBeNull();
    expect(readDraft('/s', null)).toBeNull();
  });
});
