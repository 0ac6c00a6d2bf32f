import type { ProductOption, ProductSection } from '../api/types';
import { effectiveOptionIds, initialSelection, type Selection } from './selection';

/**
 * The configurator's choices kept in the address (?w=&h=&q=&o=&label=), so a guest who is sent
 * to log in comes back to the same configuration, and a configured product can be shared.
 * Only what differs from the product's starting point is written, so an untouched page keeps
 * its plain address.
 */
export type ConfigState = {
  width: string;
  height: string;
  quantity: string;
  label: string;
  selection: Selection;
};

export type ConfigProduct = {
  sections: ProductSection[];
  def_width: number | null;
  def_height: number | null;
  min_width: number | null;
  min_height: number | null;
  min_q: number;
};

export const CONFIG_PARAMS = ['w', 'h', 'q', 'o', 'label'] as const;
export const LABEL_MAX = 120;

const WHOLE = /^\d{1,7}$/;

function allOptionIds(sections: ProductSection[]): Set<number> {
  const ids = new Set<number>();
  const walk = (options: ProductOption[]) => {
    for (const option of options) {
      ids.add(option.id);
      walk(option.childrens);
    }
  };
  for (const section of sections) walk(section.options);
  return ids;
}

export function defaultConfig(product: ConfigProduct): ConfigState {
  return {
    width: String(product.def_width ?? product.min_width ?? ''),
    height: String(product.def_height ?? product.min_height ?? ''),
    quantity: String(product.min_q),
    label: '',
    selection: initialSelection(product.sections),
  };
}

/** The configuration in the address, on top of the product's defaults; junk is ignored. */
export function readConfig(search: URLSearchParams, product: ConfigProduct): ConfigState {
  const state = defaultConfig(product);
  const whole = (key: string) => {
    const value = search.get(key)?.trim();
    return value && WHOLE.test(value) ? String(Number(value)) : null;
  };
  state.width = whole('w') ?? state.width;
  state.height = whole('h') ?? state.height;
  state.quantity = whole('q') ?? state.quantity;
  const label = search.get('label');
  if (label !== null) state.label = label.replace(/\p{Cc}/gu, ' ').slice(0, LABEL_MAX);
  const options = search.get('o');
  if (options !== null) {
    const known = allOptionIds(product.sections);
    const ids = options
      .split(/[.,]/)
      .map((part) => Number(part))
      .filter((id) => Number.isInteger(id) && known.has(id));
    state.selection = new Set(ids);
  }
  return state;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The address's search params for a configuration: other params are kept, each of ours is
 * set when it differs from the starting point and dropped when it does not.
 */
export function writeConfig(
  current: URLSearchParams,
  product: ConfigProduct,
  state: ConfigState,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of CONFIG_PARAMS) next.delete(key);
  const start = defaultConfig(product);
  const put = (key: string, value: string, startValue: string) => {
    if (value.trim() !== '' && value.trim() !== startValue) next.set(key, value.trim());
  };
  put('w', state.width, start.width);
  put('h', state.height, start.height);
  put('q', state.quantity, start.quantity);
  if (state.label.trim() !== '') next.set('label', state.label.slice(0, LABEL_MAX));
  const chosen = effectiveOptionIds(product.sections, state.selection);
  if (!sameIds(chosen, effectiveOptionIds(product.sections, start.selection)))
    next.set('o', chosen.join('.'));
  return next;
}

/** True when the address carries any of the configurator's params (it was configured before). */
export function hasConfig(search: URLSearchParams): boolean {
  return CONFIG_PARAMS.some((key) => search.has(key));
}
