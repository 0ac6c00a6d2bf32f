import { describe, expect, it } from 'vitest';
import { forgetFileNames, recallFileNames, rememberFileNames } from './remembered-files';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('file names remembered across the login detour', () => {
  it('keeps the names per product and forgets them', () => {
    const store = memoryStore();
    rememberFileNames(7, ['logo.pdf', 'photo.jpg'], store);
    expect(recallFileNames(7, store)).toEqual(['logo.pdf', 'photo.jpg']);
    expect(recallFileNames(8, store)).toEqual([]);
    forgetFileNames(7, store);
    expect(recallFileNames(7, store)).toEqual([]);
  });

  it('stores nothing for no files and survives broken or blocked storage', () => {
    const store = memoryStore();
    rememberFileNames(7, [], store);
    expect(store.map.size).toBe(0);
    store.setItem('cart-files:7', '{not json');
    expect(recallFileNames(7, store)).toEqual([]);
    store.setItem('cart-files:7', '[1,"a.pdf"]');
    expect(recallFileNames(7, store)).toEqual(['a.pdf']);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(() => rememberFileNames(7, ['a.pdf'], throwing)).not.toThrow();
    expect(recallFileNames(7, throwing)).toEqual([]);
    expect(recallFileNames(7, null)).toEqual([]);
  });
});
