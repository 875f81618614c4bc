/**
 * What a PDF offered for download may not carry (decision 032): scripts (`/JavaScript`,
 * `/JS`), actions that start programs or open files (`/Launch`, `/GoToE`), files inside it
 * (`/EmbeddedFile`, `/EmbeddedFiles`), Flash (`/RichMedia`) and XML forms (`/XFA`, which carry
 * scripts of their own). A datasheet or a manual needs none of them.
 *
 * The names are looked for where a PDF reader finds them: in the file's objects outside
 * streams, and inside object streams (`/Type /ObjStm`, deflated), which is where most
 * writers since PDF 1.5 put dictionaries. Names are read with their `#xx` escapes decoded
 * (`/J#53` is `/JS`). Other streams (page content, images, fonts) are skipped: their bytes
 * would match a three-letter name by chance. An encrypted PDF, or an object stream packed
 * other than by deflate alone, cannot be read this way and is refused with a message saying
 * so. This is a check of what honest and typical hostile files hold, not a PDF parser; the
 * file is served as `application/pdf` with `nosniff` and a sandboxing CSP either way.
 */
import { inflateSync } from 'node:zlib';
import { message } from '../../../cp/shared/messages';
import { RefusedFileError } from './refused';

const ACTIVE = new Set(['JavaScript', 'JS', 'Launch', 'GoToE', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);
/** Object streams hold dictionaries only; a sane file's are a few MB at most once inflated. */
const MAX_OBJECT_STREAM_BYTES = 32 * 1024 * 1024;
const NAME = /\/([^\s/[\]<>(){}%]+)/g;
const STREAM = /stream\r?\n/g;

export function checkPdf(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let outside = '';
  let inflated = 0;
  let from = 0;
  STREAM.lastIndex = 0;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    // `endstream` also ends in `stream`: only a `stream` keyword that opens one counts.
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    const dictionary = text.slice(from, match.index);
    outside += dictionary;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const names = namesIn(dictionary.slice(dictionary.lastIndexOf(' obj')));
    if (names.includes('ObjStm')) {
      const filters = names.filter((n) => /Decode$/.test(n));
      if (filters.length !== 1 || filters[0] !== 'FlateDecode' || names.includes('DecodeParms')) uncheckable();
      let objects: Buffer;
      try {
        objects = inflateSync(Buffer.from(text.slice(start, end).replace(/\r?\n$/, ''), 'latin1'), { maxOutputLength: MAX_OBJECT_STREAM_BYTES });
      } catch {
        uncheckable();
      }
      inflated += objects!.length;
      if (inflated > MAX_OBJECT_STREAM_BYTES) uncheckable();
      outside += ' ' + objects!.toString('latin1');
    }
    from = end + 'endstream'.length;
    STREAM.lastIndex = from;
  }
  outside += text.slice(from);
  const names = namesIn(outside);
  if (names.includes('Encrypt')) uncheckable();
  const active = names.find((name) => ACTIVE.has(name));
  if (active) throw new RefusedFileError(message('api.pdfActive', { feature: `/${active}` }));
}

function uncheckable(): never {
  throw new RefusedFileError(message('api.pdfUncheckable'));
}

/** PDF names in `text`, `#xx` escapes decoded. */
function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) => m[1]!.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}
