import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';

/** A problem in one content file, reported with the file (relative to the content root), and where known the line and field. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly field?: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}${field ? ` (${field})` : ''}: ${reason}`);
    this.name = 'ContentFileError';
  }
}

/** A parsed YAML or Markdown-with-front-matter file. */
export interface ParsedFile {
  /** Path relative to the content root, with forward slashes. */
  rel: string;
  data: Record<string, unknown>;
  /** The Markdown body after the front matter, when the file has one. */
  body?: string;
  /** The file's modification time (Statamic's last-modified time of an entry without `updated_at`). */
  mtimeMs?: number;
}

interface CacheSlot {
  mtimeMs: number;
  size: number;
  file: ParsedFile;
}

/** Where a Markdown file's front matter and body lie in its text (offsets into the text as given). */
export interface FrontMatterSplit {
  /** The YAML text (what the YAML parser reads). */
  yaml: string;
  /** Offsets of `yaml` in the text (`yamlEnd`: the closing line's line feed; a CRLF's `\r` before it is not in `yaml`). */
  yamlStart: number;
  yamlEnd: number;
  /** The body after the closing line, leading whitespace removed; undefined without a closing line. */
  body?: string;
  /** Offset of the body in the text (the text's length without a closing line). */
  bodyStart: number;
  /** Whether the file opened with `---` (else it is YAML throughout). */
  fenced: boolean;
}

/**
 * As Statamic's YAML::parse (src/Yaml/Yaml.php): a file opening with `---` is split at the
 * first line that starts with `---` (a missing closing line leaves it all front matter); any
 * other file is YAML throughout. A leading byte-order mark is skipped.
 */
export function splitFrontMatter(text: string): FrontMatterSplit {
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  const clean = text.slice(bom);
  if (!clean.startsWith('---')) return { yaml: clean, yamlStart: bom, yamlEnd: text.length, bodyStart: text.length, fenced: false };
  const split = clean.indexOf('\n---');
  const opening = /^---[^\n]*\n?/.exec(clean)![0].length;
  const yamlEnd = split === -1 ? clean.length : Math.max(split, opening);
  // A CRLF file's `\r` before the closing `\n---` is a line break to Symfony (it normalises
  // them), not the end of the last value.
  const yaml = clean.slice(opening, yamlEnd).replace(/\r$/, '');
  if (split === -1) return { yaml, yamlStart: bom + opening, yamlEnd: bom + yamlEnd, bodyStart: text.length, fenced: true };
  const rest = clean.slice(split + 4);
  const body = rest.replace(/^\s+/, '');
  return { yaml, yamlStart: bom + opening, yamlEnd: bom + yamlEnd, body, bodyStart: text.length - body.length, fenced: true };
}

/** Parses file text; throws ContentFileError naming the file and line. */
export function parseContentFile(rel: string, text: string): ParsedFile {
  const isMarkdown = /\.(md|markdown|html)$/i.test(rel);
  let yamlText = text;
  let body: string | undefined;
  let lineOffset = 0;
  if (isMarkdown) {
    const split = splitFrontMatter(text);
    yamlText = split.yaml;
    body = split.body;
    lineOffset = split.fenced ? 1 : 0;
  }
  let data: unknown;
  try {
    data = parseYaml(yamlText, { prettyErrors: true, uniqueKeys: true }) ?? {};
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = error.linePos?.[0]?.line;
      const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      throw new ContentFileError(rel, reason, line === undefined ? undefined : line + lineOffset);
    }
    throw new ContentFileError(rel, String(error));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentFileError(rel, 'the file must hold a YAML mapping (key: value pairs) at the top level');
  }
  return { rel, data: data as Record<string, unknown>, ...(body !== undefined && body.trim() !== '' ? { body } : {}) };
}

/**
 * Reads content files, re-parsing only files whose size or modification time changed.
 * A file that fails to parse keeps its last good version (when there is one) and the
 * error is returned beside it, so a running server never loses content to a typo.
 */
export class FileCache {
  private slots = new Map<string, CacheSlot>();

  constructor(readonly root: string) {}

  async read(rel: string): Promise<{ file?: ParsedFile; error?: ContentFileError }> {
    const abs = path.join(this.root, rel);
    let info;
    try {
      info = await stat(abs);
    } catch {
      this.slots.delete(rel);
      return {};
    }
    const cached = this.slots.get(rel);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return { file: cached.file };
    try {
      const file = { ...parseContentFile(rel, await readFile(abs, 'utf8')), mtimeMs: info.mtimeMs };
      this.slots.set(rel, { mtimeMs: info.mtimeMs, size: info.size, file });
      return { file };
    } catch (error) {
      const contentError = error instanceof ContentFileError ? error : new ContentFileError(rel, String(error));
      return { ...(cached ? { file: cached.file } : {}), error: contentError };
    }
  }

  /** Lists files under a folder (relative to the root) recursively; missing folders are empty. */
  async list(relDir: string, pattern: RegExp): Promise<string[]> {
    const out: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let names;
      try {
        names = await readdir(path.join(this.root, dir), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of names) {
        if (entry.name.startsWith('.') && entry.name !== '.meta') continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(rel);
        else if (pattern.test(entry.name)) out.push(rel);
      }
    };
    await walk(relDir);
    return out.sort();
  }
}
