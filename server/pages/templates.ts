import { createHash } from 'node:crypto';
import { fixedPart, joinGzip, joinText, type FixedPart } from './gzip-parts';

/** What differs between two answers from one template: the request's path and its CSP nonce. */
export interface TemplateValues {
  path: string;
  nonce: string;
}

/** Where a value stands in the page: a nonce attribute, HTML text or attribute, or React Router's inline data script. */
type Hole = 'nonce' | 'html' | 'script';

/**
 * A page that differs per request only by its path and nonce (the 404 page of a language says
 * `Page not found: {path}`; the 503 page carries the path in its data), rendered once for a
 * sentinel path and nonce and split there. Filling it escapes the path exactly as React
 * (text) and React Router (its data script) do; `PageTemplate.verified` proves that against
 * a second render before a template is used.
 */
export class PageTemplate {
  private constructor(
    readonly status: number,
    private readonly parts: FixedPart[],
    private readonly holes: Hole[],
  ) {}

  /**
   * A page that differs per answer only by its CSP nonce (a kept render): split at each
   * occurrence of the nonce it was rendered with (random, so it stands nowhere else).
   */
  static splitAtNonce(html: string, status: number, nonce: string): PageTemplate {
    const texts = html.split(nonce);
    return new PageTemplate(status, texts.map(fixedPart), texts.slice(1).map((): Hole => 'nonce'));
  }

  /** Splits `html`, rendered for `sentinel`; null when the sentinel path also shows in a form this cannot fill. */
  static split(html: string, status: number, sentinel: TemplateValues): PageTemplate | null {
    const texts: string[] = [];
    const holes: Hole[] = [];
    const pattern = new RegExp(`${escapeRegExp(sentinel.nonce)}|${escapeRegExp(sentinel.path)}`, 'g');
    let last = 0;
    for (const match of html.matchAll(pattern)) {
      texts.push(html.slice(last, match.index));
      last = match.index + match[0].length;
      if (match[0] === sentinel.nonce) holes.push('nonce');
      else holes.push(html.lastIndexOf('<script', match.index) > html.lastIndexOf('</script', match.index) ? 'script' : 'html');
    }
    texts.push(html.slice(last));
    const marker = sentinel.path.slice(sentinel.path.lastIndexOf('/') + 1);
    if (texts.some((text) => text.includes(marker))) return null;
    return new PageTemplate(status, texts.map(fixedPart), holes);
  }

  /**
   * The template, if filling it with `probe` gives exactly `expected` (the page rendered for
   * the probe's path and nonce): proof that the escaping matches the renderer's.
   */
  verified(probe: TemplateValues, expected: string): PageTemplate | null {
    return this.fill(probe, 'identity').toString('utf8') === expected ? this : null;
  }

  /** A digest of the fixed text, what every answer filled from it has in common (a kept page's ETag). */
  digest(): string {
    const hash = createHash('sha1');
    for (const part of this.parts) hash.update(part.text);
    return hash.digest('base64url').slice(0, 20);
  }

  /** The memory it holds: the text and its compressed copy. */
  get bytes(): number {
    return this.parts.reduce((total, part) => total + part.text.length + part.deflated.length, 0);
  }

  fill(values: TemplateValues, encoding: 'gzip' | 'identity'): Buffer {
    const html = Buffer.from(escapeHtml(values.path), 'utf8');
    const script = Buffer.from(escapeScriptData(values.path), 'utf8');
    const nonce = Buffer.from(values.nonce, 'utf8');
    const filled = this.holes.map((hole) => (hole === 'nonce' ? nonce : hole === 'html' ? html : script));
    return encoding === 'gzip' ? joinGzip(this.parts, filled) : joinText(this.parts, filled);
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** As React escapes text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const SCRIPT_ESCAPES: Record<string, string> = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * As a string inside React Router's data script: a JSON string (the turbo-stream value) inside
 * a JSON string (the chunk handed to the stream), with HTML-significant characters escaped.
 */
export function escapeScriptData(text: string): string {
  const inner = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(inner).slice(1, -1).replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
