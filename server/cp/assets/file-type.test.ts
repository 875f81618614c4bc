import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, makePdf, makeZip, pngClaiming } from '../../../tests/support/upload-files';
import { detectFileType, MAX_FRAMES, RefusedFileError } from './file-type';
import { MAX_ENTRIES, MAX_UNZIPPED_BYTES } from './zip-check';

/** The message id a refusal carries, or 'accepted' with the detected type. */
async function verdict(bytes: Uint8Array): Promise<string> {
  try {
    return `accepted ${(await detectFileType(bytes)).mimeType}`;
  } catch (error) {
    if (error instanceof RefusedFileError) return error.why.id;
    throw error;
  }
}

let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a08' } }).png().toBuffer();
});

describe('images', () => {
  it('accepts the five formats, decoded, with their dimensions', async () => {
    for (const [format, mime] of [['jpeg', 'image/jpeg'], ['png', 'image/png'], ['webp', 'image/webp'], ['gif', 'image/gif'], ['avif', 'image/avif']] as const) {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).toFormat(format).toBuffer();
      expect(await detectFileType(bytes), format).toMatchObject({ kind: 'image', mimeType: mime, width: 40, height: 30 });
    }
  });

  it('refuses formats libvips reads but we do not accept (TIFF) before they reach it, and SVG with its own message', async () => {
    expect(await verdict(await sharp(jpeg).tiff().toBuffer())).toBe('api.fileTypeRefused');
    expect(await verdict(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('api.svgRefused');
    expect(await verdict(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'))).toBe('api.svgRefused');
    expect(await verdict(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))).toBe('api.svgRefused');
  });

  it('refuses HTML, scripts and programs under any name, and an empty file', async () => {
    for (const text of ['<html><script>alert(1)</script></html>', '<!doctype html><p>x', "<?php system($_GET['c']); ?>", '#!/bin/sh\nrm -rf /', 'MZ\x90\x00\x03']) {
      expect(await verdict(Buffer.from(text, 'latin1')), text).toBe('api.fileTypeRefused');
    }
    expect(await verdict(new Uint8Array())).toBe('api.fileEmpty');
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    const started = performance.now();
    expect(await verdict(pngClaiming(100_000, 100_000))).toBe('api.imageTooLarge');
    expect(await verdict(pngClaiming(60_000, 1_000))).toBe('api.imageTooLarge');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a PNG whose header is fine and whose pixels are not (decoded in full)', async () => {
    expect(await verdict(pngClaiming(2_000, 2_000))).toBe('api.imageUnreadable');
    expect(await verdict(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('api.imageUnreadable');
    expect(await verdict(Buffer.concat([jpeg.subarray(0, 20), Buffer.from("<?php system($_GET['c']); ?>")]))).not.toMatch(/^accepted/);
  });

  it('refuses animations of too many frames, and accepts a short one', async () => {
    expect(await verdict(await animatedGif(MAX_FRAMES + 1))).toBe('api.animationTooLarge');
    expect(await verdict(await animatedGif(12, 20, 20))).toBe('accepted image/gif');
  }, 20_000);

  it('refuses polyglots: an image that also holds a page, a script or PHP, or a ZIP', async () => {
    const cases = [
      Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
      Buffer.concat([jpeg, Buffer.from("<?php system($_GET['c']); ?>")]),
      Buffer.concat([png, Buffer.from('<html><body onload=alert(1)>')]),
      Buffer.concat([jpeg, makeZip([{ name: 'readme.txt', data: 'hello' }])]),
      // In a comment inside the image, not after it.
      await sharp(jpeg).withMetadata({ exif: { IFD0: { ImageDescription: '<iframe src=javascript:alert(1)>' } } }).jpeg().toBuffer(),
    ];
    for (const [i, bytes] of cases.entries()) expect(await verdict(bytes), `case ${i}`).toBe('api.filePolyglot');
  });
});

describe('PDF', () => {
  it('accepts a plain one, links included', async () => {
    expect(await verdict(makePdf())).toBe('accepted application/pdf');
    expect(await verdict(makePdf(['<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com) >> >>']))).toBe('accepted application/pdf');
  });

  it('refuses scripts, launch actions, embedded files, Flash and XML forms, also escaped and in object streams', async () => {
    const cases: [Buffer, string][] = [
      [makePdf(['<< /S /JavaScript /JS (app.alert(1)) >>'], { catalogExtra: '/OpenAction 5 0 R ' }), '/JavaScript'],
      [makePdf(['<< /S /Launch /F (cmd.exe) >>']), '/Launch'],
      [makePdf(['<< /Type /EmbeddedFile /Length 0 >>']), '/EmbeddedFile'],
      [makePdf(['<< /Names << /EmbeddedFiles 6 0 R >> >>']), '/EmbeddedFiles'],
      [makePdf(['<< /Type /RichMedia >>']), '/RichMedia'],
      [makePdf(['<< /XFA 6 0 R >>']), '/XFA'],
      [makePdf(['<< /S /J#61vaScript /J#53 (app.alert(1)) >>']), '/JavaScript'],
      [makePdf(['<< /S /JavaScript /JS (app.alert(1)) >>'], { inObjectStream: true }), '/JavaScript'],
    ];
    for (const [bytes, feature] of cases) {
      await expect(detectFileType(bytes), feature).rejects.toMatchObject({ why: { id: 'api.pdfActive', values: { feature } } });
    }
  });

  it('does not take a stream’s bytes for names', async () => {
    const pdf = makePdf(['<< /Length 12 >>\nstream\n/JS /Launch \nendstream']);
    expect(await verdict(pdf)).toBe('accepted application/pdf');
  });

  it('refuses what it cannot read: encrypted, an object stream packed otherwise', async () => {
    const encrypted = Buffer.from(makePdf().toString('latin1').replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt 9 0 R >>'), 'latin1');
    expect(await verdict(encrypted)).toBe('api.pdfUncheckable');
    expect(await verdict(makePdf(['<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 4 >>\nstream\n0000\nendstream']))).toBe('api.pdfUncheckable');
  });

  it('refuses a PDF that is also a ZIP', async () => {
    expect(await verdict(Buffer.concat([makePdf(), makeZip([{ name: 'a.txt', data: 'x' }])]))).toBe('api.filePolyglot');
  });
});

describe('ZIP', () => {
  it('accepts a firmware package: folders, stored and deflated files, binaries', async () => {
    const firmware = Buffer.alloc(300_000);
    for (let i = 0; i < firmware.length; i++) firmware[i] = (i * 7919) & 0xff;
    const zip = makeZip([
      { name: 'beacon-3.2/' },
      { name: 'beacon-3.2/firmware.bin', data: firmware },
      { name: 'beacon-3.2/README.txt', data: 'Hold the button for five seconds.\n'.repeat(50), method: 0 },
      { name: 'beacon-3.2/checksums.sha256', data: 'abc  firmware.bin\n' },
      { name: 'beacon-3.2/padding.bin', data: Buffer.alloc(900_000, 0xff) },
    ]);
    expect(await verdict(zip)).toBe('accepted application/zip');
  });

  it('accepts entries followed by data descriptors (streaming writers), a comment, and names yauzl decodes', async () => {
    const zip = makeZip([
      { name: 'fw/readme.txt', data: 'Hold the button.\n', descriptor: true },
      { name: 'fw/Überblick.txt', data: 'x'.repeat(5000), descriptor: true },
    ]);
    expect(await verdict(zip)).toBe('accepted application/zip');
    const commented = Buffer.from(zip);
    commented.writeUInt16LE(7, commented.length - 2);
    expect(await verdict(Buffer.concat([commented, Buffer.from('release')]))).toBe('accepted application/zip');
  });

  it('refuses bombs: too much in all, a lying directory, overlapping entries, too many files, an extreme ratio', async () => {
    const megabyte = Buffer.alloc(1024 * 1024);
    // 101 entries of 1 MB of zeros each: about 100 KB packed.
    const many = makeZip(Array.from({ length: Math.ceil(MAX_UNZIPPED_BYTES / megabyte.length) + 1 }, (_, i) => ({ name: `part-${i}.bin`, data: megabyte })));
    expect(await verdict(many)).toBe('api.zipBomb');
    expect(await verdict(makeZip([{ name: 'zeros.bin', data: Buffer.alloc(50 * 1024 * 1024) }]))).toBe('api.zipBomb');
    expect(await verdict(makeZip([{ name: 'small.bin', data: Buffer.alloc(2 * 1024 * 1024), claimedSize: 1000 }]))).toBe('api.zipUnreadable');
    expect(await verdict(makeZip([{ name: 'a.bin', data: Buffer.alloc(1000, 1) }], { overlap: 500 }))).toBe('api.zipUnreadable');
    expect(await verdict(makeZip(Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }))))).toBe('api.zipTooManyFiles');
  });

  it('refuses archives inside, by name and by their bytes', async () => {
    expect(await verdict(makeZip([{ name: 'inner.zip', data: 'x' }]))).toBe('api.zipNested');
    expect(await verdict(makeZip([{ name: 'inner.dat', data: makeZip([{ name: 'a.txt', data: 'x' }]) }]))).toBe('api.zipNested');
    expect(await verdict(makeZip([{ name: 'logs.dat', data: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]) }]))).toBe('api.zipNested');
  });

  it('refuses programs, scripts, links and web pages, by name and by their bytes', async () => {
    const pe = Buffer.alloc(256);
    pe.write('MZ', 0, 'latin1');
    pe.writeUInt32LE(0x80, 0x3c);
    pe.write('PE\0\0', 0x80, 'latin1');
    const cases: [string, string | Buffer][] = [
      ['setup.exe', 'x'],
      ['tools/flash.bat', 'x'],
      ['index.html', 'x'],
      ['docs/manual.HTM', 'x'],
      ['logo.svg', 'x'],
      ['update.sh', 'x'],
      ['payload.js', 'x'],
      ['updater.bin', pe],
      ['tool.bin', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1])],
      ['run.txt', '#!/bin/sh\necho hi\n'],
      ['notes.txt', '  <!DOCTYPE html><script>alert(1)</script>'],
    ];
    for (const [name, data] of cases) expect(await verdict(makeZip([{ name, data }])), name).toBe('api.zipEntryRefused');
    expect(await verdict(makeZip([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]))).toBe('api.zipEntryRefused');
    expect(await verdict(makeZip([{ name: 'META-INF/MANIFEST.MF', data: 'Main-Class: X' }]))).toBe('api.zipEntryRefused');
  });

  it('refuses what yauzl cannot read cleanly: other methods, a stored size that lies, strong encryption, a directory record past the end', async () => {
    expect(await verdict(makeZip([{ name: 'a.txt', data: 'hello', method: 12 }]))).toBe('api.zipUnreadable');
    expect(await verdict(makeZip([{ name: 'a.txt', data: 'hello', method: 0, claimedSize: 3 }]))).toBe('api.zipUnreadable');
    expect(await verdict(makeZip([{ name: 'a.txt', data: 'x', flags: 0x41 }]))).toBe('api.zipUnreadable');
    const zip = makeZip([{ name: 'a.txt', data: 'x' }]);
    zip.writeUInt32LE(zip.length, zip.length - 6);
    expect(await verdict(zip)).toBe('api.zipUnreadable');
  });

  it('refuses paths that climb or are absolute (a "zip slip")', async () => {
    for (const name of ['../../etc/cron.d/x', '/etc/passwd', 'C:/Windows/x.txt', 'a\\..\\..\\x.txt', 'a/../../x.txt', 'x\u0000.txt']) {
      expect(await verdict(makeZip([{ name, data: 'x' }])), name).toBe('api.zipEntryPath');
    }
  });

  it('refuses Office documents with their own message, encrypted entries, and bytes hidden before or after', async () => {
    expect(await verdict(makeZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/document.xml', data: '<w:document/>' }]))).toBe('api.zipOffice');
    expect(await verdict(makeZip([{ name: 'a.txt', data: 'x', flags: 1 }]))).toBe('api.zipUnreadable');
    expect(await verdict(makeZip([{ name: 'a.txt', data: 'x' }], { suffix: Buffer.from('<script>alert(1)</script>') }))).toBe('api.zipUnreadable');
    expect(await verdict(makeZip([{ name: 'a.txt', data: 'x' }], { prefix: Buffer.from('PK\x03\x04<script>alert(1)</script>', 'latin1') }))).toBe('api.zipUnreadable');
    const truncated = makeZip([{ name: 'a.txt', data: 'hello' }]);
    expect(await verdict(truncated.subarray(0, truncated.length - 30))).toBe('api.zipUnreadable');
    expect(await verdict(Buffer.concat([makeZip([{ name: 'a.txt', data: 'x' }]).subarray(0, 30), Buffer.from('%PDF-1.7')]))).toBe('api.filePolyglot');
  });
});
