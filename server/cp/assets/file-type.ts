/**
 * What an uploaded file is, decided by its bytes, never by its name (decision 032). Accepted:
 * JPEG, PNG, WebP, GIF and AVIF images, decoded in full; PDF without scripts, launch actions or
 * embedded files (pdf-check.ts); ZIP for downloads such as firmware packages, without archives,
 * programs or web pages inside and no bomb (zip-check.ts). Everything else is refused,
 * SVG among it (it can carry scripts, and no SVG sanitiser is part of the project), and so is a
 * file that is two of these at once (polyglot.ts).
 *
 * Only bytes that start as one of the accepted image formats reach sharp (libvips has loaders
 * for many more formats than we accept), and its header is read before any pixel is decoded:
 * dimensions, frame counts and pixel totals are checked first, with a clear message.
 */
import sharp from 'sharp';
import { message } from '../../../cp/shared/messages';
import { checkPdf } from './pdf-check';
import { holdsMarkup, holdsZip } from './polyglot';
import { RefusedFileError } from './refused';
import { checkZip } from './zip-check';

export { RefusedFileError } from './refused';

export interface DetectedType {
  kind: 'image' | 'document';
  mimeType: string;
  /** Extensions this type may keep; the first is used when the name has none of them. */
  extensions: readonly string[];
  width?: number;
  height?: number;
}

/** A decompression bomb is refused before it is decoded: 50 megapixels covers any camera's photo. */
export const MAX_PIXELS = 50_000_000;
/** An animation: at most this many frames, and MAX_ANIMATION_PIXELS over all of them. */
export const MAX_FRAMES = 500;
export const MAX_ANIMATION_PIXELS = 100_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const IMAGE_FORMATS: Record<ImageFormat, Omit<DetectedType, 'kind' | 'width' | 'height'>> = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  webp: { mimeType: 'image/webp', extensions: ['webp'] },
  gif: { mimeType: 'image/gif', extensions: ['gif'] },
  avif: { mimeType: 'image/avif', extensions: ['avif'] },
};

const PDF: DetectedType = { kind: 'document', mimeType: 'application/pdf', extensions: ['pdf'] };
const ZIP: DetectedType = { kind: 'document', mimeType: 'application/zip', extensions: ['zip'] };

const refused = (id: Parameters<typeof message>[0], values?: Parameters<typeof message>[1]) => new RefusedFileError(message(id, values));

export async function detectFileType(bytes: Uint8Array): Promise<DetectedType> {
  if (bytes.length === 0) throw refused('api.fileEmpty');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    // %PDF-
    if (holdsZip(bytes)) throw refused('api.filePolyglot');
    await asRefusal(async () => checkPdf(bytes), 'api.pdfUncheckable');
    return PDF;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // PK\3\4. A PDF reader finds `%PDF-` anywhere in the first KB.
    if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) throw refused('api.filePolyglot');
    await asRefusal(() => checkZip(bytes), 'api.zipUnreadable');
    return ZIP;
  }
  const format = imageFormat(bytes);
  if (!format) throw refused(looksLikeSvg(bytes) ? 'api.svgRefused' : 'api.fileTypeRefused');
  return { kind: 'image', ...IMAGE_FORMATS[format], ...(await checkImage(bytes, format)) };
}

/** Decodes the image after checking its header: dimensions, frames, markup or a ZIP riding along. */
async function checkImage(bytes: Uint8Array, format: ImageFormat): Promise<{ width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    // The header only (no pixels are decoded): the dimensions are checked below, with a clear message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused('api.imageUnreadable');
  }
  // libheif reports AVIF as `heif` with the AV1 compression; anything else the magic bytes did not promise is refused.
  const found = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (found !== format) throw refused('api.fileTypeRefused');
  const { width = 0, height = 0 } = metadata;
  const frames = metadata.pages ?? 1;
  // For an animation `height` is one frame's (pageHeight), as sharp reports it.
  const frameHeight = metadata.pageHeight ?? height;
  if (width * frameHeight > MAX_PIXELS) throw refused('api.imageTooLarge', { width, height: frameHeight, megapixels: MAX_PIXELS / 1_000_000 });
  if (frames > MAX_FRAMES || width * frameHeight * frames > MAX_ANIMATION_PIXELS) {
    throw refused('api.animationTooLarge', { frames, width, height: frameHeight, maxFrames: MAX_FRAMES, megapixels: MAX_ANIMATION_PIXELS / 1_000_000 });
  }
  if (holdsMarkup(bytes) || holdsZip(bytes)) throw refused('api.filePolyglot');
  try {
    // Decode every pixel of every frame: a header that parses says nothing about the rest of the file.
    await sharp(bytes, { limitInputPixels: MAX_ANIMATION_PIXELS, failOn: 'error', pages: -1 }).stats();
  } catch {
    throw refused('api.imageUnreadable');
  }
  return { width, height: frameHeight };
}

/** A reader's own failure on bytes it did not expect (a record past the end) is a refusal too, never a 500. */
async function asRefusal(check: () => Promise<void>, id: 'api.pdfUncheckable' | 'api.zipUnreadable'): Promise<void> {
  try {
    await check();
  } catch (error) {
    throw error instanceof RefusedFileError ? error : refused(id);
  }
}

function imageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    // The ftyp box: major brand, version, then compatible brands up to the box's size.
    const size = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 256);
    const brands = [ascii(8, 12), ...Array.from({ length: Math.max(0, (size - 16) / 4) }, (_, i) => ascii(16 + i * 4, 20 + i * 4))];
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

/** SVG (XML or not) gets its own message: editors upload logos as SVG and should know to export a PNG. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  return /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('latin1'));
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}
