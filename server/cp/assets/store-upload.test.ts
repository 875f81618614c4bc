import { describe, expect, it } from 'vitest';
import { checkFolder, extensionFor, safeStem } from './store-upload';
import type { DetectedType } from './file-type';
import { RefusedFileError } from './refused';

const refusal = (run: () => unknown): string => {
  try {
    return `safe: ${String(run())}`;
  } catch (error) {
    if (error instanceof RefusedFileError) return error.why.id;
    throw error;
  }
};
const JPEG: DetectedType = { kind: 'image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
/** The name an upload is stored under (before a `-1` for a taken one). */
const stored = (name: string, type = JPEG) => `${safeStem(name)}.${extensionFor(name, type)}`;

describe('the stored name of an upload', () => {
  it('takes its extension from the detected type, never from the name alone', () => {
    expect(stored('photo.jpg')).toBe('photo.jpg');
    expect(stored('Photo.JPEG')).toBe('photo.jpeg');
    expect(stored('photo.jpg.html')).toBe('photo-jpg.jpg');
    expect(stored('evil.php.jpg')).toBe('evil-php.jpg');
    expect(stored('evil.php')).toBe('evil.jpg');
    expect(stored('noextension')).toBe('noextension.jpg');
    expect(stored('shell.phtml.jpeg')).toBe('shell-phtml.jpeg');
  });

  it('drops bidi overrides and other invisible characters (a name that reads `photo.jpg` but is `...gpj.exe`)', () => {
    expect(stored('invoice\u202Egpj.exe')).toBe('invoicegpj.jpg');
    expect(stored('a\u200Bb\uFEFF.jpg')).toBe('ab.jpg');
  });

  it('keeps at most 80 characters of a 1,000-character name', () => {
    const name = stored(`${'a'.repeat(1_000)}.jpg`);
    expect(name).toBe(`${'a'.repeat(80)}.jpg`);
    expect(stored(`${'日本'.repeat(500)}.jpg`)).toBe('file.jpg');
  });

  it('never gives Windows a device name, and names an empty or symbol-only stem `file`', () => {
    expect(stored('CON.jpg')).toBe('con-file.jpg');
    expect(stored('lpt1.jpg')).toBe('lpt1-file.jpg');
    expect(stored('aux')).toBe('aux-file.jpg');
    expect(stored('console.jpg')).toBe('console.jpg');
    expect(stored('')).toBe('file.jpg');
    expect(stored('???.jpg')).toBe('file.jpg');
  });

  it('refuses paths, control characters and dot files with a clear message', () => {
    for (const name of ['../../x.jpg', '/etc/passwd', 'a/b.jpg', '..\\..\\x.jpg', 'C:\\x.jpg']) expect(refusal(() => safeStem(name)), name).toBe('api.fileNameCharacters');
    for (const name of ['a\u0000.jpg', 'a\r\nContent-Type: text/html.jpg', 'a\u007F.jpg', 'a\u0085.jpg', 'tab\t.jpg']) expect(refusal(() => safeStem(name)), JSON.stringify(name)).toBe('api.fileNameCharacters');
    for (const name of ['.htaccess', '..', '.', '.jpg', '\u202E.htaccess', ' .user.ini']) expect(refusal(() => safeStem(name)), name).toBe('api.fileNameDot');
  });
});

describe('checkFolder', () => {
  it('accepts plain nested folders and the top', () => {
    expect(checkFolder('')).toBe('');
    expect(checkFolder('news/2024/')).toBe('news/2024');
    expect(checkFolder('__proto__')).toBe('__proto__');
  });

  it('refuses climbing, absolute, hidden, control characters, device names, trailing dots and overlong segments', () => {
    for (const folder of ['..', '../x', 'a/../../b', '/etc', '.git', 'a/.meta', 'a\\b', 'a\u0000b', 'a\u202Eb', 'con', 'news/NUL', 'a.', 'x'.repeat(101), 'a//b']) {
      expect(refusal(() => checkFolder(folder)), folder).toBe('api.folderName');
    }
  });
});
