import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../shared/schema';
import { definitionOf } from './definitions';

const bard = definitionOf('bard')!;

/** Issue 35, finding 10: Bard's links and images are sanitised when the value is saved. */

const field = { handle: 'body', type: 'bard', display: 'Body', config: {}, fields: [] } as unknown as FieldSchema;
const text = (href: string) => ({ type: 'text', text: 'click', marks: [{ type: 'bold' }, { type: 'link', attrs: { href, target: null } }] });
const saved = (nodes: unknown[]) => bard.process!(nodes, field) as { content: { marks: { type: string }[] }[]; attrs?: { src: string } }[];

describe('bard: links and images on save', () => {
  it('drops a link whose scheme runs or shows a document, however it is spelled, and keeps the text', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'java\nscript:x', 'data:text/html,<script>x</script>', 'vbscript:msgbox(1)', '\u0001javascript:x']) {
      const [paragraph] = saved([{ type: 'paragraph', content: [text(href)] }]);
      expect(paragraph!.content[0]!.marks.map((m) => m.type), JSON.stringify(href)).toEqual(['bold']);
      expect(paragraph!.content[0]).toMatchObject({ text: 'click' });
    }
  });

  it('keeps the site’s own links, http(s), mailto, tel and Statamic’s references', () => {
    for (const href of ['/support/downloads', '#specs', 'https://example.com/x', 'http://example.com', 'mailto:help@example.com', 'tel:+4930123', 'statamic://entry::news-beacon', 'statamic://asset::assets::news/a.jpg', 'manual.pdf']) {
      const [paragraph] = saved([{ type: 'paragraph', content: [text(href)] }]);
      expect(paragraph!.content[0]!.marks.map((m) => m.type), href).toEqual(['bold', 'link']);
    }
  });

  it('empties an image’s unsafe src, in nested content too', () => {
    const [list] = saved([{ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' } }] }] }]) as unknown as { content: { content: { attrs: { src: string } }[] }[] }[];
    expect(list!.content[0]!.content[0]!.attrs.src).toBe('');
    const [image] = saved([{ type: 'image', attrs: { src: 'statamic://asset::assets::news/a.jpg', alt: 'x' } }]);
    expect(image!.attrs!.src).toBe('statamic://asset::assets::news/a.jpg');
  });
});
