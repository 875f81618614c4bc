import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip stream assembled per request from parts compressed once and a few short values
 * sent uncompressed, so a page that differs per request only by its path and nonce is
 * answered compressed without compressing it again (a 404 page is about 40 KB).
 *
 * Each fixed part is raw deflate ended by a sync flush (byte-aligned, not final), which lets
 * any deflate block follow; each value is a stored block; an empty final block and the gzip
 * trailer (CRC-32 and length of the whole text) close the stream (RFC 1951 §3.2.4, RFC 1952).
 */
export interface FixedPart {
  text: Buffer;
  deflated: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export function fixedPart(text: string): FixedPart {
  const bytes = Buffer.from(text, 'utf8');
  return { text: bytes, deflated: bytes.length ? deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }) : Buffer.alloc(0) };
}

/** The text: fixed parts with the values between them (`values.length === parts.length - 1`). */
export function joinText(parts: readonly FixedPart[], values: readonly Buffer[]): Buffer {
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    chunks.push(part.text);
    if (i < values.length) chunks.push(values[i]!);
  });
  return Buffer.concat(chunks);
}

/** The same text as a gzip stream (what `joinText` gives, gunzipped). */
export function joinGzip(parts: readonly FixedPart[], values: readonly Buffer[]): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    chunks.push(part.deflated);
    crc = crc32(part.text, crc);
    length += part.text.length;
    const value = values[i];
    if (value === undefined) return;
    for (let at = 0; at < value.length; at += MAX_STORED) chunks.push(...storedBlock(value.subarray(at, at + MAX_STORED)));
    crc = crc32(value, crc);
    length += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** A non-final stored block: a zero header byte (the stream is byte-aligned), LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer): Buffer[] {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [header, bytes];
}
