import { describe, expect, it } from 'vitest';
import type { ProductOption, ProductSection } from '../api/types';
import { type ConfigProduct, defaultConfig, hasConfig, readConfig, writeConfig } from './config-url';
import { effectiveOptionIds } from './selection';

function opt(id: number, sectionId: number, parentId: number | null, childrens: ProductOption[] = []) {
  return {
    id,
    section_id: sectionId,
    parent_id: parentId,
    name: `o${id}`,
    description: '',
    image: null,
    price_mode: 'fixed',
    price: 0,
    percent: null,
    production_days_saved: 0,
    finishing: null,
    childrens,
  } satisfies ProductOption;
}

const sections: ProductSection[] = [
  {
    id: 1,
    name: 'Finishing',
    required: true,
    options: [opt(10, 1, null), opt(11, 1, null, [opt(111, 1, 11)])],
  },
  { id: 2, name: 'Extras', required: false, options: [opt(20, 2, null), opt(21, 2, null)] },
];
const product: ConfigProduct = {
  sections,
  def_width: 200,
  def_height: 100,
  min_width: 10,
  min_height: 10,
  min_q: 1,
};

describe('configurator state in the address', () => {
  it('starts from the product when the address has nothing', () => {
    const state = readConfig(new URLSearchParams(''), product);
    expect(state).toMatchObject({ width: '200', height: '100', quantity: '1', label: '' });
    expect(effectiveOptionIds(sections, state.selection)).toEqual([10]);
  });

  it('writes nothing for an untouched configuration, keeping other params', () => {
    const out = writeConfig(new URLSearchParams('ref=mail'), product, defaultConfig(product));
    expect(out.toString()).toBe('ref=mail');
    expect(hasConfig(out)).toBe(false);
  });

  it('round-trips size, quantity, label and options', () => {
    const state = {
      width: '400',
      height: '150',
      quantity: '3',
      label: 'Shop front / ñ & ع',
      selection: new Set([11, 111, 21]),
    };
    const search = writeConfig(new URLSearchParams(), product, state);
    expect(search.get('w')).toBe('400');
    expect(search.get('o')).toBe('11.111.21');
    expect(hasConfig(search)).toBe(true);
    // Through the login page and back: ?next= carries it encoded.
    const next = `/products/1/2?${search.toString()}`;
    const back = new URL(decodeURIComponent(encodeURIComponent(next)), 'http://x');
    const read = readConfig(back.searchParams, product);
    expect(read).toMatchObject({ width: '400', height: '150', quantity: '3', label: 'Shop front / ñ & ع' });
    expect(effectiveOptionIds(sections, read.selection)).toEqual([11, 111, 21]);
  });

  it('keeps an emptied optional choice apart from the default', () => {
    const none = { ...defaultConfig(product), selection: new Set<number>() };
    const search = writeConfig(new URLSearchParams(), product, none);
    expect(search.get('o')).toBe('');
    expect(readConfig(search, product).selection.size).toBe(0);
  });

  it('ignores junk: non-numbers, unknown options, control characters, long labels', () => {
    const search = new URLSearchParams({
      w: '12abc',
      h: '-5',
      q: '1e3',
      o: '10,999,x,21',
      label: `a\u0007b${'x'.repeat(200)}`,
    });
    const state = readConfig(search, product);
    expect(state).toMatchObject({ width: '200', height: '100', quantity: '1' });
    expect([...state.selection]).toEqual([10, 21]);
    expect(state.label.startsWith('a b')).toBe(true);
    expect(state.label).toHaveLength(120);
  });

  it('normalises leading zeros and drops a value equal to the default', () => {
    const state = readConfig(new URLSearchParams({ w: '0200', q: '007' }), product);
    expect(state.width).toBe('200');
    expect(state.quantity).toBe('7');
    expect(writeConfig(new URLSearchParams(), product, state).toString()).toBe('q=7');
  });
});
