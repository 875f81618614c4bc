/** Registry of every demo image: rendered assets, plain SVG files and their alt texts. */
import type { Alt, AssetDef } from './types.js';
import { beaconAssets } from './products/beacon.js';
import { slateAssets } from './products/slate-one.js';
import { bridgeAssets } from './products/bridge-a2.js';
import { crewKitAssets } from './products/crew-kit.js';

export const ALL_ASSETS: AssetDef[] = [...beaconAssets, ...slateAssets, ...bridgeAssets, ...crewKitAssets];
export const SVG_FILES: Array<{ path: string; svg: string; width: number; height: number }> = [];
export const ALT: Record<string, Alt> = new Proxy({}, { get: (_t, p) => ({ en: String(p), de: '', fr: '', es: '', jp: '', zh: '' }) }) as Record<string, Alt>;
