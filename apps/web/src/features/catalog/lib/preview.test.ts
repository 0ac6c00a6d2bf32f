import { describe, expect, it } from 'vitest';
import { preview } from './preview';

describe('preview', () => {
  it.each([
    ['Short text', 80, 'Short text'],
    ['A banner printed   on\nPVC', 80, 'A banner printed on PVC'],
    ['Weatherproof PVC banner printed in full colour for shop fronts', 30, 'Weatherproof PVC banner…'],
    ['Supercalifragilisticexpialidocious', 10, 'Supercalif…'],
  ])('%j at %i chars → %j', (text, max, expected) => {
    expect(preview(text, max)).toBe(expected);
  });
});
