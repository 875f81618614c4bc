/**
 * Hostile uploads for POST /cp/api/assets/{container}: names that climb, hide or carry
 * control characters, bytes that are not what their name says, files too large, pixel bombs,
 * folders outside the container, and multipart bodies that are broken. Bodies are latin1
 * byte strings, as tests/hostile/send.ts writes them.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { utf8Bytes } from '../corpus/shared';

/** Marks every name the suite uploads, so the audit can search for files carrying it anywhere. */
export const UPLOAD_MARKER = 'hostile-upload';

export const EVIL_FILE_NAMES: readonly string[] = [
  '../../x.php',
  `../../${UPLOAD_MARKER}.jpg`,
  '/etc/passwd',
  `/tmp/${UPLOAD_MARKER}.jpg`,
  'a\u0000.jpg',
  `${UPLOAD_MARKER}\u0000.php`,
  '.htaccess',
  '.user.ini',
  '..',
  '.',
  '',
  'x.php',
  `${UPLOAD_MARKER}.php.jpg`,
  `${UPLOAD_MARKER}.jpg.php`,
  `..\\..\\${UPLOAD_MARKER}.jpg`,
  `C:\\${UPLOAD_MARKER}.jpg`,
  `%2e%2e%2f${UPLOAD_MARKER}.jpg`,
  `${UPLOAD_MARKER}\r\nContent-Type: text/html.jpg`,
  `${UPLOAD_MARKER}".jpg`,
  `<script>${UPLOAD_MARKER}</script>.jpg`,
  `${'a'.repeat(300)}.jpg`,
  `${UPLOAD_MARKER}-ünïcödé-日本.jpg`,
  `${UPLOAD_MARKER}.JPG`,
  '__proto__.jpg',
  'constructor',
];

/** Folders inside the container an upload may name; `allowed`: a plain folder name (`__proto__` is one, on disk). */
export const EVIL_FOLDERS: readonly { name: string; allowed: boolean }[] = [
  ...['../..', '../../..', '/etc', '/tmp', 'a/../../b', '%2e%2e', '.git', '.meta', 'a\u0000b', 'a\\..\\..', 'x'.repeat(300)].map((name) => ({ name, allowed: false })),
  { name: '__proto__', allowed: true },
  { name: `${UPLOAD_MARKER}/nested/ok`, allowed: true },
];

export interface UploadBytes {
  label: string;
  /** latin1 byte string. */
  bytes: string;
  /**
   * A whole image that decodes, whatever else the file carries: stored under an image name
   * (served as that type with `nosniff`, never run), as Statamic stores it.
   */
  image?: boolean;
}

/** A PNG header claiming `width`×`height` pixels (a decompression bomb's first bytes), with valid CRCs. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The file contents the suite uploads: one real (small) JPEG, everything else refused by its bytes or size. */
export async function uploadBytes(): Promise<{ real: UploadBytes; hostile: UploadBytes[] }> {
  const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  const latin1 = (buffer: Buffer) => buffer.toString('latin1');
  return {
    real: { label: 'a real 16×12 JPEG', bytes: latin1(jpeg), image: true },
    hostile: [
      { label: 'PHP', bytes: "<?php system($_GET['c']); ?>" },
      { label: 'HTML', bytes: '<html><script>alert(1)</script></html>' },
      { label: 'SVG with a script', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      { label: 'a JPEG header then PHP', bytes: latin1(jpeg.subarray(0, 20)) + "<?php system($_GET['c']); ?>" },
      { label: 'a JPEG with PHP appended', bytes: `${latin1(jpeg)}<?php system($_GET['c']); ?>`, image: true },
      { label: 'a truncated JPEG', bytes: latin1(jpeg.subarray(0, Math.floor(jpeg.length / 2))) },
      { label: 'a PNG header claiming 100,000×100,000 pixels', bytes: latin1(pngHeader(100_000, 100_000)) },
      { label: 'empty', bytes: '' },
      { label: '9 MB of zeros', bytes: '\0'.repeat(9 * 1024 * 1024) },
      { label: '11 MB (over the limit)', bytes: 'x'.repeat(11 * 1024 * 1024) },
    ],
  };
}

export interface MultipartPart {
  name: string;
  /** Present: a file part with this (raw, latin1) file name. */
  filename?: string;
  type?: string;
  /** latin1 byte string. */
  value: string;
}

export const BOUNDARY = 'hostile-boundary-7d1f';

/** A multipart/form-data body of these parts, written byte for byte (a name is not escaped: that is the attack). */
export function multipart(parts: MultipartPart[], boundary = BOUNDARY): string {
  const out = parts.map((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${utf8Bytes(part.filename)}"` : ''}`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n${part.value}\r\n`;
  });
  return `${out.join('')}--${boundary}--\r\n`;
}

/** Multipart bodies that are broken themselves. */
export const BROKEN_MULTIPART: readonly { label: string; type: string; body: string }[] = [
  { label: 'no boundary', type: 'multipart/form-data', body: multipart([{ name: 'file', filename: 'a.jpg', value: 'x' }]) },
  { label: 'unterminated', type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxxxx` },
  { label: 'no parts', type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}--\r\n` },
  { label: 'garbage', type: `multipart/form-data; boundary=${BOUNDARY}`, body: '\xff\xfe\x00garbage' },
  { label: 'file as a plain field', type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart([{ name: 'file', value: 'not a file' }]) },
  { label: 'two files', type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart([{ name: 'file', filename: 'a.jpg', value: 'x' }, { name: 'file', filename: 'b.jpg', value: 'y' }]) },
  { label: 'a file under another name', type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart([{ name: '__proto__', filename: 'a.jpg', value: 'x' }]) },
  { label: 'JSON instead', type: 'application/json', body: '{"file":"x"}' },
  { label: 'a huge boundary', type: `multipart/form-data; boundary=${'b'.repeat(5_000)}`, body: multipart([{ name: 'file', filename: 'a.jpg', value: 'x' }], 'b'.repeat(5_000)) },
];
