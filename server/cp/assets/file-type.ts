/**
 * What an uploaded file is, decided by its bytes, never by its name: images are decoded with
 * sharp in full (a file that does not decode is refused), PDFs and ZIPs are recognised by
 * their magic bytes. SVG is refused for now (it can carry scripts; sanitising it is not done).
 */
import sharp from 'sharp';
import { message, type Message } from '../../../cp/shared/messages';

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

const IMAGE_FORMATS: Record<string, Omit<DetectedType, 'kind' | 'width' | 'height'>> = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  webp: { mimeType: 'image/webp', extensions: ['webp'] },
  gif: { mimeType: 'image/gif', extensions: ['gif'] },
  avif: { mimeType: 'image/avif', extensions: ['avif'] },
};

/** A refused upload, with why in the panel's words (answered in the editor's language). */
export class RefusedFileError extends Error {
  override name = 'RefusedFileError';
  constructor(readonly why: Message) {
    super(why.id);
  }
}

export async function detectFileType(bytes: Uint8Array): Promise<DetectedType> {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: 'document', mimeType: 'application/pdf', extensions: ['pdf'] }; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'document', mimeType: 'application/zip', extensions: ['zip'] }; // PK\3\4
  let metadata: sharp.Metadata;
  try {
    // The header only (no pixels are decoded): the dimensions are checked below, with a clear message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new RefusedFileError(message('api.fileTypeRefused'));
  }
  // libheif reports AVIF as `heif` with the AV1 compression.
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  const known = IMAGE_FORMATS[format];
  if (!known) throw new RefusedFileError(message(format === 'svg' ? 'api.svgRefused' : 'api.fileTypeRefused'));
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_PIXELS) throw new RefusedFileError(message('api.imageTooLarge', { width, height, megapixels: MAX_PIXELS / 1_000_000 }));
  try {
    // Decode every pixel: a header that parses says nothing about the rest of the file.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).stats();
  } catch {
    throw new RefusedFileError(message('api.imageUnreadable'));
  }
  return { kind: 'image', ...known, width, height };
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}
