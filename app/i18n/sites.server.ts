import { PROJECT_ROOT } from '../../server/env';
import { readSitesSync, siteForPath, type Site } from '../../api/sites';

/** The site's languages, read once from resources/sites.yaml. */
export const SITES: readonly Site[] = readSitesSync(PROJECT_ROOT);

export function siteFor(pathname: string): Site {
  return siteForPath([...SITES], pathname);
}
