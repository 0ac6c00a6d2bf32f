import { describe, expect, it } from 'vitest';
import type { OptionSnapshot } from '../../lib/order-snapshots';
import { optionPaths } from './mails';

const text = (en: string, ar = `${en}-ar`) => ({ en, ar });
let id = 0;
const option = (section: string, name: string, parent: string | null = null): OptionSnapshot => ({
  id: ++id,
  section: text(section),
  name: text(name),
  parentName: parent ? text(parent) : null,
});
/** The isolate marks of the mail template, left out to read the paths. */
const plain = (paths: string[]) => paths.map((p) => p.replace(/[\ue000\ue001]/g, ''));

describe('optionPaths (a line’s options in the confirmation mail)', () => {
  it('lists a three-level choice once, as a path from its top choice, whatever the order', () => {
    const chosen = [
      option('Material', 'Standard 440 g'),
      option('Finishing', 'Silver eyelets', 'Every 50 cm'),
      option('Finishing', 'Eyelets'),
      option('Finishing', 'Every 50 cm', 'Eyelets'),
    ];
    expect(plain(optionPaths(chosen, 'en'))).toEqual([
      'Material: Standard 440 g',
      'Finishing: Eyelets › Every 50 cm › Silver eyelets',
    ]);
    expect(plain(optionPaths(chosen, 'ar'))).toContain(
      'Finishing-ar: Eyelets-ar › Every 50 cm-ar › Silver eyelets-ar',
    );
  });

  it('keeps sibling choices of one section apart, and names a missing parent', () => {
    expect(
      plain(
        optionPaths(
          [option('Extras', 'Rope'), option('Extras', 'Pole pocket'), option('Hems', 'Welded', 'Hem')],
          'en',
        ),
      ),
    ).toEqual(['Extras: Rope', 'Extras: Pole pocket', 'Hems: Hem › Welded']);
  });

  it('isolates each choice (kept in order inside an Arabic sentence)', () => {
    expect(optionPaths([option('Brief', 'Logo for my shop.')], 'en')).toEqual([
      'Brief: \ue000Logo for my shop.\ue001',
    ]);
  });
});
