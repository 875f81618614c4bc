/**
 * The four Kairotone products, drawn in millimetres with the origin at the centre of the
 * front face's bottom edge (where the device meets the floor). Wrap the result with
 * `place(svg, x, y, pxPerMm)` to put it into a scene.
 */
import type { Ctx } from './lib/svg.js';
import { ACCENT, circle, ellipse, f, g, path, poly, rect, rrPath, text } from './lib/svg.js';
import { box3d, glass, jack, led, usbc, wordmark, screw, bnc, BLACK, GRAPHITE, type Material } from './lib/hardware.js';
import { segments, segWidth } from './lib/segments.js';

export interface View { kx?: number; ky?: number; /** real blur glow on the display (close-ups) */ blurGlow?: boolean }

/** Beacon front face content (OLED with timecode, LED, button, etched wordmark). */
export function beaconFace(c: Ctx, tc: string, on = true, blurGlow = false): string {
  const h = 3.1, tw = segWidth(tc) * h;
  const oled = glass(c, -23, -31.5, 30, 12, 1.6, on ? segments(c, tc, -8 - tw / 2, -27.6, h, { glow: 0.8, blurGlow }) : '');
  return oled +
    led(c, 18.5, -26, 1.3, ACCENT, on) +
    circle(18.5, -15, 3.6, '#0b0d10') + circle(18.5, -15, 3.1, c.lin([[0, '#454c55'], [1, '#1b1f24']])) +
    wordmark(-8, -11, 2.6, '#b7c1cc', 0.55) +
    path('M-23 -6.5H7', 'none', { stroke: '#000', 'stroke-width': 0.35, 'stroke-opacity': 0.5 });
}

/** Kairotone Beacon: small rounded timecode generator (54 × 38 × 17 mm). */
export function beacon(c: Ctx, o: View & { tc?: string; on?: boolean; mat?: Material } = {}): string {
  const d = 17;
  return box3d(c, {
    w: 54, h: 38, d, r: 7, kx: o.kx ?? 0.3, ky: o.ky ?? 0.34, mat: o.mat ?? GRAPHITE,
    front: beaconFace(c, o.tc ?? '10:24:37:12', o.on ?? true, o.blurGlow),
    top: jack(c, -12, d * 0.5, 2.6) + ellipse(12, d * 0.5, 5, 2.2, '#0b0d10', { opacity: 0.8 }) + bnc(c, 12, d * 0.5, 2.4),
    side: usbc(d * 0.5, -19, 8) + path(`M${f(d * 0.2)} -8H${f(d * 0.8)}`, 'none', { stroke: '#000', 'stroke-width': 0.6, 'stroke-opacity': 0.5 }),
  });
}

/** Diagonal clapper stripes inside a w × h bar (local origin top-left). */
function stripes(c: Ctx, w: number, h: number, colors: [string, string]): string {
  const clip = c.clip(rrPath(0, 0, w, h, 1.2));
  let s = rect(0, 0, w, h, colors[0]);
  for (let x = -h; x < w + h; x += h * 2.2) s += poly([[x, h], [x + h * 1.1, h], [x + h * 2.2, 0], [x + h * 1.1, 0]], colors[1]);
  const shade = c.lin([[0, '#fff', 0.22], [0.35, '#fff', 0], [1, '#000', 0.35]]);
  return g(s + rect(0, 0, w, h, shade), { 'clip-path': clip });
}

/** Kairotone Slate One: acrylic clapper with a big 7-segment timecode display (150 × 110 mm board). */
export function slate(c: Ctx, o: View & { tc?: string; open?: number; color?: string } = {}): string {
  const tc = o.tc ?? '10:24:37:12';
  const kx = o.kx ?? 0.25, ky = o.ky ?? 0.3, open = o.open ?? 14;
  const W = 150, H = 104, D = 9, dh = 19;
  const dw = segWidth(tc) * dh;
  const display = glass(c, -68, -H + 10, 136, 32, 2.5, segments(c, tc, -dw / 2 - 1, -H + 16.5, dh, { color: o.color ?? ACCENT, offOpacity: 0.09, blurGlow: o.blurGlow }));
  let fields = '';
  for (let i = 0; i < 3; i++) {
    const y = -H + 52 + i * 14;
    fields += path(`M-66 ${y + 10}H${i === 2 ? 10 : 66}`, 'none', { stroke: '#e8ecef', 'stroke-width': 0.5, 'stroke-opacity': 0.35 });
    fields += rect(-66, y, 3, 3, '#e8ecef', { opacity: 0.35 });
  }
  const board = box3d(c, {
    w: W, h: H, d: D, r: 5, kx, ky, mat: BLACK,
    front: display + fields + led(c, 60, -14, 1.2, '#46e08a') + led(c, 53, -14, 1.2, ACCENT) + wordmark(38, -22, 4.2, '#c9d1d9', 0.6) + screw(-68, -6, 1.6) + screw(68, -H + 6, 1.6) + screw(-68, -H + 6, 1.6),
  });
  const stick = (y: number, rot: number) => {
    const body = box3d(c, { w: W, h: 14, d: D, r: 1.5, kx, ky, mat: BLACK, front: g(stripes(c, W - 2, 12, ['#f3f4f5', '#111214']), { transform: 'translate(-74 -13)' }) });
    return g(body, { transform: `translate(0 ${y}) rotate(${rot} ${-W / 2 + 2} 0)` });
  };
  const hinge = circle(-W / 2 + 5, -H - 9, 3.2, c.lin([[0, '#eef1f4'], [1, '#5a626b']])) + circle(-W / 2 + 5, -H - 9, 1.2, '#2a2f35');
  return board + stick(-H - 1, 0) + stick(-H - 15.5, -open) + hinge;
}

/** Kairotone Bridge A2: compact LTC audio box with two 3.5 mm jacks and a level LED (62 × 26 × 40 mm). */
export function bridge(c: Ctx, o: View & { level?: number } = {}): string {
  const d = 40, level = o.level ?? 4;
  let meter = '';
  for (let i = 0; i < 5; i++) meter += led(c, 6 + i * 3.2, -17, 0.8, i < 3 ? '#4ee08c' : ACCENT, i < level);
  const sw = path(rrPath(6, -10.5, 12, 4, 2), '#07080a') + path(rrPath(6.6, -10, 5, 3, 1.5), c.lin([[0, '#aab2bb'], [1, '#4a5058']]));
  return box3d(c, {
    w: 62, h: 26, d, r: 5, kx: o.kx ?? 0.34, ky: o.ky ?? 0.36, mat: GRAPHITE,
    front: jack(c, -21, -13, 2.6) + jack(c, -9, -13, 2.6) +
      path('M-27 -20.5H-3', 'none', { stroke: ACCENT, 'stroke-width': 0.5, 'stroke-opacity': 0.8 }) + meter + sw +
      wordmark(15.5, -4.5, 1.9, '#b7c1cc', 0.5),
    top: path(rrPath(-14, d * 0.2, 28, d * 0.6, 2), '#0f1114', { opacity: 0.7 }) +
      g(text(0, 0, 'A2', { size: 5, fill: '#c1cad3', weight: 700, opacity: 0.45, anchor: 'middle' }), { transform: `translate(22 ${f(d * 0.35)}) scale(1 -1)` }),
    side: usbc(d * 0.5, -13, 8),
  });
}
