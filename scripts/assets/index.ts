/** Registry of every demo image: rendered assets, plain SVG files and their alt texts. */
import type { Alt, AssetDef } from './types.js';
import { beaconAssets } from './products/beacon.js';
import { slateAssets } from './products/slate-one.js';
import { bridgeAssets } from './products/bridge-a2.js';
import { crewKitAssets } from './products/crew-kit.js';
import { appAssets } from './site/apps.js';
import { pageAssets } from './site/pages.js';
import { newsA } from './site/news-a.js';
import { newsB } from './site/news-b.js';
import { socialFiles, type SvgFile } from './site/social.js';
import { productAlt } from './alt/products.js';
import { siteAlt } from './alt/site.js';

/** Raster images (JPEG, or PNG for badges), rendered from SVG by scripts/render-assets.ts. */
export const ALL_ASSETS: AssetDef[] = [
  ...beaconAssets, ...slateAssets, ...bridgeAssets, ...crewKitAssets,
  ...pageAssets, ...newsA, ...newsB, ...appAssets,
];

/** Files written as SVG, unchanged. */
export const SVG_FILES: SvgFile[] = socialFiles;

/** Alt texts by asset path. */
export const ALT: Record<string, Alt> = { ...productAlt, ...siteAlt };
