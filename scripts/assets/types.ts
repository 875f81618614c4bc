import type { Ctx } from './lib/svg.js';

/** Alt text in every site language (keys as in Statamic's asset meta: alt, alt_de, …). */
export interface Alt { en: string; de: string; fr: string; es: string; jp: string; zh: string }

/** One image the project ships, rendered from SVG source at build time. */
export interface AssetDef {
  /** Path inside the `assets` container (public/media/…). */
  path: string;
  width: number;
  height: number;
  /** Seed for the image's random generator (bokeh, stars, windows…). */
  seed?: number;
  /** Photographic grain strength (0 = none); default 1 for JPEGs. */
  grain?: number;
  /** Returns the SVG body; the context wraps it into a document. */
  draw: (c: Ctx) => string;
}

/** Helper so asset modules read as a list. */
export const asset = (path: string, width: number, height: number, draw: (c: Ctx) => string, extra: Partial<AssetDef> = {}): AssetDef =>
  ({ path, width, height, draw, ...extra });
