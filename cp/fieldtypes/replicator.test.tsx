// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { button, click, field, mountField } from './field-harness';
import Replicator, { type ReplicatorValue } from './replicator-field';

const schema = field({
  handle: 'blocks',
  type: 'replicator',
  display: 'Blocks',
  sets: [
    { handle: 'hero', display: 'Hero', group: 'Top', fields: [field({ handle: 'heading', type: 'text', display: 'Heading' })] },
    { handle: 'text', display: 'Rich text', group: 'Content', fields: [field({ handle: 'body', type: 'text', display: 'Body', config: { default: 'Hello' } })] },
  ],
});
const initial: ReplicatorValue = [
  { id: 'aaaaaaaa', type: 'hero', enabled: true, heading: 'Welcome aboard' },
  { id: 'bbbbbbbb', type: 'text', enabled: true, body: 'Second' },
];

describe('Replicator', () => {
  it('adds a set from the grouped menu with a random id, its type and defaults', async () => {
    const m = await mountField(Replicator, schema, initial);
    await click(button(m.container, 'Add set'));
    expect([...m.container.querySelectorAll('.cp-add-set__group')].map((h) => h.textContent)).toEqual(['Top', 'Content']);
    await click(button(m.container.querySelector('.cp-add-set__list')!, 'Rich text'));
    const added = m.value()[2]!;
    expect(added).toMatchObject({ type: 'text', enabled: true, body: 'Hello' });
    expect(added.id).toMatch(/^[A-Za-z0-9]{8}$/);
    m.unmount();
  });

  it('moves sets with Move up / Move down and removes one only after confirming', async () => {
    const m = await mountField(Replicator, schema, initial);
    expect(button(m.container, 'Move Hero up').disabled).toBe(true);
    await click(button(m.container, 'Move Hero down'));
    expect(m.value().map((s) => s.id)).toEqual(['bbbbbbbb', 'aaaaaaaa']);
    await click(button(m.container, 'Move Hero up'));
    expect(m.value().map((s) => s.id)).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    await click(button(m.container, 'Remove Rich text'));
    expect(m.value()).toHaveLength(2);
    await click(button(m.container, 'Cancel'));
    await click(button(m.container, 'Remove Rich text'));
    await click([...m.container.querySelectorAll('button')].find((b) => b.textContent === 'Remove Rich text'));
    expect(m.value().map((s) => s.id)).toEqual(['aaaaaaaa']);
    m.unmount();
  });

  it('collapses a set behind an aria-expanded button showing its first text, and switches it off', async () => {
    const m = await mountField(Replicator, { ...schema, config: { collapse: true } }, initial);
    const toggle = m.container.querySelector<HTMLButtonElement>('.cp-set__toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Welcome aboard');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(m.container.querySelector<HTMLInputElement>('input[name="blocks.0.heading"]')!.value).toBe('Welcome aboard');
    expect(button(m.container, 'Enabled').getAttribute('aria-checked')).toBe('true');
    await click(button(m.container, 'Enabled'));
    expect(m.value()[0]).toMatchObject({ id: 'aaaaaaaa', enabled: false });
    m.unmount();
  });
});
