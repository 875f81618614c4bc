/**
 * Hostile uploads for POST /cp/api/assets/{container}: names that climb, hide or carry
 * control characters, bytes that are not what their name says, files too large, pixel and
 * frame bombs, ZIP bombs and ZIPs of programs, PDFs with scripts, polyglots, folders outside
 * the container, and multipart bodies that are broken. Bodies are latin1 byte strings, as
 * tests/hostile/send.ts writes them. The files are made by tests/support/upload-files.ts.
 */
import sharp from 'sharp';
import { animatedGif, makePdf, makeZip, pngClaiming } from '../../support/upload-files';
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
  `${'b'.repeat(1_000)}.jpg`,
  `${UPLOAD_MARKER}.jpg.html`,
  `${UPLOAD_MARKER}.html`,
  `${UPLOAD_MARKER}.svg`,
  `${UPLOAD_MARKER}.exe`,
  `${UPLOAD_MARKER}\u202Egpj.exe`,
  `${UPLOAD_MARKER}\u200B\uFEFF.jpg`,
  `${UPLOAD_MARKER}\u0085.jpg`,
  `${UPLOAD_MARKER}\u007F.jpg`,
  'CON.jpg',
  'nul',
  'LPT1.jpeg',
  '..jpg',
  ' .htaccess',
  '...',
  `${UPLOAD_MARKER}.jpg.`,
  `${UPLOAD_MARKER}.jpg::$DATA`,
  `${UPLOAD_MARKER}.jpg;.php`,
];

/** Folders inside the container an upload may name; `allowed`: a plain folder name (`__proto__` is one, on disk). */
export const EVIL_FOLDERS: readonly { name: string; allowed: boolean }[] = [
  ...['../..', '../../..', '/etc', '/tmp', 'a/../../b', '%2e%2e', '.git', '.meta', 'a\u0000b', 'a\\..\\..', 'x'.repeat(300), 'x'.repeat(1_000), 'con', 'a\u202Eb', 'a.', 'a//b'].map((name) => ({ name, allowed: false })),
  { name: '__proto__', allowed: true },
  { name: `${UPLOAD_MARKER}/nested/ok`, allowed: true },
];

export interface UploadBytes {
  label: string;
  /** latin1 byte string. */
  bytes: string;
  /** A file that may be stored (a clean image, PDF or ZIP); every other one must be refused. */
  accepted?: boolean;
}

/** The file contents the suite uploads: one real (small) JPEG, everything else refused by its bytes or size (decision 032). */
export async function uploadBytes(): Promise<{ real: UploadBytes; hostile: UploadBytes[] }> {
  const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  const latin1 = (buffer: Buffer) => buffer.toString('latin1');
  const zip = (...args: Parameters<typeof makeZip>) => latin1(makeZip(...args));
  const megabyte = Buffer.alloc(1024 * 1024);
  const pe = Buffer.alloc(256);
  pe.write('MZ', 0, 'latin1');
  pe.writeUInt32LE(0x80, 0x3c);
  pe.write('PE\0\0', 0x80, 'latin1');
  return {
    real: { label: 'a real 16×12 JPEG', bytes: latin1(jpeg), accepted: true },
    hostile: [
      { label: 'a plain PDF (accepted)', bytes: latin1(makePdf()), accepted: true },
      { label: 'a firmware ZIP (accepted)', bytes: zip([{ name: 'beacon/' }, { name: 'beacon/firmware.bin', data: Buffer.alloc(4096, 0xff) }, { name: 'beacon/README.txt', data: 'Hold the button.' }]), accepted: true },
      { label: 'PHP', bytes: "<?php system($_GET['c']); ?>" },
      { label: 'HTML', bytes: '<html><script>alert(1)</script></html>' },
      { label: 'SVG with a script', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      { label: 'a JPEG header then PHP', bytes: latin1(jpeg.subarray(0, 20)) + "<?php system($_GET['c']); ?>" },
      { label: 'a JPEG with PHP appended', bytes: `${latin1(jpeg)}<?php system($_GET['c']); ?>` },
      { label: 'a JPEG with a script appended', bytes: `${latin1(jpeg)}<script>alert(1)</script>` },
      { label: 'a JPEG with a ZIP appended (GIFAR)', bytes: latin1(jpeg) + zip([{ name: 'Evil.class', data: 'x' }]) },
      { label: 'a GIF header as JavaScript', bytes: 'GIF89a=1;alert(1);//' },
      { label: 'a truncated JPEG', bytes: latin1(jpeg.subarray(0, Math.floor(jpeg.length / 2))) },
      { label: 'a PNG header claiming 100,000×100,000 pixels', bytes: latin1(pngClaiming(100_000, 100_000)) },
      { label: 'a PNG header claiming 2,000×2,000 pixels with no pixel data', bytes: latin1(pngClaiming(2_000, 2_000)) },
      { label: 'a GIF of 2,000 frames', bytes: latin1(await animatedGif(2_000)) },
      { label: 'a TIFF (decodable, not accepted)', bytes: latin1(await sharp(jpeg).tiff().toBuffer()) },
      { label: 'SVG with onload, in XML', bytes: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
      { label: 'SVG with foreignObject HTML', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject></svg>' },
      { label: 'a PDF with JavaScript', bytes: latin1(makePdf(['<< /S /JavaScript /JS (app.alert(1)) >>'], { catalogExtra: '/OpenAction 5 0 R ' })) },
      { label: 'a PDF with escaped /J#53 in an object stream', bytes: latin1(makePdf(['<< /S /JavaScript /J#53 (app.alert(1)) >>'], { inObjectStream: true })) },
      { label: 'a PDF with a launch action', bytes: latin1(makePdf(['<< /S /Launch /F (cmd.exe) >>'])) },
      { label: 'a PDF with an embedded file', bytes: latin1(makePdf(['<< /Type /EmbeddedFile /Length 0 >>'])) },
      { label: 'an encrypted PDF', bytes: latin1(makePdf()).replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt 9 0 R >>') },
      { label: 'a PDF that is also a ZIP', bytes: latin1(makePdf()) + zip([{ name: 'a.txt', data: 'x' }]) },
      { label: 'a ZIP bomb (101 MB of zeros in 101 entries)', bytes: zip(Array.from({ length: 101 }, (_, i) => ({ name: `part-${i}.bin`, data: megabyte }))) },
      { label: 'a ZIP bomb (one entry, ratio 1000)', bytes: zip([{ name: 'zeros.bin', data: Buffer.alloc(40 * 1024 * 1024) }]) },
      { label: 'a ZIP whose directory lies about a size', bytes: zip([{ name: 'a.bin', data: Buffer.alloc(3 * 1024 * 1024), claimedSize: 10 }]) },
      { label: 'an overlapping ZIP bomb (1,000 records, one entry)', bytes: zip([{ name: 'a.bin', data: megabyte }], { overlap: 999 }) },
      { label: 'a ZIP of 1,001 files', bytes: zip(Array.from({ length: 1_001 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }))) },
      { label: 'a ZIP inside a ZIP', bytes: zip([{ name: 'inner.bin', data: makeZip([{ name: 'a.txt', data: 'x' }]) }]) },
      { label: 'a ZIP of a Windows program', bytes: zip([{ name: 'firmware.bin', data: pe }]) },
      { label: 'a ZIP of an HTML page', bytes: zip([{ name: 'manual.html', data: '<script>alert(1)</script>' }]) },
      { label: 'a ZIP with a shell script', bytes: zip([{ name: 'install.txt', data: '#!/bin/sh\nrm -rf ~\n' }]) },
      { label: 'a ZIP that climbs (zip slip)', bytes: zip([{ name: '../../../etc/cron.d/x', data: 'x' }]) },
      { label: 'a ZIP with a symbolic link', bytes: zip([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]) },
      { label: 'an encrypted ZIP', bytes: zip([{ name: 'a.txt', data: 'x', flags: 1 }]) },
      { label: 'a ZIP with a script after its end', bytes: zip([{ name: 'a.txt', data: 'x' }], { suffix: Buffer.from('<script>alert(1)</script>') }) },
      { label: 'a Word document', bytes: zip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/document.xml', data: '<w:document/>' }]) },
      { label: 'a Java archive', bytes: zip([{ name: 'META-INF/MANIFEST.MF', data: 'Main-Class: Evil' }]) },
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
