/**
 * What a ZIP offered for download may hold (decision 032). The archive is read by yauzl, which
 * follows the format's specification: the central directory is the authority, file names are
 * decoded and refused when they climb (`..`, absolute, `C:`, `\\`), and an entry's inflated
 * bytes must match its directory's size. Every entry is inflated as a stream and counted, never
 * kept: the inflated bytes are what a customer's unzip program would write.
 *
 * The policy over what yauzl reads is ours. Refused: a ZIP that does not read cleanly (bytes
 * before, between or after its records, records that overlap, ZIP64, encryption, methods other
 * than stored and deflate); one that unpacks to more than MAX_UNZIPPED_BYTES, more than
 * MAX_RATIO times an entry's packed size (past a MiB), or more than MAX_ENTRIES files; archives
 * inside it; programs, scripts and web pages by name or by their first bytes; control
 * characters in paths; symbolic links; and Office documents and Android/Java packages, which
 * are ZIPs but not downloads of ours.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { message } from '../../../cp/shared/messages';
import { RefusedFileError } from './refused';

export const MAX_ENTRIES = 1_000;
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
export const MAX_RATIO = 200;
/** Below this, an entry's ratio is not looked at (text and padding compress very well). */
const RATIO_FREE_BYTES = 1024 * 1024;
const HEAD_BYTES = 512;
/** Fixed parts of a local header, a directory record and the end record (the format's sizes). */
const LOCAL_HEADER = 30;
const DIRECTORY_RECORD = 46;
const END_RECORD = 22;
/** The ZIP64 extra field: only needed past 4 GB, so never in a download under 10 MB. */
const ZIP64_FIELD = 0x0001;
/** General-purpose flag bit 3: a data descriptor (12 bytes, 16 with its optional signature) follows the data. */
const DESCRIPTOR_FLAG = 0x8;

/** Names that are archives of their own. */
const ARCHIVE_NAME = /\.(?:zip|zipx|7z|rar|gz|tgz|tar|bz2|tbz2?|xz|txz|zst|lz|lzma|lzh|cab|iso|dmg|img\.gz|jar|war|ear|apk|aab|ipa|xpi|crx|msix|appx|nupkg|whl)$/i;
/** Names that run or render: programs, installers, scripts, shortcuts, web pages. */
const ACTIVE_NAME =
  /\.(?:exe|dll|sys|com|scr|pif|cpl|msi|msp|mst|bat|cmd|ps1|psm1|psd1|vbs|vbe|js|jse|mjs|cjs|ts|wsf|wsh|wsc|hta|lnk|url|reg|inf|scf|sh|bash|zsh|csh|ksh|fish|command|tool|app|pkg|mpkg|deb|rpm|run|appimage|desktop|scpt|applescript|workflow|action|py|pyc|pyw|pl|rb|php\d?|phtml|phar|cgi|asp|aspx|jsp|jspx|html?|xhtml?|shtml|mht|mhtml|svgz?|xsl|xslt|swf|class|dex|so|dylib|elf|ko)$/i;
/** Names an Office document, an OpenDocument or an Android/Java package has. */
const OFFICE_NAMES = new Set(['[Content_Types].xml', 'mimetype']);
const PACKAGE_NAMES = new Set(['META-INF/MANIFEST.MF', 'AndroidManifest.xml', 'classes.dex']);

const refuse = (id: Parameters<typeof message>[0], values?: Parameters<typeof message>[1]): never => {
  throw new RefusedFileError(message(id, values));
};
const unreadable = () => refuse('api.zipUnreadable');
const tooMuch = () => refuse('api.zipBomb', { megabytes: MAX_UNZIPPED_BYTES / 1024 / 1024, ratio: MAX_RATIO });
/** An entry's name as the message shows it: no control characters, not endless. */
const shown = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 120);

/** An entry with where its data starts (from its local header). */
interface Located {
  entry: Entry;
  dataStart: number;
}

export async function checkZip(bytes: Uint8Array): Promise<void> {
  try {
    await check(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    if (error instanceof RefusedFileError) throw error;
    throw refusalFor(error);
  }
}

async function check(buffer: Buffer): Promise<void> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true });
  if (zip.entryCount > MAX_ENTRIES) refuse('api.zipTooManyFiles', { max: MAX_ENTRIES });
  const entries: Located[] = [];
  for await (const entry of zip.eachEntry()) {
    checkEntry(entry);
    entries.push({ entry, dataStart: (await zip.readLocalFileHeaderPromise(entry, { minimal: true })).fileDataStart });
  }
  checkLayout(entries, directoryStart(buffer, zip, entries));
  let total = 0;
  for (const { entry } of entries) {
    if (entry.fileName.endsWith('/')) continue;
    // yauzl holds the inflated bytes to the directory's sizes, so the claims can be refused before inflating.
    if (entry.uncompressedSize > MAX_UNZIPPED_BYTES - total || exceedsRatio(entry.uncompressedSize, entry)) tooMuch();
    const { size, head } = await inflatedSize(zip, entry, MAX_UNZIPPED_BYTES - total);
    total += size;
    checkHead(entry, head);
  }
}

/** yauzl's own refusals: a name that climbs is the editor's to fix; anything else is a damaged or unusual archive. */
function refusalFor(error: unknown): RefusedFileError {
  // validateFileName()'s messages end with the name (yauzl 3: "absolute path: /etc/passwd").
  const climbing = error instanceof Error ? /^(?:invalid characters in fileName|absolute path|invalid relative path): ([\s\S]*)$/.exec(error.message) : null;
  return new RefusedFileError(climbing ? message('api.zipEntryPath', { name: shown(climbing[1]!) }) : message('api.zipUnreadable'));
}

/** What each entry's directory record says, before its data is read. */
function checkEntry(entry: Entry): void {
  // Encrypted (yauzl refuses "strong" encryption itself), packed by a method yauzl cannot inflate, or ZIP64.
  if (entry.isEncrypted() || !entry.canDecodeFileData() || entry.extraFields.some((field) => field.id === ZIP64_FIELD)) unreadable();
  checkName(entry);
}

/**
 * Where the central directory starts: it ends at the end record, which yauzl has checked ends
 * the file (its comment aside), and holds the records yauzl read.
 */
function directoryStart(buffer: Buffer, zip: ZipFile, entries: Located[]): number {
  // yauzl decodes the comment as code page 437, one character a byte.
  const directorySize = entries.reduce((sum, { entry }) => sum + DIRECTORY_RECORD + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength, 0);
  return buffer.length - END_RECORD - zip.comment.length - directorySize;
}

/**
 * The entries' local records follow one another from the first byte to the directory, each
 * where the one before ended (after its data descriptor, if it has one): no bytes before,
 * between or after them that one unzip program would show and another not, and no two entries
 * sharing data (the "overlapping" ZIP bomb).
 */
function checkLayout(entries: Located[], directoryAt: number): void {
  const sorted = [...entries].sort((a, b) => a.entry.relativeOffsetOfLocalHeader - b.entry.relativeOffsetOfLocalHeader);
  let expected = 0;
  for (const [i, { entry, dataStart }] of sorted.entries()) {
    if (entry.relativeOffsetOfLocalHeader !== expected || dataStart < entry.relativeOffsetOfLocalHeader + LOCAL_HEADER) unreadable();
    const end = dataStart + entry.compressedSize;
    const next = sorted[i + 1]?.entry.relativeOffsetOfLocalHeader ?? directoryAt;
    const gap = next - end;
    if (entry.generalPurposeBitFlag & DESCRIPTOR_FLAG ? gap !== 12 && gap !== 16 : gap !== 0) unreadable();
    expected = next;
  }
  if (expected !== directoryAt) unreadable();
}

function exceedsRatio(size: number, entry: Entry): boolean {
  return size > RATIO_FREE_BYTES && size > entry.compressedSize * MAX_RATIO;
}

function checkName(entry: Entry): void {
  const name = entry.fileName;
  const segments = name.split('/');
  if (name === '' || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\') || /\p{Cc}/u.test(name) || segments.some((s) => s === '..')) {
    refuse('api.zipEntryPath', { name: shown(name) });
  }
  // A symbolic link points anywhere once unpacked (the mode is in the external attributes when made on Unix).
  if (entry.versionMadeBy >> 8 === 3 && ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) refuse('api.zipEntryRefused', { name: shown(name) });
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
    refuse('api.zipNested', { name: shown(entry.fileName) });
  }
  const program =
    isPortableExecutable(head) ||
    starts(0x7f, 0x45, 0x4c, 0x46) || // ELF
    starts(0xcf, 0xfa, 0xed, 0xfe) || starts(0xce, 0xfa, 0xed, 0xfe) || starts(0xfe, 0xed, 0xfa, 0xce) || starts(0xfe, 0xed, 0xfa, 0xcf) || starts(0xca, 0xfe, 0xba, 0xbe) || // Mach-O, fat binaries, Java classes
    starts(0x23, 0x21) || // #! scripts
    /^\s*<(?:!doctype\s+html|html|script|svg|\?php|\?xml-stylesheet)\b/i.test(head.toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, ''));
  if (program) refuse('api.zipEntryRefused', { name: shown(entry.fileName) });
}

/** `MZ` with the PE signature where its header says (two bytes alone start too many plain files). */
function isPortableExecutable(head: Buffer): boolean {
  if (head.length < 0x40 || head[0] !== 0x4d || head[1] !== 0x5a) return false;
  const pe = head.readUInt32LE(0x3c);
  return pe + 4 <= head.length ? head.readUInt32BE(pe) === 0x50450000 : true;
}

/** Inflates an entry as a stream (yauzl's), counting and dropping what comes out; stops past `budget` or the ratio. */
async function inflatedSize(zip: ZipFile, entry: Entry, budget: number): Promise<{ size: number; head: Buffer }> {
  const stream = await zip.openReadStreamPromise(entry);
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  // Leaving the loop (a refusal) destroys the stream; yauzl's errors (bad data, more or fewer bytes than claimed) are thrown here.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (headLength < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - headLength));
      headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
    }
    if (size > budget || exceedsRatio(size, entry)) tooMuch();
  }
  return { size, head: Buffer.concat(head) };
}
