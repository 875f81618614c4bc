import { describe, expect, it } from 'vitest';
import { escapeXml, xmlElement } from './xml';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & Jerry's <b>"show"</b>`)).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;show&quot;&lt;/b&gt;');
  });

  it('does not double-escape on purpose: entities in the input are text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML 1.0 cannot carry and keeps tabs, newlines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('a\tb\nc\rd 😀 時刻')).toBe('a\tb\nc\rd 😀 時刻');
  });
});

describe('xmlElement', () => {
  it('escapes text and attribute values', () => {
    expect(xmlElement('guid', 'https://x.test/?a=1&b=2', { isPermaLink: 'true', note: '"q"' })).toBe(
      '<guid isPermaLink="true" note="&quot;q&quot;">https://x.test/?a=1&amp;b=2</guid>',
    );
  });
});
