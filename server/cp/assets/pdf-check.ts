/**
 * What a PDF offered for download may not carry (decision 032): scripts (`/JavaScript`,
 * `/JS`), actions that start programs or open files (`/Launch`, `/GoToE`), files inside it
 * (`/EmbeddedFile`, `/EmbeddedFiles`), Flash (`/RichMedia`) and XML forms (`/XFA`, which carry
 * scripts of their own). A datasheet or a manual needs none of them.
 *
 * The file is read by pdf-lib, which parses every object (also those packed into object
 * streams, and with `#xx` escapes in names decoded: `/J#53` is `/JS`). Every dictionary of
 * every object, a stream's included, is walked for those names as keys or values (`/S
 * /JavaScript`, `/Type /EmbeddedFile`); the data of streams (page content, images, fonts) is
 * not looked at. A file pdf-lib cannot read in full, or an encrypted one, is refused with a
 * message saying so. The file is served as `application/pdf` with `nosniff` and a sandboxing
 * CSP either way.
 */
import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFObjectStreamParser, PDFStream, PDFXRefStreamParser, type PDFContext, type PDFObject, type PDFRawStream } from 'pdf-lib';
import { message } from '../../../cp/shared/messages';
import { RefusedFileError } from './refused';

const ACTIVE = new Set(['JavaScript', 'JS', 'Launch', 'GoToE', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'].map((name) => PDFName.of(name)));
/** Object and cross-reference streams hold dictionaries and offsets; a sane file's are a few MB at most once inflated. */
const MAX_DECODED_BYTES = 32 * 1024 * 1024;
const FLATE = PDFName.of('FlateDecode');

export async function checkPdf(bytes: Uint8Array): Promise<void> {
  let doc: PDFDocument;
  try {
    // An object pdf-lib cannot parse would otherwise be kept as opaque bytes, unchecked.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    // EncryptedPDFError among them (strings and streams could not be read); anything else pdf-lib cannot parse.
    uncheckable();
  }
  // pdf-lib only calls a file encrypted when its /Encrypt dictionary resolves; one that names any is refused too.
  if (doc.context.trailerInfo.Encrypt) uncheckable();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const active = activeName(object);
    if (active) throw new RefusedFileError(message('api.pdfActive', { feature: `/${active.decodeText()}` }));
  }
}

function uncheckable(): never {
  throw new RefusedFileError(message('api.pdfUncheckable'));
}

/** The first of the ACTIVE names in an object's dictionaries and arrays (references are objects of their own, walked anyway). */
function activeName(object: PDFObject): PDFName | undefined {
  if (object instanceof PDFName) return ACTIVE.has(object) ? object : undefined;
  if (object instanceof PDFStream) return activeName(object.dict);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const found = activeName(key) ?? activeName(value);
      if (found) return found;
    }
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = activeName(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * pdf-lib inflates object streams and cross-reference streams while it parses, in memory and
 * without a limit: a 10 MB upload could unpack to 10 GB. Before it does, each such stream is
 * inflated here with a budget per document (zlib stops at it) and must be deflate alone, as
 * every writer makes them; otherwise the parse fails and the file is refused as uncheckable.
 * pdf-lib offers no option for this; its parsers are public classes and these two factories
 * the only places it decodes while loading.
 */
const decoded = new WeakMap<PDFContext, number>();

function withinBudget(raw: PDFRawStream): void {
  const filter = raw.dict.lookup(PDFName.of('Filter'));
  const flate = filter === FLATE || (filter instanceof PDFArray && filter.size() === 1 && filter.lookup(0) === FLATE);
  if (filter !== undefined && !flate) throw new Error('Object stream packed other than by deflate');
  const spent = decoded.get(raw.dict.context) ?? 0;
  // Throws past the budget (or on data zlib cannot inflate); a truncated end is pdf-lib's to judge.
  const size = flate ? inflateSync(raw.contents, { maxOutputLength: MAX_DECODED_BYTES - spent, finishFlush: constants.Z_SYNC_FLUSH }).length : raw.contents.length;
  decoded.set(raw.dict.context, spent + size);
}

const objectStreams = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (raw, shouldWaitForTick) => {
  withinBudget(raw);
  return objectStreams(raw, shouldWaitForTick);
};
const xrefStreams = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (raw) => {
  withinBudget(raw);
  return xrefStreams(raw);
};
