import { describe, expect, it } from 'vitest';
import { type NamedOption, optionPathLines, optionPaths } from './option-path';

const o = (section: string, name: string, parent_name: string | null = null): NamedOption => ({
  section,
  name,
  parent_name,
});

describe('optionPathLines: one path per section', () => {
  it.each<[string, NamedOption[], string[]]>([
    ['no options', [], []],
    ['one top-level option', [o('Finishing', 'Hemmed edges')], ['Finishing: Hemmed edges']],
    [
      'three levels in tree order (the issue: listed three times before)',
      [
        o('Finishing', 'Eyelets'),
        o('Finishing', 'Every 50 cm', 'Eyelets'),
        o('Finishing', 'Silver eyelets', 'Every 50 cm'),
      ],
      ['Finishing: Eyelets › Every 50 cm › Silver eyelets'],
    ],
    [
      'three levels in any order',
      [
        o('Finishing', 'Silver eyelets', 'Every 50 cm'),
        o('Finishing', 'Eyelets'),
        o('Finishing', 'Every 50 cm', 'Eyelets'),
      ],
      ['Finishing: Eyelets › Every 50 cm › Silver eyelets'],
    ],
    [
      'several sections keep their first-appearance order',
      [
        o('Material', 'PVC 510 g'),
        o('Finishing', 'Pole pockets'),
        o('Finishing', 'Top and bottom', 'Pole pockets'),
        o('Production', 'Express'),
      ],
      ['Material: PVC 510 g', 'Finishing: Pole pockets › Top and bottom', 'Production: Express'],
    ],
    [
      'a nested option whose parent was not chosen keeps the parent in front',
      [o('Finishing', 'Every 25 cm', 'Eyelets')],
      ['Finishing: Eyelets › Every 25 cm'],
    ],
    [
      'two top-level options in one section are joined',
      [o('Extras', 'Rope'), o('Extras', 'Bag'), o('Extras', 'Long rope', 'Rope')],
      ['Extras: Rope › Long rope, Bag'],
    ],
    [
      'two children of one parent: the second starts from the parent',
      [o('Extras', 'Rope'), o('Extras', 'Red', 'Rope'), o('Extras', 'Blue', 'Rope')],
      ['Extras: Rope › Red, Rope › Blue'],
    ],
    [
      'Arabic names (the line mirrors as a whole)',
      [o('التشطيب', 'حلقات معدنية'), o('التشطيب', 'كل 50 سم', 'حلقات معدنية')],
      ['التشطيب: حلقات معدنية › كل 50 سم'],
    ],
    [
      'the same name in two sections stays in its own section',
      [o('Front', 'Eyelets'), o('Back', 'Eyelets'), o('Back', 'Every 50 cm', 'Eyelets')],
      ['Front: Eyelets', 'Back: Eyelets › Every 50 cm'],
    ],
  ])('%s', (_label, options, lines) => {
    expect(optionPathLines(options)).toEqual(lines);
  });

  it('gives the chains apart for pages that lay them out themselves', () => {
    expect(optionPaths([o('Finishing', 'Eyelets'), o('Finishing', 'Every 50 cm', 'Eyelets')])).toEqual([
      { section: 'Finishing', chains: [['Eyelets', 'Every 50 cm']] },
    ]);
  });
});
