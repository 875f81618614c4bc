/**
 * Edits a YAML mapping in place: the `yaml` package's Document API finds where each top-level
 * pair lies, and only the text of changed pairs is replaced, so every other byte (key order,
 * comments, quoting, indentation, line folding, blank lines) stays as the file had it. (A
 * re-stringified Document would re-indent lists and refold lines in keys nobody touched.)
 */
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, parseDocument, visit, type Node, type Pair } from 'yaml';
import { emitPair } from './yaml-emit';
import { inlineString } from './yaml-scalars';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where a pair's text ends: after its value, its trailing comment and its line feed. */
function pairEnd(region: string, pair: Pair<Node, Node | null>): number {
  const node = pair.value?.range ? pair.value : pair.key;
  const end = node.range![2];
  if (end > 0 && region[end - 1] === '\n') return end;
  const lineEnd = region.indexOf('\n', end);
  return lineEnd === -1 ? region.length : lineEnd + 1;
}

function hasAnchorsOrAliases(doc: ReturnType<typeof parseDocument>): boolean {
  let found = false;
  visit(doc, {
    Node(_key, node) {
      if ('anchor' in node && node.anchor) found = true;
      return found ? visit.BREAK : undefined;
    },
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * The region (a file's YAML, with its final line feed when it has one) changed from `current`
 * (what it parses to) to `next`: changed pairs replaced, removed ones cut, new ones appended
 * in `next`'s order. `rewrite` names keys to write anew even when equal. New text uses `eol`.
 * Null when the region cannot be edited in place (not a block mapping, anchors, odd keys).
 */
export function spliceMapping(
  region: string,
  current: Record<string, unknown>,
  next: Record<string, unknown>,
  eol: string,
  rewrite: ReadonlySet<string> = new Set(),
): string | null {
  const doc = parseDocument(region, { uniqueKeys: true, keepSourceTokens: false });
  if (doc.errors.length > 0 || hasAnchorsOrAliases(doc)) return null;
  const toEol = (text: string) => (eol === '\n' ? text : text.replace(/\n/g, eol));
  const edits: Edit[] = [];
  const seen = new Set<string>();
  let appendAt = region.length;
  if (doc.contents !== null) {
    if (!isMap(doc.contents) || doc.contents.flow) return null;
    for (const pair of doc.contents.items as Pair<Node, Node | null>[]) {
      if (!isScalar(pair.key) || !pair.key.range || !(typeof pair.key.value === 'string' || typeof pair.key.value === 'number')) return null;
      const key = String(pair.key.value);
      if (!Object.hasOwn(current, key)) return null;
      seen.add(key);
      const start = pair.key.range[0];
      const end = pairEnd(region, pair);
      appendAt = end;
      if (!Object.hasOwn(next, key)) {
        edits.push({ start, end, text: '' });
        continue;
      }
      if (!rewrite.has(key) && isDeepStrictEqual(current[key], next[key])) continue;
      const text = emitPair(key, next[key]);
      const value = pair.value;
      const onOneLine = text.indexOf('\n') === text.length - 1;
      if (onOneLine && isScalar(value) && value.range && value.range[0] < value.range[1] && !region.slice(start, value.range[1]).includes('\n')) {
        // A one-line value replacing a one-line value: the rest of the line (a comment) stays.
        edits.push({ start: value.range[0], end: value.range[1], text: text.slice(inlineString(key).length + 2, -1) });
      } else {
        edits.push({ start, end, text: toEol(text) });
      }
    }
  }
  const added = Object.keys(next).filter((key) => !seen.has(key));
  if (added.length > 0) {
    const lead = appendAt > 0 && region[appendAt - 1] !== '\n' ? eol : '';
    edits.push({ start: appendAt, end: appendAt, text: lead + toEol(added.map((key) => emitPair(key, next[key])).join('')) });
  }
  let out = region;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
