// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { button, click, field, mountField } from './field-harness';
import { definitionOf } from './definitions';
import Grid, { type GridValue } from './grid-field';

const fields = [field({ handle: 'label', type: 'text', display: 'Label' }), field({ handle: 'value', type: 'text', display: 'Value' })];
const rows: GridValue = [
  { id: 'r1', label: 'Weight', value: '12 g' },
  { id: 'r2', label: 'Range', value: '200 m' },
];

describe('Grid', () => {
  it('draws a table with a column per field, adds, moves and removes rows', async () => {
    const m = await mountField(Grid, field({ handle: 'specs', type: 'grid', fields }), rows);
    expect([...m.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Label', 'Value', 'Actions']);
    await click(button(m.container, 'Move Row 1 down'));
    expect(m.value().map((r) => r.id)).toEqual(['r2', 'r1']);
    await click(button(m.container, 'Add row'));
    expect(m.value()).toHaveLength(3);
    expect(m.value()[2]!.id).toMatch(/^[A-Za-z0-9]{8}$/);
    await click(button(m.container, 'Remove Row 1'));
    expect(m.value().map((r) => r.id)).toEqual(['r1', m.value()[1]!.id]);
    m.unmount();
  });

  it('keeps to min_rows and max_rows, and stacks cards in stacked mode', async () => {
    const m = await mountField(Grid, field({ handle: 'specs', type: 'grid', fields, config: { min_rows: 2, max_rows: 2, mode: 'stacked' } }), rows);
    expect(m.container.querySelector('table')).toBeNull();
    expect(m.container.querySelectorAll('li.cp-grid__card')).toHaveLength(2);
    expect(button(m.container, 'Add row').disabled).toBe(true);
    expect(button(m.container, 'Remove Row 1').disabled).toBe(true);
    m.unmount();
  });
});

describe('grid values', () => {
  const grid = definitionOf('grid')!;
  const schema = field({ handle: 'specs', type: 'grid', fields });

  it('gives a row stored without an id a key of the form only: the same on every read, never written', () => {
    const stored = [{ label: 'Weight', value: '12 g' }, { id: 'r2', label: 'Range', value: '200 m' }];
    const form = grid.preProcess!(stored, schema) as GridValue;
    expect(form).toEqual([{ label: 'Weight', value: '12 g', _id: 'row-0' }, { id: 'r2', label: 'Range', value: '200 m' }]);
    expect(grid.preProcess!(stored, schema)).toEqual(form);
    expect(grid.process!([form[1]!, form[0]!], schema)).toEqual([stored[1], stored[0]]);
  });

  it('sorts rows without ids by their form keys (one drag handle each, none pressed)', async () => {
    const m = await mountField(Grid, schema, grid.preProcess!([{ label: 'A' }, { label: 'B' }], schema) as GridValue);
    const handles = [...m.container.querySelectorAll('.cp-set__handle')];
    expect(handles.map((h) => h.getAttribute('aria-pressed'))).toEqual([null, null]);
    await click(button(m.container, 'Move Row 1 down'));
    expect(m.value().map((r) => r.label)).toEqual(['B', 'A']);
    m.unmount();
  });
});
