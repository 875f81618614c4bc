/**
 * Kairotone Crew Kit (charging hard case, open or closed) and top-down views of the
 * products and desk items for flat-lay compositions.
 */
import type { Ctx } from './lib/svg.js';
import { ACCENT, circle, ellipse, f, g, path, rect, rrPath, text } from './lib/svg.js';
import { box3d, jack, led, screw, wordmark, CASE, GRAPHITE } from './lib/hardware.js';
import { beaconFace } from './devices.js';

/** A device lying face-up: body + face, local origin at the body's centre. */
function faceUp(c: Ctx, w: number, h: number, r: number, face: string): string {
  const body = c.lin([[0, GRAPHITE.front[0]], [1, GRAPHITE.front[1]]], { x1: 0, y1: 0, x2: 0.3, y2: 1 });
  return path(rrPath(-w / 2, -h / 2, w, h, r), body) + g(face, { transform: `translate(0 ${h / 2})` }) +
    path(rrPath(-w / 2, -h / 2, w, h, r), 'none', { stroke: GRAPHITE.edge, 'stroke-width': 0.6, 'stroke-opacity': 0.4 });
}

export const beaconTop = (c: Ctx, tc = '10:24:37:12'): string => faceUp(c, 54, 38, 7, beaconFace(c, tc));
export const bridgeTop = (c: Ctx): string => faceUp(c, 62, 40, 5,
  jack(c, -21, -31, 2.6) + jack(c, -9, -31, 2.6) + led(c, 10, -31, 0.9, '#4ee08c') + led(c, 14, -31, 0.9, '#4ee08c') + led(c, 18, -31, 0.9, ACCENT) +
  path(rrPath(-14, -24, 28, 14, 2), '#0f1114', { opacity: 0.7 }) + text(18, -5, 'A2', { size: 5, fill: '#c1cad3', weight: 700, opacity: 0.45, anchor: 'middle' }));
export const beaconFoot = rrPath(-27, -19, 54, 38, 7);
export const bridgeFoot = rrPath(-31, -20, 62, 40, 5);

/** A coiled cable seen from above. */
export function coil(r: number, turns = 4, w = 4): string {
  let s = '';
  for (let k = 0; k < turns; k++) {
    const rr = r - k * w * 1.25;
    s += ellipse(0, 0, rr, rr * 0.92, 'none', { stroke: '#121417', 'stroke-width': w }) + ellipse(-w * 0.15, -w * 0.2, rr, rr * 0.92, 'none', { stroke: '#6b7580', 'stroke-width': w * 0.2, 'stroke-opacity': 0.5 });
  }
  return s;
}

/** Closed Crew Kit case seen from above (for flat lays). */
export function caseTop(c: Ctx): string {
  let s = path(rrPath(-120, -85, 240, 170, 12), c.lin([[0, '#33383e'], [1, '#15171a']], { x1: 0, y1: 0, x2: 1, y2: 1 }));
  for (let i = 0; i < 6; i++) s += path(rrPath(-100 + i * 36, -65, 20, 130, 6), c.lin([[0, '#3b4148'], [1, '#1b1e22']], { x1: 0, y1: 0, x2: 1, y2: 1 }), { opacity: 0.8 });
  return s + wordmark(0, 5, 9, '#aab4bf', 0.55) + path(rrPath(-40, 85, 80, 10, 4), '#0b0c0e');
}

/** Kairotone Crew Kit: charging hard case, open (devices in foam, lid up) or closed. */
export function crewCase(c: Ctx, o: { open?: boolean; kx?: number; ky?: number } = {}): string {
  const open = o.open ?? true;
  const W = 240, H = open ? 58 : 96, D = 170, kx = o.kx ?? 0.06, ky = o.ky ?? (open ? 0.62 : 0.42);
  const ribs = Array.from({ length: 7 }, (_, i) => path(`M${-W / 2 + 30 + i * 30} ${-H + 10}V-8`, 'none', { stroke: '#000', 'stroke-width': 3, 'stroke-opacity': 0.4 }) + path(`M${-W / 2 + 31.6 + i * 30} ${-H + 10}V-8`, 'none', { stroke: '#fff', 'stroke-width': 0.8, 'stroke-opacity': 0.07 })).join('');
  const latch = (x: number, y: number) => path(rrPath(x - 11, y, 22, 18, 3), c.lin([[0, '#e2e6ea'], [1, '#646b73']])) + rect(x - 7, y + 4, 14, 3, '#2a2e33') + screw(x - 6, y + 13, 1.3) + screw(x + 6, y + 13, 1.3);
  const leds = [0, 1, 2].map((i) => led(c, W / 2 - 40 + i * 7, -14, 1.4, ACCENT)).join('') + led(c, W / 2 - 19, -14, 1.4, '#4ee08c');
  if (!open) {
    const seam = path(`M${-W / 2} -40H${W / 2}`, 'none', { stroke: '#000', 'stroke-width': 2, 'stroke-opacity': 0.7 }) + path(`M${-W / 2} -38.8H${W / 2}`, 'none', { stroke: '#fff', 'stroke-width': 0.6, 'stroke-opacity': 0.1 });
    const handle = path(rrPath(-40, -H + 14, 80, 15, 7.5), '#0b0c0e') + path(rrPath(-34, -H + 17, 68, 9, 4.5), '#1d2024');
    let lid = '';
    for (let i = 0; i < 6; i++) lid += path(rrPath(-100 + i * 36, 20, 20, D - 40, 6), c.lin([[0, '#454b53'], [1, '#22262a']]), { opacity: 0.8 });
    lid += g(wordmark(0, 0, 10, '#aab4bf', 0.5), { transform: `translate(0 ${D / 2}) scale(1 -1)` });
    return box3d(c, { w: W, h: H, d: D, r: 12, kx, ky, mat: CASE, top: lid, front: ribs + seam + handle + latch(-88, -49) + latch(88, -49) + leds });
  }
  let inside = path(rrPath(-W / 2 + 8, 8, W - 16, D - 16, 8), c.lin([[0, '#25282c'], [1, '#18191c']]));
  for (let i = 0; i < 300; i++) inside += circle(c.r(-W / 2 + 10, W / 2 - 10), c.r(10, D - 10), c.r(0.4, 1.1), '#000', { opacity: c.r(0.15, 0.4) });
  const slot = (x: number, y: number, w: number, h: number, r: number) => path(rrPath(x - w / 2 - 3, y - h / 2 - 3, w + 6, h + 6, r + 3), '#060708');
  const up = (x: number, y: number, svg: string) => g(svg, { transform: `translate(${x} ${y}) scale(1 -1)` });
  for (let i = 0; i < 3; i++) inside += slot(-66 + i * 66, 122, 54, 38, 7) + up(-66 + i * 66, 122, beaconTop(c));
  inside += slot(-58, 50, 62, 40, 5) + up(-58, 50, bridgeTop(c));
  inside += path(rrPath(18, 14, 86, 72, 16), '#060708') + up(61, 50, coil(32, 4, 4.2));
  const latch2 = latch(-88, -H + 4) + latch(88, -H + 4);
  const base = box3d(c, { w: W, h: H, d: D, r: 10, kx, ky, mat: CASE, top: inside, front: ribs + latch2 + leds });
  // lid standing open behind the base, egg-crate foam inside
  const bx = D * kx, by = -H - D * ky, lidH = 118;
  let egg = '';
  const bump = c.rad([[0, '#3a3f45'], [0.65, '#202328'], [1, '#141619']], { fx: 0.38, fy: 0.32 });
  for (let yy = 0; yy < 6; yy++) for (let xx = 0; xx < 12; xx++) egg += circle(bx - W / 2 + 20 + xx * 18.5 + (yy % 2) * 9, by - lidH + 18 + yy * 17.5, 7, bump);
  const inner = rrPath(bx - W / 2 + 8, by - lidH, W - 16, lidH - 4, 8);
  const lid = path(rrPath(bx - W / 2 - 2, by - lidH - 8, W + 4, lidH + 10, 12), c.lin([[0, '#2a2e33'], [1, '#0b0c0e']])) +
    path(inner, '#17191c') + g(egg, { 'clip-path': c.clip(inner) }) + path(inner, c.lin([[0, '#000', 0], [1, '#000', 0.55]])) +
    path(`M${f(bx - W / 2 + 2)} ${f(by - lidH - 7)}H${f(bx + W / 2 - 2)}`, 'none', { stroke: '#9aa5b1', 'stroke-width': 1, 'stroke-opacity': 0.35 });
  return lid + base;
}
