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
  /** CRC-32 of `text`, and the factor that appends it to another CRC (crc32Combine), both computed once. */
  crc: number;
  shift: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export function fixedPart(text: string): FixedPart {
  const bytes = Buffer.from(text, 'utf8');
  return {
    text: bytes,
    deflated: bytes.length ? deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }) : Buffer.alloc(0),
    crc: crc32(bytes),
    shift: crc32Shift(bytes.length),
  };
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

/**
 * The same text as a gzip stream (what `joinText` gives, gunzipped), written into one buffer
 * of the exact size: an answer from memory allocates that and nothing else per part.
 */
export function joinGzip(parts: readonly FixedPart[], values: readonly Buffer[]): Buffer {
  let size = GZIP_HEADER.length + FINAL_EMPTY_BLOCK.length + TRAILER_SIZE;
  parts.forEach((part, i) => {
    size += part.deflated.length;
    const value = values[i];
    if (value) size += value.length + STORED_HEADER_SIZE * Math.ceil(value.length / MAX_STORED);
  });
  const out = Buffer.allocUnsafe(size);
  let at = GZIP_HEADER.copy(out, 0);
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    at += part.deflated.copy(out, at);
    // The part's CRC is known: appending it is one multiplication, not a pass over its bytes.
    crc = (multiplyModP(part.shift, crc) ^ part.crc) >>> 0;
    length += part.text.length;
    const value = values[i];
    if (value === undefined) return;
    for (let from = 0; from < value.length; from += MAX_STORED) at = storedBlock(out, at, value.subarray(from, from + MAX_STORED));
    crc = crc32(value, crc);
    length += value.length;
  });
  at += FINAL_EMPTY_BLOCK.copy(out, at);
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(length >>> 0, at + 4);
  return out;
}

const STORED_HEADER_SIZE = 5;
const TRAILER_SIZE = 8;

/** Writes a non-final stored block at `at`: a zero header byte (the stream is byte-aligned), LEN, NLEN, the bytes. Returns where it ends. */
function storedBlock(out: Buffer, at: number, bytes: Buffer): number {
  out[at] = 0;
  out.writeUInt16LE(bytes.length, at + 1);
  out.writeUInt16LE(~bytes.length & 0xffff, at + 3);
  return at + STORED_HEADER_SIZE + bytes.copy(out, at + STORED_HEADER_SIZE);
}

/*
 * CRC-32 of a concatenation from the CRCs of its parts: zlib's crc32_combine (crc32.c,
 * multmodp / x2nmodp), which Node does not expose. CRCs are polynomials over GF(2), bit-
 * reflected; appending n bytes multiplies the first CRC by x^(8n) modulo the CRC polynomial.
 */
const POLY = 0xedb88320;

/** a × b modulo the CRC-32 polynomial (reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multiplyModP(p, p)) X2N.push(p);

/** x^(8·length) modulo the polynomial: what appending `length` bytes multiplies a CRC by. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A followed by B, from CRC-32(A), CRC-32(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(crc32Shift(lengthB), crcA) ^ crcB) >>> 0;
}
