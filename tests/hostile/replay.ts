import type { CorpusEntry } from './corpus';
import { headBytes } from './corpus/shared';
import type { Outcome } from './send';

/** A failure as a report: the exact request, what came back, and two ways to send it again (`replay`: the command). */
export function describeFailure(entry: Pick<CorpusEntry, 'index' | 'method' | 'path' | 'headers' | 'body'> & { category: string }, outcome: Outcome, found: readonly string[], replay: string, origin: string): string {
  const shortHeaders = Object.fromEntries(Object.entries(entry.headers).map(([k, v]) => [k, v.length > 200 ? `${v.slice(0, 200)}… (${v.length} bytes)` : v]));
  const lines = [
    `#${entry.index} [${entry.category}] ${found.join('; ')}`,
    `  request: ${entry.method} ${JSON.stringify(entry.path.length > 400 ? `${entry.path.slice(0, 400)}… (${entry.path.length} bytes)` : entry.path)} headers ${JSON.stringify(shortHeaders)}${entry.body !== undefined ? ` body ${entry.body.length} bytes` : ''}`,
    `  answer: ${outcome.status ?? outcome.error}${outcome.headers.location ? ` Location: ${outcome.headers.location}` : ''}${outcome.body.length ? ` (${outcome.body.length} bytes: ${JSON.stringify(outcome.body.subarray(0, 120).toString('latin1'))})` : ''}`,
    `  replay: ${replay}`,
  ];
  if (headBytes(entry) + (entry.body?.length ?? 0) < 2_000) lines.push(`  curl: ${curl(entry, origin)}`);
  return lines.join('\n');
}

/** A curl command sending the same bytes (`--path-as-is` keeps dot segments; `$'…'` carries raw bytes). */
export function curl(entry: Pick<CorpusEntry, 'method' | 'path' | 'headers' | 'body'>, origin: string): string {
  const parts = ['curl', '-sS', '-i', '--path-as-is', '-X', entry.method, bashQuote(origin + entry.path)];
  if (entry.method === 'HEAD') parts.splice(4, 2, '-I');
  for (const [name, value] of Object.entries(entry.headers)) parts.push('-H', bashQuote(`${name}: ${value}`));
  if (entry.body !== undefined) parts.push('--data-binary', bashQuote(entry.body));
  return parts.join(' ');
}

function bashQuote(bytes: string): string {
  return `$'${[...bytes].map((ch) => (/[\x20-\x7e]/.test(ch) && ch !== "'" && ch !== '\\' ? ch : `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`)).join('')}'`;
}

/** HOSTILE_ONLY (or HOSTILE_CP_ONLY): comma-separated corpus indexes to send alone (a replay); unset: all. */
export function onlyFromEnv(value: string | undefined, name = 'HOSTILE_ONLY'): ((entry: { index: number }) => boolean) | null {
  if (value === undefined || value.trim() === '') return null;
  const wanted = new Set(
    value.split(',').map((part) => {
      const n = Number(part.trim());
      if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} takes corpus indexes such as 12,345, not ${JSON.stringify(part)}`);
      return n;
    }),
  );
  return (entry) => wanted.has(entry.index);
}
