import { mulberry32 } from '../../lib/random.js';
/**
 * Core SVG plumbing shared by every asset source: a per-image context that collects
 * <defs> with unique ids (memoised, so one gradient or blur is defined once), a seeded
 * random generator (images must be byte-identical between runs for the render cache)
 * and small string helpers.
 *
 * Only SVG features librsvg renders well are used: gradients, clip paths, masks,
 * <use>, feGaussianBlur/feDropShadow, plain text with generic font families.
 */

export type Stop = [offset: number, color: string, opacity?: number];

export const FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";
export const FONT_MONO = "'DejaVu Sans Mono', Menlo, monospace";

/** Brand accent: signal amber. */
export const ACCENT = '#FFB020';
export const ACCENT_HOT = '#FFE2A3';


/** Element i of a non-empty list (wrapping around), typed as present. */
export function pick<T>(list: readonly T[], i: number): T {
  const v = list[((Math.floor(i) % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error('pick() from an empty list');
  return v;
}

/** Round to 2 decimals so the SVG stays compact and deterministic. */
export const f = (n: number): string => String(Math.round(n * 100) / 100);

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : esc(v as string)}"`)
    .join('');
}

type A = Record<string, string | number | undefined>;

/**
 * librsvg renders `opacity` through an offscreen layer the size of the whole canvas
 * (about 2 ms per element at 2400 px), so single shapes get fill-/stroke-opacity instead.
 */
function shape(a: A): A {
  if (a.opacity === undefined) return a;
  const o = Number(a.opacity);
  const { opacity: _drop, ...rest } = a;
  void _drop;
  return { ...rest, 'fill-opacity': o * Number(a['fill-opacity'] ?? 1), 'stroke-opacity': a.stroke ? o * Number(a['stroke-opacity'] ?? 1) : undefined };
}

export const g = (content: string, a: Record<string, string | number | undefined> = {}): string =>
  `<g${attrs(a)}>${content}</g>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Record<string, string | number | undefined> = {}): string =>
  `<rect${attrs(shape({ x, y, width: w, height: h, fill, ...extra }))}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number | undefined> = {}): string =>
  `<circle${attrs(shape({ cx, cy, r, fill, ...extra }))}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, string | number | undefined> = {}): string =>
  `<ellipse${attrs(shape({ cx, cy, rx, ry, fill, ...extra }))}/>`;

export const path = (d: string, fill: string, extra: Record<string, string | number | undefined> = {}): string =>
  `<path${attrs(shape({ d, fill, ...extra }))}/>`;

export const poly = (pts: Array<[number, number]>, fill: string, extra: Record<string, string | number | undefined> = {}): string =>
  `<polygon${attrs(shape({ points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' '), fill, ...extra }))}/>`;

export function text(x: number, y: number, s: string, o: { size: number; fill: string; weight?: number | string; anchor?: 'start' | 'middle' | 'end'; spacing?: number; mono?: boolean; opacity?: number; family?: string }): string {
  return `<text${attrs({
    x, y,
    'font-family': o.family ?? (o.mono ? FONT_MONO : FONT),
    'font-size': o.size,
    'font-weight': o.weight,
    'text-anchor': o.anchor,
    'letter-spacing': o.spacing,
    fill: o.fill,
    'fill-opacity': o.opacity,
  })}>${esc(s)}</text>`;
}

/** Rounded-rectangle path (also used for hulls and clip paths). */
export function rrPath(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.max(0, Math.min(r, w / 2, h / 2));
  return `M${f(x + q)} ${f(y)}H${f(x + w - q)}A${f(q)} ${f(q)} 0 0 1 ${f(x + w)} ${f(y + q)}V${f(y + h - q)}A${f(q)} ${f(q)} 0 0 1 ${f(x + w - q)} ${f(y + h)}H${f(x + q)}A${f(q)} ${f(q)} 0 0 1 ${f(x)} ${f(y + h - q)}V${f(y + q)}A${f(q)} ${f(q)} 0 0 1 ${f(x + q)} ${f(y)}Z`;
}

export interface GradOpts { x1?: number; y1?: number; x2?: number; y2?: number; user?: boolean; transform?: string }
export interface RadOpts { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; user?: boolean; transform?: string }

const stops = (s: Stop[]): string =>
  s.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`).join('');

/** Per-image drawing context. */
export class Ctx {
  readonly defs: string[] = [];
  readonly rand: () => number;
  private n = 0;
  private memo = new Map<string, string>();

  constructor(readonly w: number, readonly h: number, seed = 1) {
    this.rand = mulberry32(seed);
  }

  id(prefix = 'd'): string {
    return `${prefix}${++this.n}`;
  }

  /** Random number in [a, b). */
  r(a = 0, b = 1): number {
    return a + (b - a) * this.rand();
  }

  /** A random element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    return pick(list, this.r(0, list.length));
  }

  /** Register a definition once per key; returns its id. */
  def(key: string, make: (id: string) => string): string {
    const hit = this.memo.get(key);
    if (hit) return hit;
    const id = this.id();
    this.defs.push(make(id));
    this.memo.set(key, id);
    return id;
  }

  lin(s: Stop[], o: GradOpts = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false, transform } = o;
    const id = this.def(`lin${JSON.stringify([s, o])}`, (i) =>
      `<linearGradient id="${i}"${attrs({ x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined, gradientTransform: transform })}>${stops(s)}</linearGradient>`);
    return `url(#${id})`;
  }

  rad(s: Stop[], o: RadOpts = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = o;
    const id = this.def(`rad${JSON.stringify([s, o])}`, (i) =>
      `<radialGradient id="${i}"${attrs({ cx, cy, r, fx, fy, gradientUnits: user ? 'userSpaceOnUse' : undefined, gradientTransform: transform })}>${stops(s)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Gaussian blur filter; `pad` widens the filter region (fraction of the bbox). */
  blur(sd: number, pad = 0.5): string {
    const id = this.def(`blur${sd}/${pad}`, (i) =>
      `<filter id="${i}" x="${-pad}" y="${-pad}" width="${1 + 2 * pad}" height="${1 + 2 * pad}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`);
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = this.def(`clip${d}`, (i) => `<clipPath id="${i}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Luminance mask from arbitrary SVG content (user space). */
  mask(content: string): string {
    const id = this.def(`mask${content}`, (i) => `<mask id="${i}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${content}</mask>`);
    return `url(#${id})`;
  }

  /** Put a group in <defs> and return its id, for <use> (reflections, repeats). */
  symbol(content: string): string {
    const id = this.id('s');
    this.defs.push(`<g id="${id}">${content}</g>`);
    return id;
  }

  doc(body: string, background?: string): string {
    const bg = background ? `<rect width="${this.w}" height="${this.h}" fill="${background}"/>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${bg}${body}</svg>`;
  }
}

export const use = (id: string, a: Record<string, string | number | undefined> = {}): string =>
  `<use href="#${id}" xlink:href="#${id}"${attrs(a)}/>`;
