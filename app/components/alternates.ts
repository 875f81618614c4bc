import { useMatches } from 'react-router';
import { homeOf, SITES } from '../i18n/sites';

/** Site handle → URL of the current page in that language. Route loaders return it as `alternates`. */
export type Alternates = Record<string, string>;

/** The current page in every language: the deepest route's `alternates`, else each language's home. */
export function useAlternates(): Alternates {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.loaderData as { alternates?: Alternates } | undefined;
    if (data?.alternates) return withHomes(data.alternates);
  }
  return withHomes({});
}

function withHomes(alternates: Alternates): Alternates {
  return Object.fromEntries(SITES.map((s) => [s.handle, alternates[s.handle] ?? homeOf(s)]));
}
