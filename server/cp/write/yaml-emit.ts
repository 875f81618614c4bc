/**
 * New YAML text for values the control panel writes, in the shape Symfony's Dumper gives
 * Statamic's files (`Yaml::dump($data, 100, 2, DUMP_MULTI_LINE_LITERAL_BLOCK)`): block style,
 * two spaces, list items that are collections on a line of their own (`-` then the mapping
 * below), multi-line strings as literal blocks, `[]`/`{}` for empty ones. No anchors, aliases,
 * tags or flow collections, so nothing the two parsers could read differently.
 */
import { UnwritableValueError } from './types';
import { inlineString, isLiteralBlockSafe, literalHeader } from './yaml-scalars';

/** Symfony dumps deeper levels inline; nothing Statamic writes comes near it. */
const MAX_DEPTH = 100;
/** YAML caps an implicit key at 1024 characters (quotes and escapes count). */
const MAX_KEY_LENGTH = 1000;

/** Sets a key as an own data property, so `__proto__` is data, never the prototype. */
export function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A copy of a value holding only what YAML carries the same way in both parsers (strings,
 * numbers, booleans, null, arrays, plain objects); object keys whose value is undefined are
 * dropped (absent). Throws UnwritableValueError naming the place of anything else.
 */
export function toWritable(value: unknown, where = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new UnwritableValueError(`${where || 'the data'} is nested more than ${MAX_DEPTH} levels deep`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      if (item === undefined) throw new UnwritableValueError(`${where}[${index}] is undefined`);
      return toWritable(item, `${where}[${index}]`, depth + 1);
    });
  }
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new UnwritableValueError(`${where || 'the data'} is not plain data`);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      if (key.length > MAX_KEY_LENGTH) throw new UnwritableValueError(`${where || 'the data'} has a key longer than ${MAX_KEY_LENGTH} characters`);
      defineKey(out, key, toWritable(item, where ? `${where}.${key}` : key, depth + 1));
    }
    return out;
  }
  throw new UnwritableValueError(`${where || 'the data'} is a ${typeof value}, which YAML cannot hold`);
}

function scalar(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan';
    if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
    return String(value);
  }
  return inlineString(value as string);
}

function isEmptyCollection(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** `head` (a `key:` or `-`) followed by the value, at `indent` spaces; always ends with a line feed. */
function node(head: string, value: unknown, indent: number): string {
  const pad = ' '.repeat(indent);
  if (typeof value === 'string' && value.includes('\n') && isLiteralBlockSafe(value)) {
    const lines = value.split('\n');
    if (value.endsWith('\n')) lines.pop();
    return `${pad}${head} ${literalHeader(value)}\n${lines.map((line) => (line === '' ? '\n' : `${pad}  ${line}\n`)).join('')}`;
  }
  if (Array.isArray(value) && value.length > 0) return `${pad}${head}\n${value.map((item) => listItem(item, indent + 2)).join('')}`;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !isEmptyCollection(value)) {
    return `${pad}${head}\n${emitMapping(value as Record<string, unknown>, indent + 2)}`;
  }
  if (isEmptyCollection(value)) return `${pad}${head} ${Array.isArray(value) ? '[]' : '{}'}\n`;
  return `${pad}${head} ${scalar(value)}\n`;
}

function listItem(value: unknown, indent: number): string {
  const collection = typeof value === 'object' && value !== null && !isEmptyCollection(value);
  // Symfony writes a collection in a list as `-` alone on its line, the collection below it.
  if (collection) return `${' '.repeat(indent)}-\n${Array.isArray(value) ? value.map((item) => listItem(item, indent + 2)).join('') : emitMapping(value as Record<string, unknown>, indent + 2)}`;
  return node('-', value, indent);
}

/** One `key: value` pair (with everything below it) at `indent` spaces. */
export function emitPair(key: string, value: unknown, indent = 0): string {
  return node(`${inlineString(key)}:`, value, indent);
}

/** A block mapping (pairs in the object's key order); `{}` for an empty one at the top. */
export function emitMapping(data: Record<string, unknown>, indent = 0): string {
  const keys = Object.keys(data);
  if (keys.length === 0) return `${' '.repeat(indent)}{}\n`;
  return keys.map((key) => emitPair(key, data[key], indent)).join('');
}
