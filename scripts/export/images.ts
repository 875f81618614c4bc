import { readFile } from 'node:fs/promises';

/** `/_ipx/…` URLs in HTML: in src, srcset (comma-separated) and href, with `&amp;` as HTML writes `&`. */
const IPX_URL = /\/_ipx\/[^"'\s,)<>]+/g;

/** Every image variant the pages reference, once each, sorted (the export writes each as a file). */
export function imageUrlsIn(html: string): string[] {
  return [...new Set([...html.matchAll(IPX_URL)].map((m) => m[0].replace(/&amp;/g, '&')))];
}

export async function imageUrls(files: readonly string[]): Promise<string[]> {
  const urls = new Set<string>();
  for (const file of files) for (const url of imageUrlsIn(await readFile(file, 'utf8'))) urls.add(url);
  return [...urls].sort();
}
