/**
 * Statamic's `Str::slug($slug, '-', $site->lang())` (src/Support/Str.php over Laravel's
 * Str::slug), which `Entry::slug()` applies to the slug read from a file name: letters made
 * ASCII in the site's language, lower case, `@` read as "at", anything that is not a letter,
 * digit, underscore or hyphen dropped, runs of spaces and hyphens made one hyphen.
 *
 * The ASCII step covers Latin letters (accents dropped; æ, ø, ß and the like spelt out, and
 * the German and Danish spellings voku/portable-ascii uses for those languages); letters of
 * other scripts are kept as they are, where Statamic transliterates many of them.
 */

/** Latin letters that do not decompose into a base letter and accents. */
const LATIN: Record<string, string> = {
  æ: 'ae', ø: 'o', ð: 'd', þ: 'th', ß: 'ss', đ: 'd', ł: 'l', œ: 'oe', ħ: 'h', ı: 'i', ĸ: 'k', ŋ: 'n', ŀ: 'l', ĳ: 'ij', ſ: 's',
};

/** Spellings that differ by language (voku/portable-ascii's language tables). */
const BY_LANGUAGE: Record<string, Record<string, string>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue' },
  da: { æ: 'ae', ø: 'oe', å: 'aa' },
};

function ascii(text: string, lang: string): string {
  const own = BY_LANGUAGE[lang.toLowerCase().split(/[-_]/)[0]!] ?? {};
  return [...text.toLowerCase()]
    .map((ch) => own[ch] ?? LATIN[ch] ?? ch.normalize('NFKD').replace(/\p{M}+/gu, ''))
    .join('');
}

/** Already a slug: lower-case ASCII letters, digits, `_` and single inner hyphens (most values are). */
const SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
/** Slugs of other values, per language: term URLs and taxonomy values ask for the same few again and again. */
const known = new Map<string, string>();
const KNOWN_MAX = 10_000;

export function slugify(text: string, lang = 'en'): string {
  if (SLUG.test(text)) return text;
  const key = `${lang}\u0000${text}`;
  let slug = known.get(key);
  if (slug === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(key, (slug = slugOf(text, lang)));
  }
  return slug;
}

function slugOf(text: string, lang: string): string {
  return ascii(text, lang)
    .replaceAll('@', '-at-')
    .replace(/[^\p{L}\p{N}\s_-]+/gu, '')
    .replace(/[\s-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
