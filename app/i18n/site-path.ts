/** The smallest site shape path matching needs; both the server's and the browser's site lists fit it. */
export interface PrefixedSite {
  prefix: string;
}

/** The site whose prefix starts a path (`/de/x` → de), else the unprefixed default site. */
export function findSiteForPath<S extends PrefixedSite>(sites: readonly S[], pathname: string): S {
  let best: S | undefined;
  for (const s of sites) {
    if (s.prefix !== '' && (pathname === s.prefix || pathname.startsWith(s.prefix + '/')) && (!best || s.prefix.length > best.prefix.length)) best = s;
  }
  return best ?? sites.find((s) => s.prefix === '') ?? sites[0]!;
}
