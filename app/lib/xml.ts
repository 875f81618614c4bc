/** Tiny helpers for writing XML by hand (RSS, sitemap): no XML library needed for output. */

/** Whether XML 1.0 allows a character at all (not control characters, lone surrogates, U+FFFE/U+FFFF). */
function isXmlChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

/** Drops what XML cannot carry; strings of allowed characters come back unchanged. */
function xmlChars(value: string): string {
  let out = '';
  for (const ch of value) if (isXmlChar(ch.codePointAt(0)!)) out += ch;
  return out;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an XML element or attribute value and drops characters XML cannot carry. */
export function escapeXml(value: string): string {
  return xmlChars(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<name>text</name>` with the text escaped. */
export function xmlElement(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}
