/**
 * A submission checked against its blueprint before anything is written: the field's
 * Laravel-style `validate` rules, then the fieldtype's own checks, recursively into sets and
 * rows. Errors are keyed by path (`blocks.2.heading`), as message ids with the field's display
 * name (server/cp/i18n.ts puts them into the editor's language).
 */
import { definitionOf } from '../../../cp/fieldtypes/definitions';
import { isNothing } from '../../../cp/fieldtypes/values';
import { message, type FieldMessages, type Message } from '../../../cp/shared/messages';
import type { FieldSchema, Values } from '../../../cp/shared/schema';

/** Keys a form may never set: they describe the item, or would reach into objects' prototypes. */
export const RESERVED_KEYS = new Set(['id', 'origin', 'blueprint', 'published', 'updated_by', 'updated_at', 'slug', 'date', '__proto__', 'constructor', 'prototype']);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Patterns whose matching time can blow up (nested quantifiers, back references) are not run. */
const RISKY = /\([^)]*[+*][^)]*\)[+*{]|\\[1-9]|\(\?<?[=!]/;

export interface ValidationResult {
  errors: FieldMessages;
  /** Rules that were not applied (an unsafe `regex:`), for the log. */
  warnings: string[];
}

/** `max:`/`min:` measure text in characters, a list in items, a number by its value. */
const SIZE_MESSAGES = {
  max: { characters: 'validation.maxCharacters', number: 'validation.maxNumber', items: 'validation.maxItems' },
  min: { characters: 'validation.minCharacters', number: 'validation.minNumber', items: 'validation.minItems' },
} as const;

function sizeOf(value: unknown): { n: number; unit: 'characters' | 'number' | 'items' } | undefined {
  if (typeof value === 'string') return { n: [...value].length, unit: 'characters' };
  if (typeof value === 'number') return { n: value, unit: 'number' };
  if (Array.isArray(value)) return { n: value.length, unit: 'items' };
  return undefined;
}

/** A PHP-delimited pattern (`/^[a-z]+$/i`) as a RegExp, or undefined when it is not safe to run. */
function phpRegex(rule: string): RegExp | undefined {
  const m = /^(.)(.*)\1([imsu]*)$/s.exec(rule);
  if (!m || m[2]!.length > 200 || RISKY.test(m[2]!)) return undefined;
  try {
    return new RegExp(m[2]!, m[3]!.replace(/[^imsu]/g, ''));
  } catch {
    return undefined;
  }
}

/** One rule's message for a value that is not empty (undefined: it passes). */
function ruleMessage(rule: string, value: unknown, label: string, warnings: string[], path: string): Message | undefined {
  const colon = rule.indexOf(':');
  const name = colon === -1 ? rule : rule.slice(0, colon);
  const arg = colon === -1 ? '' : rule.slice(colon + 1);
  const size = sizeOf(value);
  switch (name) {
    case 'max':
    case 'min': {
      const limit = Number(arg);
      if (!size || !Number.isFinite(limit)) return undefined;
      if (name === 'max' ? size.n > limit : size.n < limit) return message(SIZE_MESSAGES[name][size.unit], { label, limit });
      return undefined;
    }
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) ? undefined : message('validation.email', { label });
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^\s/]+\S*$/i.test(value) ? undefined : message('validation.url', { label });
    case 'alpha_dash':
      return typeof value === 'string' && /^[\p{L}\p{N}_-]+$/u.test(value) ? undefined : message('validation.alphaDash', { label });
    case 'numeric':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) ? undefined : message('validation.numeric', { label });
    case 'integer':
      return Number.isInteger(typeof value === 'string' ? Number(value) : value) ? undefined : message('validation.integer', { label });
    case 'in': {
      const allowed = arg.split(',');
      const values = Array.isArray(value) ? value : [value];
      return values.every((v) => allowed.includes(String(v))) ? undefined : message('validation.in', { label });
    }
    case 'regex': {
      const pattern = phpRegex(arg);
      if (!pattern) {
        warnings.push(`${path}: the rule ${rule} was not applied (not a simple pattern)`);
        return undefined;
      }
      return typeof value === 'string' && value.length <= 10_000 && pattern.test(value) ? undefined : message('validation.regex', { label });
    }
    default:
      // Rules the panel does not know (unique, exists, custom rule classes) are Statamic's server's: not applied.
      return undefined;
  }
}

function checkField(field: FieldSchema, values: Values, path: string, present: boolean, out: ValidationResult, depth: number): void {
  const definition = definitionOf(field.type);
  if (!definition || field.type === 'section') return;
  const value = values[field.handle];
  const rules = field.validate;
  if (rules.includes('sometimes') && !present) return;
  const empty = definition.isEmpty ? definition.isEmpty(value, field) : isNothing(value);
  const messages: Message[] = [];
  const label = field.display;
  if (empty) {
    if (field.required) messages.push(message('validation.required', { label }));
  } else {
    for (const rule of rules) {
      if (rule === 'required' || rule === 'sometimes' || rule === 'nullable') continue;
      const message = ruleMessage(rule, value, label, out.warnings, path);
      if (message) messages.push(message);
    }
    for (const own of definition.validate?.(value, field, { path, siblings: values }) ?? []) messages.push({ id: own.id, values: { ...own.values, label } });
  }
  if (messages.length > 0) out.errors[path] = [...(out.errors[path] ?? []), ...messages];
  if (empty || messages.length > 0 || !definition.children || depth > 20) return;
  for (const child of definition.children(value, field)) {
    const base = child.path === '' ? path : `${path}.${child.path}`;
    checkFields(child.fields, child.values, base, out, depth + 1);
  }
}

function checkFields(fields: FieldSchema[], values: Values, prefix: string, out: ValidationResult, depth: number): void {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.handle}` : field.handle;
    checkField(field, values, path, Object.hasOwn(values, field.handle), out, depth);
  }
}

/** Checks the values of the given fields (a localization passes only the fields it writes). */
export function validateValues(fields: FieldSchema[], values: Values): ValidationResult {
  const out: ValidationResult = { errors: {}, warnings: [] };
  checkFields(fields, values, '', out, 0);
  return out;
}
