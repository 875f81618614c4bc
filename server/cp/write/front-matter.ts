/**
 * A content file's new text: Markdown as Statamic writes it (`---`, the YAML, `---`, the
 * body; Statamic\Yaml\Yaml::dumpFrontMatter), YAML files as YAML. An existing file is edited in
 * place (yaml-document.ts) and keeps its line endings; every result is parsed back before it is
 * returned, and is returned only if it reads as the data and body asked for.
 */
import { isDeepStrictEqual } from 'node:util';
import { ContentFileError, parseContentFile, splitFrontMatter } from '../../../api/store/files';
import { UnwritableValueError } from './types';
import { spliceMapping } from './yaml-document';
import { emitMapping } from './yaml-emit';

export function isMarkdownFile(rel: string): boolean {
  return /\.(md|markdown|html)$/i.test(rel);
}

/** A body as Statamic reads it back: line feeds, leading whitespace gone (its `ltrim`). */
export function normalBody(body: string | undefined): string {
  return (body ?? '').replace(/\r\n/g, '\n').replace(/^\s+/, '');
}

/** Keys whose value reads back differently from what was asked (all keys when the body does). */
function mismatches(rel: string, text: string, data: Record<string, unknown>, body: string): Set<string> | 'unreadable' {
  let parsed;
  try {
    parsed = parseContentFile(rel, text);
  } catch {
    return 'unreadable';
  }
  const wrong = new Set<string>();
  for (const key of new Set([...Object.keys(data), ...Object.keys(parsed.data)])) {
    if (!Object.hasOwn(data, key) || !Object.hasOwn(parsed.data, key) || !isDeepStrictEqual(parsed.data[key], data[key])) wrong.add(key);
  }
  if (normalBody(parsed.body) !== body) return 'unreadable';
  return wrong;
}

function firstEol(text: string | undefined): string {
  const at = text?.indexOf('\n') ?? -1;
  return at > 0 && text![at - 1] === '\r' ? '\r\n' : '\n';
}

interface Layout {
  head: string;
  /** The YAML, with the line feed before the closing `---` when there is one. */
  region: string;
  /** The closing line and the body; '' when the front matter is not closed. */
  rest: string;
}

/** Splits an existing file into the text before its YAML, the YAML, and what follows. */
function layoutOf(rel: string, text: string): Layout | null {
  if (!isMarkdownFile(rel)) return { head: '', region: text, rest: '' };
  const split = splitFrontMatter(text);
  if (!split.fenced) return null;
  const closed = split.yamlEnd < text.length && text[split.yamlEnd] === '\n';
  const regionEnd = closed ? split.yamlEnd + 1 : split.yamlEnd;
  return { head: text.slice(0, split.yamlStart), region: text.slice(split.yamlStart, regionEnd), rest: text.slice(regionEnd) };
}

/**
 * The file's new text for `data` (already writable: see toWritable) and `body`, from its
 * current text when it exists. Throws UnwritableValueError for a body in a YAML file.
 */
export function composeFile(rel: string, existing: string | undefined, data: Record<string, unknown>, body: string | undefined): string {
  const markdown = isMarkdownFile(rel);
  const wanted = normalBody(body);
  if (!markdown && wanted !== '') throw new UnwritableValueError(`${rel} is a YAML file: it has no body`);
  const eol = firstEol(existing);
  const bodyText = eol === '\n' ? wanted : wanted.replace(/\n/g, eol);
  // A literal block ending with line feeds loses one when it is last before the closing `---`
  // (the split eats it, in Statamic as here): a blank line there keeps it.
  const spacers = markdown ? ['', eol] : [''];

  if (existing !== undefined && Object.keys(data).length > 0) {
    let current;
    try {
      current = parseContentFile(rel, existing);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
    }
    const layout = current && layoutOf(rel, existing);
    if (current && layout) {
      const sameBody = normalBody(current.body) === wanted;
      const closing = /^---[^\n]*\n?/.exec(layout.rest)?.[0] ?? `---${eol}`;
      const tail = !markdown ? '' : layout.rest !== '' && sameBody ? layout.rest : closing + bodyText;
      const rewrite = new Set<string>();
      for (let round = 0; round < 2; round++) {
        const region = spliceMapping(layout.region, current.data, data, eol, rewrite);
        if (region === null) break;
        for (const spacer of spacers) {
          const separator = !markdown || region === '' || region.endsWith('\n') ? spacer : eol;
          const text = layout.head + region + separator + tail;
          const wrong = mismatches(rel, text, data, wanted);
          if (wrong !== 'unreadable' && wrong.size === 0) return text;
          if (wrong !== 'unreadable') wrong.forEach((key) => rewrite.add(key));
        }
      }
    }
  }

  const yaml = emitMapping(data).replace(/\n/g, eol);
  for (const spacer of spacers) {
    const text = markdown ? `---${eol}${yaml}${spacer}---${eol}${bodyText}` : yaml;
    const wrong = mismatches(rel, text, data, wanted);
    if (wrong !== 'unreadable' && wrong.size === 0) return text;
  }
  throw new UnwritableValueError(`${rel}: the data cannot be written so that it reads back the same`);
}
