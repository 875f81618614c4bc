/**
 * Files that are two things at once (decision 032): an image that decodes and also holds a web
 * page, a script or PHP (a browser that sniffs, another server that runs `.php`, a tool that
 * extracts it), or an image or PDF with a whole ZIP inside (a GIFAR, a PDF+ZIP). We serve
 * uploads as their detected type with `nosniff` and a sandboxing CSP, so none of them runs in
 * our origin; they are refused anyway, because the file also leaves our origin (downloads,
 * the repository, other tools), and an honest photo or PDF never holds them.
 */

/**
 * Markup and code that opens a document or runs: each long enough (with the character after
 * it) that compressed pixels match it by chance about once in a million 10 MB files.
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|meta|link|form|base|img|style)[\s/>]|<\?php|<!doctype\s+html|javascript:|vbscript:/i;

/** Whether the bytes hold markup or code that a browser or a server would run. */
export function holdsMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Whether a ZIP ends the file (as it must for unzip programs to find it): an end record in the
 * last 64 KB whose directory starts with a directory record. Four bytes alone would match
 * compressed data by chance; the record pointing at a record does not.
 */
export function holdsZip(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) !== EOCD) continue;
    const directoryAt = view.getUint32(at + 16, true);
    // Appended to another file, a ZIP's offsets are either its own (from its start) or shifted to the file's; try both.
    const size = view.getUint32(at + 12, true);
    for (const start of [directoryAt, at - size]) {
      if (start >= 0 && start + 4 <= bytes.length && view.getUint32(start, true) === CENTRAL) return true;
    }
  }
  return false;
}
