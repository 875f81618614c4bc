/**
 * Set dressing: film lights on stands, brick walls and arched warehouse windows, harbour
 * cranes, mugs, headphones, notebooks, desk lamps and acoustic foam.
 */
import type { Ctx } from './svg.js';
import { circle, ellipse, f, g, path, poly, rect, rrPath } from './svg.js';

/** Fresnel film light on a stand; origin at the floor, head at y = -h, aimed by `tilt` degrees. */
export function fresnel(c: Ctx, h: number, tilt = 20, on = true, color = '#ffe6b8'): string {
  const leg = '#15181c';
  let s = path(`M0 ${-h + 40}V0M0 -60L-90 0M0 -60L90 0M0 -60L20 0`, 'none', { stroke: leg, 'stroke-width': 7, 'stroke-linecap': 'round' });
  s += rect(-7, -h + 40, 14, h * 0.5, '#262a30');
  let head = path(rrPath(-70, -55, 140, 110, 14), c.lin([[0, '#3b4149'], [1, '#121417']])) + rect(-84, -60, 14, 120, '#1d2126') + path('M-70 -55L-95 -80M70 -55L95 -80M-70 55L-95 80M70 55L95 80', 'none', { stroke: '#0c0d10', 'stroke-width': 8 });
  head += ellipse(-86, 0, 10, 52, on ? color : '#2a2e33') + (on ? ellipse(-86, 0, 60, 120, c.rad([[0, color, 0.5], [1, color, 0]])) : '');
  return s + g(head, { transform: `translate(0 ${-h}) rotate(${tilt})` });
}

/** Running-bond brick wall over (x, y, w, h), warm light falling off to the edges. */
export function bricks(c: Ctx, x: number, y: number, w: number, h: number, bw = 64, bh = 24): string {
  let s = rect(x, y, w, h, '#2a1a14');
  const cols = ['#6b3626', '#7a4030', '#5c2e21', '#84492f', '#6e3a2a', '#4f281d'];
  for (let r = 0, yy = y; yy < y + h; r++, yy += bh) {
    for (let xx = x - (r % 2) * bw * 0.5; xx < x + w; xx += bw) s += rect(xx + 2, yy + 2, bw - 4, bh - 4, c.pick(cols), { opacity: c.r(0.75, 1) });
  }
  return s;
}

/** Arched window frame with mullions; `view` is drawn inside (clipped). */
export function archWindow(c: Ctx, x: number, y: number, w: number, h: number, view: string): string {
  const d = `M${f(x)} ${f(y + h)}V${f(y + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y + w / 2)}V${f(y + h)}Z`;
  let bars = '';
  for (let i = 1; i < 4; i++) bars += rect(x + (w * i) / 4 - 5, y, 10, h, '#14110f');
  for (let j = 1; j < 5; j++) bars += rect(x, y + w / 2 + ((h - w / 2) * j) / 5 - 5, w, 10, '#14110f');
  return path(d, 'none', { stroke: '#3b2a22', 'stroke-width': 44 }) + g(view + bars, { 'clip-path': c.clip(d) }) + path(d, 'none', { stroke: '#14110f', 'stroke-width': 16 });
}

/** A harbour container crane silhouette standing on y, height h. */
export function crane(x: number, y: number, h: number, fill: string, flip = false): string {
  const u = h / 100;
  const d = `M${-20 * u} 0L${-16 * u} ${-60 * u}H${-12 * u}L${-8 * u} 0ZM${8 * u} 0L${12 * u} ${-60 * u}H${16 * u}L${20 * u} 0Z` +
    `M${-50 * u} ${-62 * u}H${90 * u}V${-56 * u}H${-50 * u}Z M${-8 * u} ${-100 * u}H${-4 * u}V${-56 * u}H${-8 * u}Z M${-6 * u} ${-98 * u}L${80 * u} ${-62 * u}L${78 * u} ${-60 * u}L${-6 * u} ${-94 * u}Z M${-16 * u} ${-56 * u}H${16 * u}V${-44 * u}H${-16 * u}Z`;
  return path(d, fill, { transform: `translate(${f(x)} ${f(y)})${flip ? ' scale(-1 1)' : ''}` });
}

/** Coffee mug, side view; origin bottom centre. */
export function mug(c: Ctx, w = 80, color = '#e9e6e1'): string {
  const h = w * 1.05;
  return path(`M${f(w / 2)} ${f(-h * 0.75)}a${f(w * 0.28)} ${f(w * 0.28)} 0 1 1 0 ${f(w * 0.5)}`, 'none', { stroke: color, 'stroke-width': w * 0.1 }) +
    path(rrPath(-w / 2, -h, w, h, w * 0.08), c.lin([[0, color], [0.6, color], [1, '#9c968d']], { x1: 0, y1: 0, x2: 1, y2: 0 })) + ellipse(0, -h, w / 2, w * 0.08, '#3a2418');
}

/** Over-ear headphones, side view; origin bottom centre. */
export function headphones(c: Ctx, w = 220): string {
  const band = path(`M${f(-w * 0.38)} ${f(-w * 0.3)}Q${f(-w * 0.4)} ${f(-w * 1.1)} 0 ${f(-w * 1.1)}Q${f(w * 0.4)} ${f(-w * 1.1)} ${f(w * 0.38)} ${f(-w * 0.3)}`, 'none', { stroke: '#17191c', 'stroke-width': w * 0.07, 'stroke-linecap': 'round' });
  const cup = (x: number) => path(rrPath(x - w * 0.13, -w * 0.55, w * 0.26, w * 0.55, w * 0.11), c.lin([[0, '#3a3f46'], [1, '#0d0e10']], { x1: 0, y1: 0, x2: 1, y2: 0 }));
  return band + cup(-w * 0.38) + cup(w * 0.38);
}

/** Closed notebook with elastic band, top view, centred. */
export function notebook(w = 210, color = '#22303d'): string {
  const h = w * 1.4;
  return path(rrPath(-w / 2, -h / 2, w, h, 8), color) + rect(-w / 2, -h / 2, 10, h, '#000', { opacity: 0.25 }) + rect(w * 0.32, -h / 2, 9, h, '#111') + rect(-w / 2 + 4, -h / 2 + 4, w - 8, 6, '#fff', { opacity: 0.06 });
}

/** A pen, top view, centred, pointing right. */
export const pen = (l = 150): string => path(rrPath(-l / 2, -5, l, 10, 5), '#0f1113') + poly([[l / 2, -5], [l / 2 + 18, 0], [l / 2, 5]], '#c9ced4') + rect(-l / 2 + 12, -6.5, 40, 3, '#b8bec5');

/** A desk lamp with a warm cone of light; origin at the base. */
export function deskLamp(c: Ctx, s = 1): string {
  const arm = '#1b1e22';
  return g(ellipse(0, 0, 70, 14, arm) + path('M0 -6L-40 -260L110 -340', 'none', { stroke: arm, 'stroke-width': 12, 'stroke-linejoin': 'round' }) +
    path('M80 -360L170 -300L150 -270L60 -330Z', '#23272c') + ellipse(160, -285, 30, 12, '#ffe3b0', { transform: 'rotate(35 160 -285)' }) +
    circle(160, -285, 120, c.rad([[0, '#ffd89a', 0.55], [1, '#ffd89a', 0]])), { transform: `scale(${s})` });
}

/** Wedge acoustic foam tiles covering (x, y, w, h). */
export function foam(c: Ctx, x: number, y: number, w: number, h: number, tile = 120): string {
  const a = c.lin([[0, '#2b2f35'], [1, '#15171a']]), b = c.lin([[0, '#15171a'], [1, '#2b2f35']], { x1: 0, y1: 0, x2: 1, y2: 0 });
  let s = '';
  for (let yy = y, r = 0; yy < y + h; yy += tile, r++) for (let xx = x, k = 0; xx < x + w; xx += tile, k++) {
    const vertical = (r + k) % 2 === 0;
    for (let i = 0; i < 4; i++) s += vertical ? rect(xx + (i * tile) / 4, yy, tile / 4, tile, a) : rect(xx, yy + (i * tile) / 4, tile, tile / 4, b);
  }
  return s;
}
