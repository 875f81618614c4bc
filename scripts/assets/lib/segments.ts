/**
 * 7-segment LED digits for timecode displays, drawn as hexagonal segments with faint
 * unlit segments (as on a real display) and a glow around the lit ones.
 */
import type { Ctx } from './svg.js';
import { ACCENT, f, g } from './svg.js';

const MAP: Record<string, string> = {
  '0': 'abcdef', '1': 'bc', '2': 'abdeg', '3': 'abcdg', '4': 'bcfg', '5': 'acdfg', '6': 'acdefg',
  '7': 'abc', '8': 'abcdefg', '9': 'abcdfg', '-': 'g', ' ': '', E: 'adefg', r: 'eg', o: 'cdeg', P: 'abefg',
};

const W = 0.56, T = 0.105, GAP = 0.014, ADV = W + 0.17, COLON = 0.26;

function hseg(y: number): string {
  const x0 = T / 2 + GAP, x1 = W - T / 2 - GAP;
  return `${f(x0)},${y} ${f(x0 + T / 2)},${f(y - T / 2)} ${f(x1 - T / 2)},${f(y - T / 2)} ${f(x1)},${y} ${f(x1 - T / 2)},${f(y + T / 2)} ${f(x0 + T / 2)},${f(y + T / 2)}`;
}
function vseg(x: number, y0: number, y1: number): string {
  y0 += GAP; y1 -= GAP;
  return `${x},${f(y0)} ${f(x + T / 2)},${f(y0 + T / 2)} ${f(x + T / 2)},${f(y1 - T / 2)} ${x},${f(y1)} ${f(x - T / 2)},${f(y1 - T / 2)} ${f(x - T / 2)},${f(y0 + T / 2)}`;
}
const SEG: Record<string, string> = {
  a: hseg(T / 2), g: hseg(0.5), d: hseg(1 - T / 2),
  f: vseg(T / 2, T / 2, 0.5), b: vseg(W - T / 2, T / 2, 0.5),
  e: vseg(T / 2, 0.5, 1 - T / 2), c: vseg(W - T / 2, 0.5, 1 - T / 2),
};

/** Width of a string in digit heights. */
export function segWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += ch === ':' || ch === '.' ? COLON : ADV;
  return w - 0.17;
}

export interface SegOpts {
  color?: string; off?: string; offOpacity?: number; glow?: number; skew?: number; anchor?: 'start' | 'middle' | 'end';
  /** Use a real Gaussian blur for the glow (costly in librsvg: use for close-ups only). */
  blurGlow?: boolean;
}

/**
 * Draw `s` with digit height `h`, top-left (or anchor) at (x, y).
 * Characters: 0-9, '-', ' ', ':', '.', and E r o P for messages.
 */
export function segments(c: Ctx, s: string, x: number, y: number, h: number, o: SegOpts = {}): string {
  const { color = ACCENT, off = color, offOpacity = 0.07, glow = 1, skew = -7, anchor = 'start', blurGlow = false } = o;
  const total = segWidth(s);
  const x0 = anchor === 'middle' ? x - (total * h) / 2 : anchor === 'end' ? x - total * h : x;
  let lit = '', dim = '', cx = 0;
  for (const ch of s) {
    if (ch === ':' || ch === '.') {
      const dot = (yy: number) => `<rect x="${f(cx + 0.02)}" y="${f(yy - T / 2)}" width="${f(T)}" height="${f(T)}"/>`;
      lit += ch === ':' ? dot(0.3) + dot(0.72) : dot(1 - T / 2);
      cx += COLON;
      continue;
    }
    const on = MAP[ch] ?? '';
    for (const k of 'abcdefg') {
      const pts = `<polygon transform="translate(${f(cx)} 0)" points="${SEG[k]}"/>`;
      if (on.includes(k)) lit += pts; else dim += pts;
    }
    cx += ADV;
  }
  const litG = g(lit, { fill: color });
  // Glow: either one real blur, or cheap concentric strokes that read as a halo at normal sizes.
  const strokes = (wd: number, op: number) => g(lit, { fill: 'none', stroke: color, 'stroke-width': wd, 'stroke-linejoin': 'round', opacity: op * glow });
  const glowL = glow <= 0 ? '' : blurGlow
    ? g(lit, { fill: color, opacity: 0.6 * glow, filter: c.blur(0.07, 0.3) })
    : strokes(0.34, 0.035) + strokes(0.22, 0.05) + strokes(0.12, 0.08) + strokes(0.05, 0.14);
  const hot = g(lit, { fill: '#fff', opacity: 0.28, transform: 'translate(0.012 0.012) scale(0.985)' });
  return g(g(dim, { fill: off, opacity: offOpacity }) + glowL + litG + hot, {
    transform: `translate(${f(x0 + h * 0.05)} ${f(y)}) scale(${f(h)}) skewX(${skew})`,
  });
}

/** A timecode like 10:24:37:12 derived from a seed (deterministic, realistic ranges). */
export function tc(seed: number): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const hh = 8 + (seed % 11), mm = (seed * 7) % 60, ss = (seed * 13 + 17) % 60, ff = (seed * 5 + 3) % 24;
  return `${p(hh)}:${p(mm)}:${p(ss)}:${p(ff)}`;
}
