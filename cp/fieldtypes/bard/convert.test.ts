/**
 * Round trips of Statamic's own Bard values (statamic/cms tests/Fieldtypes/BardTest.php) through
 * the editor's real schema (ProseMirror's fromJSON/toJSON, what the editor does on load and
 * on every change), without a browser.
 */
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { bardExtensions } from './extensions';
import { isEmptyBard, newSetId, toStatamic, toTiptap, unknownTypes, type BardValue } from './convert';

const schema = getSchema(bardExtensions());
const throughEditor = (value: unknown): BardValue => toStatamic(schema.nodeFromJSON(toTiptap(value)).toJSON() as object);

/** BardTest::it_augments_prosemirror_structure_to_a_template_friendly_array (ids kept, `enabled` as preProcess adds it). */
const AUGMENT_EXAMPLE: BardValue = [
  { type: 'set', attrs: { id: 'test1', enabled: true, values: { type: 'image', image: 'test.jpg', caption: 'test' } } },
  {
    type: 'paragraph',
    content: [
      { type: 'text', text: 'This is a paragraph with ' },
      { type: 'text', marks: [{ type: 'bold' }], text: 'bold' },
      { type: 'text', text: ' and ' },
      { type: 'text', marks: [{ type: 'italic' }], text: 'italic' },
      { type: 'text', text: ' text.' },
    ],
  },
  { type: 'paragraph' },
  { type: 'set', attrs: { id: 'test2', enabled: true, values: { type: 'image', image: 'test.jpg', caption: 'test' } } },
];

describe('Bard value ⇄ TipTap doc', () => {
  it('round-trips Statamic’s augment example (sets, bold, italic, an empty paragraph) unchanged', () => {
    expect(throughEditor(AUGMENT_EXAMPLE)).toEqual(AUGMENT_EXAMPLE);
  });

  it('keeps a disabled set disabled (BardTest::it_removes_disabled_sets) and gives a set without id one, as preProcessRow does', () => {
    const value: BardValue = [
      { type: 'paragraph', content: [{ type: 'text', text: 'This is a paragraph.' }] },
      { type: 'set', attrs: { id: 'test1', enabled: false, values: { type: 'test', value: 'one' } } },
      { type: 'set', attrs: { values: { type: 'test', value: 'two' } } },
    ];
    const out = throughEditor(value);
    expect(out[1]).toEqual(value[1]);
    expect(out[2]!.attrs).toMatchObject({ enabled: true, values: { type: 'test', value: 'two' } });
    expect(out[2]!.attrs!.id).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('reads TipTap 1 snake_case types as camelCase without touching attrs (BardTest::it_converts_tiptap_v1_snake_case_types…)', () => {
    const value = [
      { type: 'set', attrs: { id: '123', values: { type: 'my_set', text: 'test' } } },
      { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'This is a list item.' }] }] }] },
    ];
    expect(throughEditor(value)).toEqual([
      { type: 'set', attrs: { id: '123', enabled: true, values: { type: 'my_set', text: 'test' } } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'This is a list item.' }] }] }] },
    ]);
  });

  it('writes links with Statamic’s four link attributes, and keeps headings, lists, quotes, code, breaks, rules and text alignment', () => {
    const value: BardValue = [
      { type: 'heading', attrs: { textAlign: 'left', level: 2 }, content: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        attrs: { textAlign: 'left' },
        content: [
          { type: 'text', text: 'Second ' },
          { type: 'text', text: 'paragraph', marks: [{ type: 'link', attrs: { href: 'statamic://entry::foo', rel: null, target: null, title: null } }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://example.com', rel: 'noopener', target: '_blank', title: 'Ex' } }, { type: 'code' }, { type: 'strike' }, { type: 'underline' }] },
        ],
      },
      { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] }] },
      { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'let x = 1;' }] },
      { type: 'horizontalRule' },
    ];
    // Marks in the schema's order (link, bold, code, italic, strike, underline), as the editor writes them.
    expect(throughEditor(value)).toEqual(value);
    // A link written with only its href (BardTest's HTML example) gains the null attributes Statamic's editor writes.
    const bare = [{ type: 'paragraph', content: [{ type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: '/x' } }] }] }];
    expect(throughEditor(bare)[0]!.content![0]!.marks).toEqual([{ type: 'link', attrs: { href: '/x', rel: null, target: null, title: null } }]);
  });

  it('wraps an inline value in a paragraph and treats nothing as one empty paragraph (Bard::preProcess, ::process)', () => {
    expect(throughEditor([{ type: 'text', text: 'hi' }])).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'hi' }] }]);
    expect(throughEditor(null)).toEqual([{ type: 'paragraph' }]);
    expect(isEmptyBard(throughEditor([]))).toBe(true);
    expect(isEmptyBard(AUGMENT_EXAMPLE)).toBe(false);
  });

  it('names the types the editor cannot edit (Statamic image nodes, custom nodes, unknown marks)', () => {
    const doc = toTiptap([{ type: 'custom_node', attrs: { type: 'custom_type_attribute' } }, { type: 'paragraph', content: [{ type: 'image', attrs: { src: 'asset::assets::lagoa.jpg' } }, { type: 'text', text: 's', marks: [{ type: 'small' }] }] }]);
    expect(unknownTypes(doc, schema).sort()).toEqual(['customNode', 'image', 'small']);
    expect(unknownTypes(toTiptap(AUGMENT_EXAMPLE), schema)).toEqual([]);
  });

  it('makes set ids as Statamic does: 8 letters or digits, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSetId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});
