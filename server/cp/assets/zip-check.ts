/**
 * What a ZIP offered for download may hold (decision 032): read from its central directory and
 * checked against its local headers, without a library (the format's directory is a few fixed
 * records; the project has no ZIP dependency and needs none for this). Every entry is inflated
 * as a stream and counted, never kept: a directory's sizes are only claims, and the inflated
 * bytes are what a customer's unzip program would write.
 *
 * Refused: a ZIP that does not read cleanly (trailing or hidden data, overlapping entries,
 * ZIP64, several disks, encryption, methods other than stored and deflate); one that unpacks to
 * more than MAX_UNZIPPED_BYTES, more than MAX_RATIO times an entry's packed size (past a
 * MiB), or more than MAX_ENTRIES files; archives inside it; programs, scripts and web pages by
 * name or by their first bytes; paths that climb or are absolute; symbolic links; and Office
 * documents and Android/Java packages, which are ZIPs but not downloads of ours.
 */
import { createInflateRaw } from 'node:zlib';
import { message } from '../../../cp/shared/messages';
import { RefusedFileError } from './refused';

export const MAX_ENTRIES = 1_000;
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
export const MAX_RATIO = 200;
/** Below this, an entry's ratio is not looked at (text and padding compress very well). */
const RATIO_FREE_BYTES = 1024 * 1024;
const HEAD_BYTES = 512;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

/** Names that are archives of their own. */
const ARCHIVE_NAME = /\.(?:zip|zipx|7z|rar|gz|tgz|tar|bz2|tbz2?|xz|txz|zst|lz|lzma|lzh|cab|iso|dmg|img\.gz|jar|war|ear|apk|aab|ipa|xpi|crx|msix|appx|nupkg|whl)$/i;
/** Names that run or render: programs, installers, scripts, shortcuts, web pages. */
const ACTIVE_NAME =
  /\.(?:exe|dll|sys|com|scr|pif|cpl|msi|msp|mst|bat|cmd|ps1|psm1|psd1|vbs|vbe|js|jse|mjs|cjs|ts|wsf|wsh|wsc|hta|lnk|url|reg|inf|scf|sh|bash|zsh|csh|ksh|fish|command|tool|app|pkg|mpkg|deb|rpm|run|appimage|desktop|scpt|applescript|workflow|action|py|pyc|pyw|pl|rb|php\d?|phtml|phar|cgi|asp|aspx|jsp|jspx|html?|xhtml?|shtml|mht|mhtml|svgz?|xsl|xslt|swf|class|dex|so|dylib|elf|ko)$/i;
/** Names an Office document, an OpenDocument or an Android/Java package has. */
const OFFICE_NAMES = new Set(['[Content_Types].xml', 'mimetype']);
const PACKAGE_NAMES = new Set(['META-INF/MANIFEST.MF', 'AndroidManifest.xml', 'classes.dex']);

interface Entry {
  name: string;
  method: number;
  flags: number;
  packed: number;
  size: number;
  local: number;
  /** Unix mode from the external attributes, when made on Unix. */
  mode: number | null;
}

const refuse = (id: Parameters<typeof message>[0], values?: Parameters<typeof message>[1]): never => {
  throw new RefusedFileError(message(id, values));
};
const unreadable = () => refuse('api.zipUnreadable');
/** An entry's name as the message shows it: no control characters, not endless. */
const shown = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 120);

export async function checkZip(bytes: Uint8Array): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { entries, directoryAt } = readDirectory(bytes, view);
  checkLayout(entries, view, directoryAt);
  let total = 0;
  for (const entry of entries) {
    checkName(entry);
    if (entry.name.endsWith('/')) continue;
    const data = bytes.subarray(dataStart(entry, view), dataStart(entry, view) + entry.packed);
    const { size, head } = await unpackedSize(entry, data, MAX_UNZIPPED_BYTES - total);
    if (size !== entry.size) unreadable();
    total += size;
    if (size > RATIO_FREE_BYTES && size > entry.packed * MAX_RATIO) tooMuch();
    checkHead(entry, head);
  }
}

const tooMuch = () => refuse('api.zipBomb', { megabytes: MAX_UNZIPPED_BYTES / 1024 / 1024, ratio: MAX_RATIO });

/** The end record (the last thing in the file, its comment aside) and the directory it points to. */
function readDirectory(bytes: Uint8Array, view: DataView): { entries: Entry[]; directoryAt: number } {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD && at + 22 + view.getUint16(at + 20, true) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) unreadable();
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const onDisk = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryAt = view.getUint32(end + 16, true);
  // 0xffff and 0xffffffff mean ZIP64 records: not for a download under 10 MB.
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === 0xffff || directoryAt === 0xffffffff) unreadable();
  if (count > MAX_ENTRIES) refuse('api.zipTooManyFiles', { max: MAX_ENTRIES });
  if (directoryAt + directorySize !== end) unreadable();
  const entries: Entry[] = [];
  let at = directoryAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) unreadable();
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > end) unreadable();
    const flags = view.getUint16(at + 8, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: UTF-8 names; otherwise code page 437, read as Latin-1 here (only ASCII matters to the checks).
    const name = flags & 0x800 ? new TextDecoder('utf-8', { fatal: false }).decode(nameBytes) : Buffer.from(nameBytes).toString('latin1');
    const madeOn = view.getUint16(at + 4, true) >> 8;
    entries.push({
      name,
      flags,
      method: view.getUint16(at + 10, true),
      packed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      local: view.getUint32(at + 42, true),
      mode: madeOn === 3 ? view.getUint32(at + 38, true) >>> 16 : null,
    });
    at = next;
  }
  if (at !== end) unreadable();
  return { entries, directoryAt };
}

function dataStart(entry: Entry, view: DataView): number {
  return entry.local + 30 + view.getUint16(entry.local + 26, true) + view.getUint16(entry.local + 28, true);
}

/**
 * The entries' local records follow one another from the first byte to the directory, each
 * where the one before ended: no bytes before, between or after them that one unzip program
 * would show and another not, and no two entries sharing data (the "overlapping" ZIP bomb).
 */
function checkLayout(entries: Entry[], view: DataView, directoryAt: number): void {
  const sorted = [...entries].sort((a, b) => a.local - b.local);
  let expected = 0;
  for (const entry of sorted) {
    if (entry.local !== expected) unreadable();
    if (entry.local + 30 > directoryAt || view.getUint32(entry.local, true) !== LOCAL) unreadable();
    // Encrypted (bits 0 and 6): nothing in it can be checked.
    if (entry.flags & 0x1 || entry.flags & 0x40) unreadable();
    if (entry.method !== 0 && entry.method !== 8) unreadable();
    if (entry.method === 0 && entry.packed !== entry.size) unreadable();
    const end = dataStart(entry, view) + entry.packed;
    if (end > directoryAt) unreadable();
    // A data descriptor (flag bit 3) may sit between the data and the next record.
    expected = end + descriptorLength(entry, view, end, directoryAt);
  }
  if (expected !== directoryAt) unreadable();
}

/** The data descriptor after an entry's data (flag bit 3): 12 or 16 bytes (with its optional signature), else none. */
function descriptorLength(entry: Entry, view: DataView, at: number, limit: number): number {
  if (!(entry.flags & 0x8)) return 0;
  return at + 16 <= limit && view.getUint32(at, true) === DESCRIPTOR ? 16 : 12;
}

function checkName(entry: Entry): void {
  const { name } = entry;
  const segments = name.split('/');
  if (name === '' || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\') || /\p{Cc}/u.test(name) || segments.some((s) => s === '..')) {
    refuse('api.zipEntryPath', { name: shown(name) });
  }
  // A symbolic link points anywhere once unpacked.
  if (entry.mode !== null && (entry.mode & 0o170000) === 0o120000) refuse('api.zipEntryRefused', { name: shown(name) });
  if (OFFICE_NAMES.has(name)) refuse('api.zipOffice');
  if (PACKAGE_NAMES.has(name)) refuse('api.zipEntryRefused', { name: shown(name) });
  const base = segments.at(-1) ?? '';
  if (ARCHIVE_NAME.test(base)) refuse('api.zipNested', { name: shown(name) });
  if (ACTIVE_NAME.test(base)) refuse('api.zipEntryRefused', { name: shown(name) });
}

/** The first bytes of an entry, whatever its name says: archives, programs, scripts, web pages. */
function checkHead(entry: Entry, head: Buffer): void {
  const starts = (...magic: number[]) => magic.every((b, i) => head[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06) || starts(0x1f, 0x8b) || starts(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) || starts(0x52, 0x61, 0x72, 0x21) || starts(0x42, 0x5a, 0x68) || starts(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00) || starts(0x28, 0xb5, 0x2f, 0xfd)) {
    refuse('api.zipNested', { name: shown(entry.name) });
  }
  const program =
    isPortableExecutable(head) ||
    starts(0x7f, 0x45, 0x4c, 0x46) || // ELF
    starts(0xcf, 0xfa, 0xed, 0xfe) || starts(0xce, 0xfa, 0xed, 0xfe) || starts(0xfe, 0xed, 0xfa, 0xce) || starts(0xfe, 0xed, 0xfa, 0xcf) || starts(0xca, 0xfe, 0xba, 0xbe) || // Mach-O, fat binaries, Java classes
    starts(0x23, 0x21) || // #! scripts
    /^\s*<(?:!doctype\s+html|html|script|svg|\?php|\?xml-stylesheet)\b/i.test(head.toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, ''));
  if (program) refuse('api.zipEntryRefused', { name: shown(entry.name) });
}

/** `MZ` with the PE signature where its header says (two bytes alone start too many plain files). */
function isPortableExecutable(head: Buffer): boolean {
  if (head.length < 0x40 || head[0] !== 0x4d || head[1] !== 0x5a) return false;
  const pe = head.readUInt32LE(0x3c);
  return pe + 4 <= head.length ? head.readUInt32BE(pe) === 0x50450000 : true;
}

/** Inflates an entry as a stream, counting and dropping what comes out; stops past `budget`. */
function unpackedSize(entry: Entry, data: Uint8Array, budget: number): Promise<{ size: number; head: Buffer }> {
  if (entry.method === 0) {
    if (data.length > budget) tooMuch();
    return Promise.resolve({ size: data.length, head: Buffer.from(data.subarray(0, HEAD_BYTES)) });
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    const head: Buffer[] = [];
    let headLength = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      // More than its directory says, or than the whole archive may unpack to: stop now.
      if (size > budget || size > entry.size) {
        inflate.destroy();
        try {
          if (size > budget) tooMuch();
          unreadable();
        } catch (error) {
          reject(error as Error);
        }
      }
    });
    inflate.on('error', () => reject(new RefusedFileError(message('api.zipUnreadable'))));
    inflate.on('end', () => resolve({ size, head: Buffer.concat(head) }));
    inflate.end(data);
  });
}
