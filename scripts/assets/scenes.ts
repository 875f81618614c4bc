/**
 * Composition templates shared by the product, page and news images: studio product
 * shots with reflections, transparent badges, display close-ups and flat lays.
 */
import type { Ctx } from './lib/svg.js';
import { ACCENT, g, pick, rect, use } from './lib/svg.js';
import { backdrop, bokeh, contactShadow, isLight, reflection, vignette, type Tone } from './lib/studio.js';
import { place } from './lib/hardware.js';

/** Something standing on the floor: drawn in mm by `draw`, placed at (x, floor) with px/mm scale s. */
export interface Prop {
  draw: (c: Ctx) => string; x: number; s: number;
  /** footprint width in mm (for the shadow) */ foot: number;
  y?: number; rot?: number;
  /** out-of-focus blur in px (one filter pass each) */ blur?: number;
}

export interface ShotOpts {
  tone?: Tone;
  horizon?: number;
  spotX?: number; spotY?: number; spotR?: number;
  bokeh?: { n: number; colors?: string[]; y?: [number, number]; r?: [number, number]; opacity?: [number, number] };
  reflect?: number;
  vig?: number;
  /** Extra SVG drawn between the backdrop and the props (scenery, beams). */
  behind?: string;
  /** Extra SVG drawn over everything (foreground elements, flares). */
  front?: string;
}

/** The classic seamless-backdrop product shot: backdrop, bokeh, reflections, shadows, props. */
export function studioShot(c: Ctx, props: Prop[], o: ShotOpts = {}): string {
  const tone = o.tone ?? 'night';
  const hz = o.horizon ?? 0.7;
  const floor = c.h * hz;
  let s = backdrop(c, tone, { horizon: hz, spotX: o.spotX, spotY: o.spotY, spotR: o.spotR });
  if (o.bokeh) {
    const b = o.bokeh;
    s += bokeh(c, { n: b.n, x: [0, c.w], y: b.y ?? [c.h * 0.05, floor * 0.8], r: b.r ?? [c.h * 0.015, c.h * 0.07], colors: b.colors ?? [ACCENT, '#7fb2ff', '#ffd9a0'], opacity: b.opacity ?? [0.05, 0.22] });
  }
  s += o.behind ?? '';
  const ids = props.map((p) => c.symbol(place(p.draw(c), p.x, p.y ?? floor, p.s, p.rot ?? 0)));
  const refl = o.reflect ?? (isLight(tone) ? 0.12 : 0.2);
  if (refl > 0) s += reflection(c, ids, floor, refl, c.h * 0.22);
  const shadowCol = isLight(tone) ? '#3a342c' : '#000';
  for (const p of props) s += contactShadow(c, p.x, p.y ?? floor, p.foot * p.s, isLight(tone) ? 0.55 : 0.9, shadowCol);
  s += props.map((p, i) => (p.blur ? g(use(pick(ids, i)), { filter: c.blur(p.blur, 0.1) }) : use(pick(ids, i)))).join('');
  s += o.front ?? '';
  return s + vignette(c, o.vig ?? (isLight(tone) ? 0.25 : 0.65));
}

/** Transparent square cut-out for the menu grid: the device and a soft shadow only. */
export function badge(c: Ctx, draw: (c: Ctx) => string, s: number, foot: number, o: { dx?: number; dy?: number } = {}): string {
  const floor = c.h * 0.8 + (o.dy ?? 0), x = c.w / 2 + (o.dx ?? 0) * s;
  return contactShadow(c, x, floor, foot * s, 0.6) + place(draw(c), x, floor, s);
}

/** Tight crop: a device scaled far past the frame edges, with a shallow-focus falloff. */
export function closeup(c: Ctx, draw: (c: Ctx) => string, x: number, y: number, s: number, o: { tone?: Tone; rot?: number; falloff?: 'left' | 'right' | 'none' } = {}): string {
  let s2 = backdrop(c, o.tone ?? 'graphite', { horizon: 0.9, spotX: 0.3, spotY: 0.3 });
  s2 += place(draw(c), x, y, s, o.rot ?? 0);
  const fo = o.falloff ?? 'right';
  if (fo !== 'none') {
    const dark = c.lin([[0, '#000', 0], [0.55, '#000', 0], [1, '#000', 0.75]], { x1: fo === 'right' ? 0 : 1, y1: 0, x2: fo === 'right' ? 1 : 0, y2: 0 });
    s2 += rect(0, 0, c.w, c.h, dark);
  }
  return s2 + vignette(c, 0.7);
}

export interface FlatItem { svg: string; /** footprint path (local mm) for the soft shadow */ foot: string; x: number; y: number; s: number; rot?: number }

/** Top-down flat lay on a desk surface; items are drawn in mm around (0,0) and placed at (x, y) with scale s. */
export function flatlay(c: Ctx, surface: 'slate' | 'linen' | 'walnut', items: FlatItem[]): string {
  const base = ({ slate: ['#2a2e33', '#15171a'], linen: ['#dcd8d1', '#b9b3aa'], walnut: ['#5a3d2b', '#2d1e15'] } as const)[surface];
  let s = rect(0, 0, c.w, c.h, c.lin([[0, base[0]], [1, base[1]]], { x1: 0, y1: 0, x2: 1, y2: 1 }));
  // surface texture: long faint strokes (wood grain, linen weave, stone)
  for (let i = 0; i < 160; i++) s += rect(0, c.r(0, c.h), c.w, c.r(1, 5), surface === 'linen' ? '#fff' : '#000', { opacity: c.r(0.015, 0.05) });
  s += rect(0, 0, c.w, c.h, c.rad([[0, '#fff', surface === 'linen' ? 0.25 : 0.1], [1, '#fff', 0]], { cx: 0.3, cy: 0.2, r: 0.9 }));
  const tf = (it: FlatItem, dx = 0, dy = 0) => `translate(${it.x + dx} ${it.y + dy}) rotate(${it.rot ?? 0}) scale(${it.s})`;
  const shadows = items.map((it) => `<path d="${it.foot}" transform="${tf(it, c.w * 0.006, c.w * 0.01)}"/>`).join('');
  s += g(shadows, { fill: '#000', opacity: surface === 'linen' ? 0.35 : 0.6, filter: c.blur(c.w * 0.007, 0.05) });
  for (const it of items) s += g(it.svg, { transform: tf(it) });
  return s + vignette(c, surface === 'linen' ? 0.3 : 0.6);
}
