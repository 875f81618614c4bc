/** Reference rewriting field by field, the cases of Statamic's tests/Listeners/UpdateAssetReferencesTest.php. */
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../cp/shared/schema';
import { rewriteFields, type ReferenceScope } from './references';

const field = (handle: string, type: string, config: Record<string, unknown> = {}, more: Partial<FieldSchema> = {}): FieldSchema => ({ handle, type, display: handle, localizable: false, required: false, validate: [], config, ...more });
const assets = (handle: string, container = 'assets') => field(handle, 'assets', { container });

const move = (to: string | null, onlyContainer = false): ReferenceScope => ({ container: 'assets', onlyContainer, rewrite: (p) => (p === 'a/hero.jpg' ? to : undefined) });

const FIELDS: FieldSchema[] = [
  assets('image'),
  assets('gallery'),
  assets('other', 'downloads'),
  field('link', 'link', { container: 'assets' }),
  field('body', 'markdown', { container: 'assets' }),
  field('blocks', 'replicator', {}, { sets: [{ handle: 'hero', display: 'Hero', fields: [assets('image'), field('cards', 'grid', {}, { fields: [assets('icon')] })] }] }),
  field('meta', 'group', {}, { fields: [assets('og')] }),
  field('article', 'bard', { container: 'assets' }, { sets: [{ handle: 'figure', display: 'Figure', fields: [assets('image')] }] }),
];

function item() {
  return {
    image: 'a/hero.jpg',
    gallery: ['a/one.jpg', 'a/hero.jpg'],
    other: 'a/hero.jpg',
    link: 'asset::assets::a/hero.jpg',
    body: 'See [it](statamic://asset::assets::a/hero.jpg) and <a href="statamic://asset::assets::a/hero.jpg">x</a> but not (statamic://asset::downloads::a/hero.jpg).',
    blocks: [{ type: 'hero', image: 'a/hero.jpg', cards: [{ icon: 'a/hero.jpg' }, { icon: 'a/one.jpg' }] }, { type: 'unknown', image: 'a/hero.jpg' }],
    meta: { og: 'a/hero.jpg' },
    article: [
      { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'statamic://asset::assets::a/hero.jpg' } }] }] },
      { type: 'image', attrs: { src: 'asset::assets::a/hero.jpg', alt: null } },
      { type: 'set', attrs: { values: { type: 'figure', image: 'a/hero.jpg' } } },
    ],
    untouched: 'a/hero.jpg',
  };
}

describe('rewriteFields', () => {
  it('rewrites assets, link, Markdown and Bard references of the container, nested in replicator, grid, group and Bard sets', () => {
    const data = item();
    expect(rewriteFields(FIELDS, data, move('b/front.jpg'))).toBe(true);
    expect(data).toEqual({
      ...item(),
      image: 'b/front.jpg',
      gallery: ['a/one.jpg', 'b/front.jpg'],
      link: 'asset::assets::b/front.jpg',
      body: 'See [it](statamic://asset::assets::b/front.jpg) and <a href="statamic://asset::assets::b/front.jpg">x</a> but not (statamic://asset::downloads::a/hero.jpg).',
      blocks: [{ type: 'hero', image: 'b/front.jpg', cards: [{ icon: 'b/front.jpg' }, { icon: 'a/one.jpg' }] }, { type: 'unknown', image: 'a/hero.jpg' }],
      meta: { og: 'b/front.jpg' },
      article: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'statamic://asset::assets::b/front.jpg' } }] }] },
        { type: 'image', attrs: { src: 'asset::assets::b/front.jpg', alt: null } },
        { type: 'set', attrs: { values: { type: 'figure', image: 'b/front.jpg' } } },
      ],
    });
  });

  it('removes references as Statamic does: a single value’s key, a list’s item (the key when empty), an empty Bard src', () => {
    const data: Record<string, unknown> = { ...item(), gallery: ['a/hero.jpg'] };
    rewriteFields(FIELDS, data, move(null));
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('gallery');
    expect(data).not.toHaveProperty('link');
    expect(data.other).toBe('a/hero.jpg');
    expect((data.article as { attrs?: { src?: string } }[])[1]!.attrs!.src).toBe('');
    expect(data.body).toBe('See [it]() and <a href="">x</a> but not (statamic://asset::downloads::a/hero.jpg).');
  });

  it('counts an assets field without a container only when the project has one container; reports nothing changed', () => {
    const loose = [field('image', 'assets')];
    const one = { image: 'a/hero.jpg' };
    expect(rewriteFields(loose, one, move('b.jpg', false))).toBe(false);
    expect(rewriteFields(loose, one, move('b.jpg', true))).toBe(true);
    expect(one.image).toBe('b.jpg');
    expect(rewriteFields(FIELDS, { image: 'a/other.jpg', blocks: 'not a list', article: null }, move('x.jpg'))).toBe(false);
  });
});
