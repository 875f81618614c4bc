/**
 * Device bodies and the small parts that make them read as real hardware: an extruded
 * rounded box with anodised gradient lighting and edge highlights, LEDs, jacks, screws,
 * glass windows, engraved wordmarks and cables.
 */
import type { Ctx } from './svg.js';
import { ACCENT, circle, ellipse, f, g, path, rect, rrPath, text } from './svg.js';

export type Pt = [number, number];

export interface Material { front: [string, string]; top: [string, string]; side: [string, string]; edge: string; edgeOpacity: number }

export const GRAPHITE: Material = { front: ['#30363e', '#15181c'], top: ['#59626d', '#2b3138'], side: ['#3a424c', '#101317'], edge: '#b8c4d0', edgeOpacity: 0.55 };
export const BLACK: Material = { front: ['#1f2226', '#0c0d0f'], top: ['#3c4248', '#1a1d21'], side: ['#2c3137', '#08090a'], edge: '#9aa5b1', edgeOpacity: 0.45 };
export const ALU: Material = { front: ['#b9bfc6', '#7c838b'], top: ['#e6e9ec', '#aeb4ba'], side: ['#80868e', '#50565d'], edge: '#ffffff', edgeOpacity: 0.8 };
export const CASE: Material = { front: ['#2b2f34', '#121417'], top: ['#3d434a', '#1d2125'], side: ['#2a2e33', '#0b0c0e'], edge: '#7d8894', edgeOpacity: 0.35 };

function roundedOutline(x: number, y: number, w: number, h: number, r: number, n = 7): Pt[] {
  const pts: Pt[] = [];
  const corners: Array<[number, number, number]> = [[x + w - r, y + r, -90], [x + w - r, y + h - r, 0], [x + r, y + h - r, 90], [x + r, y + r, 180]];
  for (const [cx, cy, a0] of corners) {
    for (let i = 0; i <= n; i++) {
      const a = ((a0 + (90 * i) / n) * Math.PI) / 180;
      pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return pts;
}

function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [], upper: Pt[] = [];
  const turnsLeft = (h: Pt[], q: Pt) => h.length >= 2 && cross(h[h.length - 2]!, h[h.length - 1]!, q) <= 0;
  for (const q of p) { while (turnsLeft(lower, q)) lower.pop(); lower.push(q); }
  for (const q of p.reverse()) { while (turnsLeft(upper, q)) upper.pop(); upper.push(q); }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

const polyPath = (pts: Pt[]): string => 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z';

export interface BoxOpts {
  w: number; h: number; d: number; r: number;
  /** Depth projection: the back face is offset by (d*kx, -d*ky). */
  kx?: number; ky?: number;
  mat?: Material;
  /** Content drawn on the front face, in local coordinates (front face spans x -w/2..w/2, y -h..0). */
  front?: string;
  /** Content on the top face: u along the width (-w/2..w/2), v along the depth (0..d). */
  top?: string;
  /** Content on the visible side face: t along depth (0..d), y as on the front. */
  side?: string;
}

/**
 * An extruded rounded box standing on y = 0, centred on x = 0, seen slightly from
 * above (and from the side when kx ≠ 0). Lit from the top left.
 */
export function box3d(c: Ctx, o: BoxOpts): string {
  const { w, h, d, r, kx = 0.28, ky = 0.38, mat = GRAPHITE } = o;
  const ox = d * kx, oy = -d * ky;
  const front = roundedOutline(-w / 2, -h, w, h, r);
  const back = front.map(([x, y]): Pt => [x + ox, y + oy]);
  const sil = polyPath(hull([...front, ...back]));
  const topPts = front.filter(([, y]) => y <= -h + r * 0.9);
  const top = polyPath(hull([...topPts, ...topPts.map(([x, y]): Pt => [x + ox, y + oy])]));
  // the visible side catches a kicker light towards its far edge
  const sideFill = c.lin([[0, mat.side[1]], [0.72, mat.side[1]], [0.97, mat.side[0]], [1, mat.side[1]]], kx >= 0 ? { x1: 0, y1: 0, x2: 1, y2: 0 } : { x1: 1, y1: 0, x2: 0, y2: 0 });
  const topFill = c.lin([[0, mat.top[0]], [1, mat.top[1]]], { x1: 0, y1: 1, x2: 0.4, y2: 0 });
  const frontFill = c.lin([[0, mat.front[0]], [0.55, mat.front[1]], [1, mat.front[1]]], { x1: 0, y1: 0, x2: 0.25, y2: 1 });
  const sheen = c.lin([[0, '#fff', 0], [0.42, '#fff', 0.07], [0.5, '#fff', 0.13], [0.58, '#fff', 0.05], [1, '#fff', 0]], { x1: 0, y1: 0, x2: 1, y2: 0.35 });
  const frontD = rrPath(-w / 2, -h, w, h, r);
  const sideX = kx >= 0 ? w / 2 : -w / 2;
  const q = Math.min(r, w / 2, h / 2);
  const edgeD = `M${f(-w / 2)} ${f(-h + q)}A${f(q)} ${f(q)} 0 0 1 ${f(-w / 2 + q)} ${f(-h)}H${f(w / 2 - q)}A${f(q)} ${f(q)} 0 0 1 ${f(w / 2)} ${f(-h + q)}`;
  const sideEdge = kx >= 0 ? `M${f(w / 2)} ${f(-h + q)}V${f(-q)}` : `M${f(-w / 2)} ${f(-h + q)}V${f(-q)}`;
  const sw = Math.max(0.35, Math.min(w, h) * 0.012);
  return (
    path(sil, sideFill) +
    path(top, topFill) +
    (o.top ? g(g(o.top, { transform: `matrix(1 0 ${f(kx)} ${f(-ky)} 0 ${f(-h)})` }), { 'clip-path': c.clip(top) }) : '') +
    (o.side && kx !== 0 ? g(o.side, { transform: `matrix(${f(kx)} ${f(-ky)} 0 1 ${f(sideX)} 0)` }) : '') +
    path(frontD, frontFill) +
    path(frontD, sheen) +
    (o.front ?? '') +
    path(edgeD, 'none', { stroke: mat.edge, 'stroke-width': sw, 'stroke-opacity': mat.edgeOpacity, 'stroke-linecap': 'round' }) +
    path(sideEdge, 'none', { stroke: mat.edge, 'stroke-width': sw * 0.8, 'stroke-opacity': mat.edgeOpacity * 0.45 }) +
    path(sil, 'none', { stroke: '#000', 'stroke-width': sw * 0.6, 'stroke-opacity': 0.5 })
  );
}

/** Place a locally-drawn part at (x, y) (floor contact) with scale s and optional rotation. */
export const place = (content: string, x: number, y: number, s: number, rot = 0): string =>
  g(content, { transform: `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''} scale(${f(s)})` });

/** Status LED with halo. */
export function led(c: Ctx, x: number, y: number, r: number, color = ACCENT, on = true): string {
  if (!on) return circle(x, y, r, '#2a2d31') + circle(x - r * 0.3, y - r * 0.3, r * 0.35, '#fff', { opacity: 0.15 });
  const halo = c.rad([[0, color, 0.75], [0.3, color, 0.3], [1, color, 0]]);
  return circle(x, y, r * 5, halo) + circle(x, y, r, color) + circle(x - r * 0.25, y - r * 0.25, r * 0.45, '#fff', { opacity: 0.85 });
}

/** 3.5 mm jack socket seen end-on. */
export function jack(c: Ctx, x: number, y: number, r: number): string {
  const ring = c.lin([[0, '#d9dee4'], [0.5, '#7b838c'], [1, '#2b3036']], { x1: 0, y1: 0, x2: 1, y2: 1 });
  return circle(x, y, r * 1.25, '#07080a') + circle(x, y, r, ring) + circle(x, y, r * 0.62, '#050607') + ellipse(x - r * 0.2, y - r * 0.25, r * 0.25, r * 0.12, '#fff', { opacity: 0.25 });
}

/** BNC bulkhead seen end-on: hex nut, barrel, pin. */
export function bnc(c: Ctx, x: number, y: number, r: number): string {
  const metal = c.lin([[0, '#f1f3f5'], [0.45, '#9ca4ad'], [1, '#3b4148']], { x1: 0, y1: 0, x2: 1, y2: 1 });
  const hex = Array.from({ length: 6 }, (_, i) => { const a = (Math.PI / 3) * i + Math.PI / 6; return `${f(x + r * 1.45 * Math.cos(a))},${f(y + r * 1.45 * Math.sin(a))}`; }).join(' ');
  return `<polygon points="${hex}" fill="${metal}" stroke="#1a1d21" stroke-width="${f(r * 0.06)}"/>` + circle(x, y, r, metal) + circle(x, y, r * 0.72, '#121417') + circle(x, y, r * 0.55, '#e8e2d0', { opacity: 0.9 }) + circle(x, y, r * 0.16, '#c9a55a');
}

/** USB-C port. */
export const usbc = (x: number, y: number, w: number): string =>
  path(rrPath(x - w / 2, y - w * 0.18, w, w * 0.36, w * 0.18), '#050607', { stroke: '#8a939c', 'stroke-width': w * 0.04, 'stroke-opacity': 0.6 }) + rect(x - w * 0.3, y - w * 0.04, w * 0.6, w * 0.08, '#3a3f45');

/** Recessed screw head. */
export const screw = (x: number, y: number, r: number): string =>
  circle(x, y, r, '#0c0e10') + circle(x, y, r * 0.8, '#3b4149') + path(`M${f(x - r * 0.5)} ${f(y)}H${f(x + r * 0.5)}`, 'none', { stroke: '#111', 'stroke-width': r * 0.22 });

/** Dark glass window (OLED, LED display) with a reflection streak; content is drawn inside. */
export function glass(c: Ctx, x: number, y: number, w: number, h: number, r: number, content = ''): string {
  const base = c.lin([[0, '#0d0f12'], [1, '#030304']]);
  const refl = c.lin([[0, '#fff', 0.09], [0.45, '#fff', 0.02], [0.46, '#fff', 0], [1, '#fff', 0]], { x1: 0, y1: 0, x2: 0.55, y2: 1 });
  const d = rrPath(x, y, w, h, r);
  return path(d, base, { stroke: '#000', 'stroke-width': Math.max(0.3, h * 0.04) }) + g(content, { 'clip-path': c.clip(d) }) + path(d, refl);
}

/** Engraved wordmark (light letters with a dark shadow below, like laser etching). */
export function wordmark(x: number, y: number, size: number, fill = '#aab4bf', opacity = 0.7, anchor: 'start' | 'middle' | 'end' = 'middle'): string {
  return text(x, y + size * 0.06, 'KAIROTONE', { size, fill: '#000', weight: 700, anchor, spacing: size * 0.28, opacity: opacity * 0.6 }) +
    text(x, y, 'KAIROTONE', { size, fill, weight: 700, anchor, spacing: size * 0.28, opacity });
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: Pt[]): string {
  const at = (i: number): Pt => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [0, 0];
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** A rubbery cable with a specular highlight along its top. */
export function cable(pts: Pt[], width: number, color = '#16181b', highlight = '#8f99a4'): string {
  const d = smooth(pts);
  return path(d, 'none', { stroke: '#000', 'stroke-width': width * 1.15, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 }) +
    path(d, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' }) +
    path(d, 'none', { stroke: highlight, 'stroke-width': width * 0.18, 'stroke-linecap': 'round', 'stroke-opacity': 0.45, transform: `translate(${f(-width * 0.18)} ${f(-width * 0.22)})` });
}

/** A straight 3.5 mm plug body (strain relief + metal sleeve) lying along the x-axis, tip at (x, y). */
export function plug(c: Ctx, x: number, y: number, s: number, dir = 1): string {
  const metal = c.lin([[0, '#f4f6f8'], [0.5, '#9199a2'], [1, '#454b52']]);
  const body = c.lin([[0, '#3a3f46'], [0.5, '#16191c'], [1, '#050607']]);
  const x0 = dir > 0 ? x - 14 * s : x;
  return g(
    rect(dir > 0 ? x - 4 * s : x, y - 1.75 * s, 4 * s, 3.5 * s, metal) +
    path(rrPath(dir > 0 ? x - 14 * s : x + 4 * s, y - 3 * s, 10 * s, 6 * s, 1.5 * s), body) +
    rect(x0 + (dir > 0 ? -6 * s : 14 * s), y - 2 * s, 6 * s, 4 * s, body),
  );
}
