/** A site a visitor's language preference can pick. */
export interface LanguageSite {
  handle: string;
  lang: string;
}

/** Language ranges from an Accept-Language header, highest q first (ties keep header order); q=0 and junk are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && /^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(r.range))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.range);
}

/** The first site whose language matches a preferred range, exactly or by primary subtag (`ja-JP` → ja, `zh-Hans-CN` → zh). */
export function pickSite<S extends LanguageSite>(ranges: string[], sites: readonly S[]): S | undefined {
  for (const range of ranges) {
    if (range === '*') return undefined;
    const primary = range.split('-')[0];
    const match = sites.find((s) => s.lang.toLowerCase() === range) ?? sites.find((s) => s.lang.toLowerCase().split('-')[0] === primary);
    if (match) return match;
  }
  return undefined;
}
