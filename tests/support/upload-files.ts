/**
 * Real files for upload tests, made in the test: ZIPs (written record by record, so a test can
 * make them lie: sizes, overlapping entries, links, encryption flags), PDFs with chosen
 * objects, PNG headers that claim any size, animated GIFs, noisy photos. Used by the unit tests
 * of server/cp/assets/ and by the hostile suite (tests/hostile/cp/uploads.ts).
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface ZipEntry {
  name: string;
  data?: Uint8Array | string;
  /** 0 stored, 8 deflate (the default); any other number is written as it is, over the data unpacked. */
  method?: number;
  /** Unix mode (`0o120777` a symbolic link), written as made on Unix. */
  mode?: number;
  /** General-purpose flags (bit 0: encrypted). */
  flags?: number;
  /** What the directory claims the entry unpacks to (the truth unless set). */
  claimedSize?: number;
  /** A data descriptor after the data (flag bit 3, with its signature), as streaming writers make. */
  descriptor?: boolean;
}

export interface ZipOptions {
  /** Extra directory records pointing at the first entry's data (the "overlapping" bomb). */
  overlap?: number;
  /** Bytes before the first record or after the end record. */
  prefix?: Uint8Array;
  suffix?: Uint8Array;
}

/** A ZIP file as unzip programs read it (or, with the options, as they should not). */
export function makeZip(entries: ZipEntry[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = options.prefix?.length ?? 0;
  const records: { header: Buffer; local: number }[] = [];
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data ?? new Uint8Array());
    const method = entry.method ?? 8;
    const packed = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name, 'utf8');
    const flags = (entry.flags ?? 0) | 0x800 | (entry.descriptor ? 0x8 : 0);
    const size = entry.claimedSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(entry.mode === undefined ? 20 : (3 << 8) | 20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(crc32(raw), 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(entry.mode === undefined ? 0 : (entry.mode << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    records.push({ header: Buffer.concat([header, name]), local: offset });
    const descriptor = Buffer.alloc(entry.descriptor ? 16 : 0);
    if (entry.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc32(raw), 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    locals.push(local, name, packed, descriptor);
    offset += 30 + name.length + packed.length + descriptor.length;
  }
  for (const record of records) central.push(record.header);
  for (let i = 0; i < (options.overlap ?? 0); i++) central.push(records[0]!.header);
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([options.prefix ?? Buffer.alloc(0), ...locals, directory, end, options.suffix ?? Buffer.alloc(0)]);
}

/**
 * A PDF of one page with `extra` objects (dictionaries as text) added and, when
 * `inObjectStream`, those objects deflated into an object stream as PDF 1.5 writers do.
 */
export function makePdf(extra: string[] = [], { inObjectStream = false, catalogExtra = '' } = {}): Buffer {
  const content = 'BT /F1 12 Tf 20 100 Td (Datasheet) Tj ET';
  const fixed = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let bodies = fixed;
  if (inObjectStream && extra.length) {
    const header = extra.map((_, i) => `${fixed.length + 1 + i} 0`).join(' ');
    const packed = deflateSync(Buffer.from(`${header}\n${extra.join('\n')}`, 'latin1')).toString('latin1');
    bodies = [...fixed, `<< /Type /ObjStm /N ${extra.length} /First ${header.length + 1} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`];
  } else bodies = [...fixed, ...extra];
  const objects = bodies.map((body, i) => `${i + 1} 0 obj\n${body}\nendobj\n`).join('');
  return Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${objects}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** A PNG header claiming `width`×`height` pixels (a decompression bomb's first bytes), with valid CRCs and a tiny IDAT. */
export function pngClaiming(width: number, height: number): Buffer {
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

/** An animated GIF of `frames` frames of `width`×`height`. */
export function animatedGif(frames: number, width = 4, height = 4): Promise<Buffer> {
  const strip = Buffer.alloc(width * height * frames * 3);
  for (let i = 0; i < strip.length; i++) strip[i] = (i * 37) & 0xff;
  return sharp(strip, { raw: { width, height: height * frames, channels: 3, pageHeight: height } as sharp.CreateRaw })
    .gif()
    .toBuffer();
}

/** A photo-like JPEG of random noise (it does not compress away): 6000×4000 at quality 75 is about 9.6 MB. */
export function noisyJpeg(width: number, height: number, quality = 75): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6a8', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality })
    .toBuffer();
}
