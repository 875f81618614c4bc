/**
 * Studio lighting: seamless backdrops, spot glows, floor reflections, contact shadows,
 * bokeh, light beams, haze and vignettes.
 */
import type { Ctx } from './svg.js';
import { ellipse, g, rect, circle, poly, use, type Stop } from './svg.js';

export type Tone = 'night' | 'graphite' | 'warm' | 'paper';

const TONES: Record<Tone, { top: string; mid: string; floor: string; far: string; spot: string; spotA: number }> = {
  night: { top: '#05070b', mid: '#111822', floor: '#0a0e14', far: '#020305', spot: '#3a5068', spotA: 0.55 },
  graphite: { top: '#0b0d10', mid: '#1b2027', floor: '#121519', far: '#040506', spot: '#56606e', spotA: 0.45 },
  warm: { top: '#b9b4ad', mid: '#dcd8d2', floor: '#cfcac3', far: '#9e9890', spot: '#f4f1ec', spotA: 0.9 },
  paper: { top: '#c4c8cc', mid: '#e3e5e7', floor: '#d5d8db', far: '#a9aeb3', spot: '#f7f8f9', spotA: 0.9 },
};

export const isLight = (t: Tone): boolean => t === 'warm' || t === 'paper';

/**
 * A seamless paper sweep: wall gradient that bends into the floor around `horizon`
 * (no hard line), a soft key-light glow behind the subject and darker corners.
 */
export function backdrop(c: Ctx, tone: Tone, o: { horizon?: number; spotX?: number; spotY?: number; spotR?: number } = {}): string {
  const t = TONES[tone];
  const H = c.h, W = c.w;
  const hz = o.horizon ?? 0.68;
  const sx = o.spotX ?? 0.5, sy = o.spotY ?? hz - 0.12, sr = o.spotR ?? 0.55;
  const wall = c.lin([[0, t.top], [hz - 0.08, t.mid], [hz + 0.02, t.mid], [hz + 0.14, t.floor], [1, t.far]]);
  const spot = c.rad([[0, t.spot, t.spotA], [0.45, t.spot, t.spotA * 0.35], [1, t.spot, 0]], { cx: W * sx, cy: H * sy, r: W * sr, user: true, transform: `translate(${W * sx} ${H * sy}) scale(1 0.62) translate(${-W * sx} ${-H * sy})` });
  const floorGlow = c.rad([[0, t.spot, t.spotA * 0.5], [1, t.spot, 0]], { cx: W * sx, cy: H * (hz + 0.1), r: W * 0.42, user: true, transform: `translate(${W * sx} ${H * (hz + 0.1)}) scale(1 0.22) translate(${-W * sx} ${-H * (hz + 0.1)})` });
  return rect(0, 0, W, H, wall) + rect(0, 0, W, H, spot) + rect(0, 0, W, H, floorGlow);
}

/** Darken the corners like a lens does. */
export function vignette(c: Ctx, strength = 0.6, color = '#000'): string {
  const v = c.rad([[0.55, color, 0], [0.85, color, strength * 0.55], [1.1, color, strength]], { cx: c.w / 2, cy: c.h / 2, r: Math.hypot(c.w, c.h) / 2, user: true });
  return rect(0, 0, c.w, c.h, v);
}

/** Soft + tight shadow under an object standing on the floor at (cx, y), width w. */
export function contactShadow(c: Ctx, cx: number, y: number, w: number, strength = 0.8, color = '#000'): string {
  const soft = c.rad([[0, color, 0.55 * strength], [1, color, 0]]);
  const tight = c.rad([[0, color, 0.9 * strength], [0.7, color, 0.35 * strength], [1, color, 0]]);
  return ellipse(cx, y + w * 0.01, w * 0.75, w * 0.09, soft) + ellipse(cx, y, w * 0.52, w * 0.025, tight);
}

/**
 * Mirror <defs> groups on the floor line `y`, fading out over `fade` pixels. One mask for
 * all of them: in librsvg every mask or filter costs a full-canvas pass.
 */
export function reflection(c: Ctx, ids: string[], y: number, opacity = 0.22, fade = 260): string {
  const m = c.mask(rect(0, y, c.w, fade, c.lin([[0, '#fff', opacity], [1, '#fff', 0]], { x1: 0, y1: y, x2: 0, y2: y + fade, user: true })));
  return g(ids.map((id) => use(id)).join(''), { mask: m, transform: `translate(0 ${2 * y}) scale(1 -1)` });
}

export interface BokehOpts { n: number; x: [number, number]; y: [number, number]; r: [number, number]; colors: string[]; opacity?: [number, number]; blur?: number }

/** Out-of-focus highlights: discs with a soft edge and a slightly brighter rim (no filter). */
export function bokeh(c: Ctx, o: BokehOpts): string {
  const [oa, ob] = o.opacity ?? [0.08, 0.35];
  let s = '';
  for (let i = 0; i < o.n; i++) {
    const col = c.pick(o.colors);
    const fill = c.rad([[0, col, 0.5], [0.78, col, 0.62], [0.9, col, 0.9], [0.97, col, 0.35], [1, col, 0]]);
    s += circle(c.r(...o.x), c.r(...o.y), c.r(...o.r), fill, { opacity: c.r(oa, ob) });
  }
  return s;
}

export interface Beam { x1: number; y1: number; x2: number; y2: number; w: number; color: string; opacity?: number; w0?: number }

/** Volumetric cones of light, each from (x1,y1) spreading to width w at (x2,y2); one blur for all. */
export function beams(c: Ctx, list: Beam[], soft = 14): string {
  let s = '';
  for (const { x1, y1, x2, y2, w, color, opacity = 0.35, w0 = 0 } of list) {
    const ang = Math.atan2(y2 - y1, x2 - x1) + Math.PI / 2;
    const dx = Math.cos(ang), dy = Math.sin(ang);
    const fill = c.lin([[0, color, opacity], [0.6, color, opacity * 0.35], [1, color, 0]], { x1, y1, x2, y2, user: true });
    s += poly([[x1 - dx * w0 / 2, y1 - dy * w0 / 2], [x1 + dx * w0 / 2, y1 + dy * w0 / 2], [x2 + dx * w / 2, y2 + dy * w / 2], [x2 - dx * w / 2, y2 - dy * w / 2]], fill);
  }
  return soft > 0 ? g(s, { filter: c.blur(soft, 0.05) }) : s;
}

/** Low drifting haze bands (soft radial ellipses, no filter). */
export function haze(c: Ctx, y: number, color: string, opacity = 0.25, n = 5): string {
  let s = '';
  const fill = c.rad([[0, color, 1], [0.5, color, 0.5], [1, color, 0]]);
  for (let i = 0; i < n; i++) {
    s += ellipse(c.r(0, c.w), y + c.r(-c.h * 0.06, c.h * 0.06), c.r(c.w * 0.3, c.w * 0.6), c.r(c.h * 0.06, c.h * 0.14), fill, { opacity: c.r(opacity * 0.4, opacity) });
  }
  return s;
}

/** A soft glowing spot (lamp, LED halo, window glow). */
export function glow(c: Ctx, x: number, y: number, r: number, color: string, opacity = 1): string {
  return circle(x, y, r, c.rad([[0, color, opacity], [0.25, color, opacity * 0.45], [1, color, 0]]));
}

/** Sky gradient helper for exteriors. */
export function sky(c: Ctx, s: Stop[], h = c.h): string {
  return rect(0, 0, c.w, h, c.lin(s, { x1: 0, y1: 0, x2: 0, y2: h, user: true }));
}
