/**
 * Scalars that read back the same under Statamic's parser (Symfony's `Yaml::parse`, no flags:
 * YAML 1.1-ish, so `2026-01-20` is a timestamp, `0o17` octal, `yes` a string but `~` null…)
 * and ours (the `yaml` package, YAML 1.2 core schema). A string is left plain only when both
 * surely read it as that string; otherwise it is single-quoted as Symfony dumps it, or
 * double-quoted when it holds characters only escapes can carry.
 */

/** Words either parser reads as null or a boolean (YAML 1.1 and 1.2), compared lowercased. */
const RESERVED = new Set(['null', '~', 'true', 'false', 'y', 'n', 'yes', 'no', 'on', 'off', '.inf', '-.inf', '+.inf', '.nan', '<<', '=']);

/**
 * Characters that end or change a plain scalar in either parser: whitespace of any kind,
 * quotes, flow and block indicators, comments, anchors, tags, directives, escapes.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const NOT_PLAIN = /[\s'"`:{}[\],&*#?|<>=!%@\\\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/u;

/** A plain scalar must start with a letter, `_` or `/`; a digit only in the cases below. */
const PLAIN_START = /^[\p{L}_/]/u;

/** Statamic's ids: hex digits and dashes, never a number or a date in either parser. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Letters that never make a digit-led string numeric or a date: not hex digits (0x1F, 1e5),
 * not the base prefixes o/x, not the exponent e, not the timestamp's t/z.
 */
const WORDY = /[g-np-su-wyG-NP-SU-WY]/;

/** Characters a double-quoted scalar carries as escapes (both parsers read `\xXX` and `\uXXXX`). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const NEEDS_ESCAPE = /[\\"\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g;

const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\0': '\\0' };

/** Control characters and YAML 1.1 line breaks: a string with any needs double quotes. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;

export function isPlainSafe(value: string): boolean {
  if (value === '' || NOT_PLAIN.test(value) || RESERVED.has(value.toLowerCase())) return false;
  if (PLAIN_START.test(value)) return true;
  return /^[0-9]/.test(value) && (UUID.test(value) || (WORDY.test(value) && /^[0-9A-Za-z_/.-]+$/.test(value) && !/[.]$/.test(value)));
}

export function singleQuoted(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function doubleQuoted(value: string): string {
  return `"${value.replace(NEEDS_ESCAPE, (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/**
 * A string on one line as a key or a value: plain, single-quoted (Symfony's choice for
 * anything special), or double-quoted when it has line breaks or control characters.
 */
export function inlineString(value: string): string {
  if (isPlainSafe(value)) return value;
  if (/[\n\r\t]/.test(value) || CONTROL.test(value)) return doubleQuoted(value);
  return singleQuoted(value);
}

/**
 * Whether a multi-line string can be a literal block (`|`), as Symfony's
 * DUMP_MULTI_LINE_LITERAL_BLOCK writes them: line feeds only, no control characters (tabs
 * are content), not blank, and a first line that does not open with a space (which would need
 * an indentation indicator that the two parsers count differently in nested lists).
 */
export function isLiteralBlockSafe(value: string): boolean {
  if (!value.includes('\n') || value.includes('\r') || CONTROL.test(value) || value.trim() === '') return false;
  const firstLine = value.split('\n').find((line) => line !== '') ?? '';
  return !/^[ \t]/.test(firstLine);
}

/** The header of a literal block for this string: `|-` without a final line break, `|` with one, `|+` with more. */
export function literalHeader(value: string): string {
  if (!value.endsWith('\n')) return '|-';
  return value.endsWith('\n\n') ? '|+' : '|';
}
