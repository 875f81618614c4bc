import { describe, expect, it } from 'vitest';
import { autoTitle } from './auto-title';

describe('autoTitle (a collection\'s title_format)', () => {
  it('fills {name} and {{ name }} from the values, trimmed', () => {
    expect(autoTitle('Auto {foo}', { foo: 'bar' })).toBe('Auto bar');
    expect(autoTitle(' {{ brand }} {{ model }} ', { brand: 'Kairotone', model: 'Bridge A2' })).toBe('Kairotone Bridge A2');
  });

  it('reads nested values and numbers; what is not text prints nothing', () => {
    expect(autoTitle('{spec:size} / {spec.weight} g', { spec: { size: 'S', weight: 120 } })).toBe('S / 120 g');
    expect(autoTitle('Tags: {tags}', { tags: ['a', 'b'] })).toBe('Tags:');
    expect(autoTitle('{missing} left', {})).toBe('left');
  });

  it('reads the variable of an expression with modifiers', () => {
    expect(autoTitle('{{ name | upper }}', { name: 'Sync' })).toBe('Sync');
  });
});
