import { parse as parseYaml } from 'yaml';
import { parseSites, siteForPath, type Site } from '../../api/sites';
// Bundled at build time, so the server build does not depend on where it runs from.
import sitesYaml from '../../resources/sites.yaml?raw';

/** The site's languages, from resources/sites.yaml. */
export const SITES: readonly Site[] = parseSites(parseYaml(sitesYaml));

export function siteFor(pathname: string): Site {
  return siteForPath([...SITES], pathname);
}
