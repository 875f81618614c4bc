/**
 * Equipment the products live with: cinema camera (side view), mirrorless camera (front),
 * tripod, field recorder, laptop, phone, podcast microphone. Drawn in millimetres with the
 * origin at the floor contact point (or the mount point where noted).
 */
import type { Ctx } from './svg.js';
import { circle, ellipse, f, g, path, poly, rect, rrPath } from './svg.js';
import { box3d, glass, jack, led, screw, BLACK } from './hardware.js';

const rim = (d: string, w = 1, o = 0.5, color = '#c8d3de') => path(d, 'none', { stroke: color, 'stroke-width': w, 'stroke-opacity': o, 'stroke-linecap': 'round' });

/**
 * Cinema camera seen from its left side, lens pointing left. Origin: centre of the
 * baseplate bottom. `side` is drawn on the body's side panel (e.g. a Beacon), with its
 * local origin at the panel's bottom centre.
 */
export function cinemaCamera(c: Ctx, o: { side?: string; monitor?: string } = {}): string {
  const body = c.lin([[0, '#353b43'], [0.45, '#1b1f24'], [1, '#0c0d10']]);
  const dark = c.lin([[0, '#262a30'], [1, '#08090b']]);
  const barrel = c.lin([[0, '#4a515a'], [0.25, '#22262b'], [0.7, '#0d0f12'], [1, '#2a2f35']]);
  const steel = c.lin([[0, '#e1e6eb'], [0.5, '#7a838c'], [1, '#2c3137']]);
  let s = '';
  // rods, baseplate, follow focus
  s += rect(-200, -24, 340, 8, steel) + path(rrPath(-75, -16, 180, 16, 3), dark);
  s += path(rrPath(-150, -62, 34, 44, 4), dark) + circle(-133, -72, 15, c.lin([[0, '#3a4048'], [1, '#111316']])) + circle(-133, -72, 5, '#6d757e');
  // matte box with top flag
  s += poly([[-262, -214], [-212, -188], [-212, -52], [-262, -26]], dark) + poly([[-262, -214], [-212, -188], [-206, -192], [-256, -222]], '#2e333a');
  s += poly([[-262, -222], [-212, -196], [-150, -205], [-196, -232]], '#111316') + rim('M-262 -222L-196 -232', 1.4, 0.45);
  // lens: front barrel, focus gear, iris ring, mount
  s += path(rrPath(-214, -176, 46, 112, 6), barrel);
  s += path(rrPath(-170, -166, 50, 92, 4), barrel);
  for (let i = 0; i < 16; i++) s += rect(-168 + i * 3, -170, 1.6, 100, '#050607', { opacity: 0.6 });
  s += path(rrPath(-122, -160, 38, 80, 4), barrel) + rect(-118, -160, 2, 80, '#e8ecef', { opacity: 0.55 }) + rect(-104, -160, 1.2, 80, '#ffb020', { opacity: 0.7 });
  for (let i = 0; i < 5; i++) rect(-116 + i * 6, -131, 1, 6, '#e8ecef');
  s += path(rrPath(-88, -152, 14, 64, 3), '#0b0c0e') + rim('M-212 -175H-170M-168 -165H-122M-120 -159H-86', 1.2, 0.4);
  // body with chamfered front-top corner
  s += path('M-74 -200L-56 -218H92Q100 -218 100 -210V-28Q100 -20 92 -20H-66Q-74 -20 -74 -28Z', body) + rim('M-74 -200L-56 -218H94', 1.6, 0.55);
  s += path(rrPath(-58, -196, 140, 160, 6), c.lin([[0, '#252a30'], [1, '#121418']]));
  // side status screen, buttons, vents
  s += glass(c, 10, -188, 64, 30, 2, rect(10, -188, 64, 30, '#0d1824') + rect(15, -182, 30, 4, '#8fb3d6', { opacity: 0.55 }) + rect(15, -174, 20, 4, '#8fb3d6', { opacity: 0.35 }) + rect(50, -182, 18, 10, '#ffb020', { opacity: 0.75 }));
  for (let i = 0; i < 4; i++) s += path(rrPath(12 + i * 16, -150, 11, 7, 2), '#0a0b0d') + rect(13 + i * 16, -149.5, 9, 2, '#5a626b', { opacity: 0.6 });
  for (let i = 0; i < 7; i++) s += rect(60, -130 + i * 9, 20, 3.5, '#050607', { opacity: 0.7 });
  s += circle(-40, -186, 3, '#d6322c') + circle(-40, -186, 8, '#d6322c', { opacity: 0.15 });
  // top handle with monitor at the rear
  s += path('M-50 -218V-246H56V-218', 'none', { stroke: '#121417', 'stroke-width': 11, 'stroke-linejoin': 'round' }) + rim('M-52 -251H58', 1.2, 0.45);
  s += path(rrPath(44, -262, 10, 16, 2), '#0c0d10') + path(rrPath(20, -326, 120, 66, 5), '#0a0b0d') + glass(c, 26, -320, 108, 54, 3, o.monitor ?? rect(26, -320, 108, 54, c.lin([[0, '#2d4a66'], [1, '#0d1520']])));
  s += rim('M22 -326H138', 1, 0.4);
  // V-mount battery
  s += path(rrPath(100, -176, 44, 150, 6), c.lin([[0, '#30353c'], [1, '#111316']])) + rect(108, -60, 28, 4, '#4ee08c', { opacity: 0.7 }) + rim('M102 -176H142', 1, 0.35);
  s += screw(70, -30, 3) + screw(-50, -30, 3);
  return s + (o.side ? g(o.side, { transform: 'translate(-18 -48)' }) : '');
}

/** Fluid head and tripod legs; origin on the floor under the head, head top at y = -height. */
export function tripod(c: Ctx, height: number): string {
  const leg = c.lin([[0, '#2b3036'], [1, '#0a0b0d']]);
  const top = -height;
  let s = '';
  for (const [dx, w] of [[-height * 0.42, 16], [height * 0.42, 16], [height * 0.08, 13]] as const) {
    s += path(`M${-8} ${top + 40}L${f(dx - w / 2)} 0H${f(dx + w / 2)}L8 ${top + 40}Z`, leg);
    s += rim(`M${f(dx * 0.55)} ${f(top + 40 + (height - 40) * 0.55)}L${f(dx * 0.6)} ${f(top + 40 + (height - 40) * 0.6)}`, 14, 0.12);
  }
  s += path(rrPath(-40, top, 80, 40, 8), c.lin([[0, '#30353c'], [1, '#0e1013']])) + path(`M30 ${top + 15}L180 ${top + 70}`, 'none', { stroke: '#15181b', 'stroke-width': 12, 'stroke-linecap': 'round' });
  return s;
}

/** Mirrorless camera, front view; origin at the bottom centre; `shoe` sits on the hot shoe (origin = shoe top). */
export function mirrorless(c: Ctx, o: { shoe?: string } = {}): string {
  const body = c.lin([[0, '#2e3339'], [0.6, '#15181c'], [1, '#0b0c0e']]);
  let s = path('M-65 -12V-70Q-65 -78 -57 -78H-22L-14 -96H14L22 -78H57Q65 -78 65 -70V-12Q65 -4 57 -4H-57Q-65 -4 -65 -12Z', body);
  s += path(rrPath(-66, -70, 26, 64, 8), c.lin([[0, '#121417'], [1, '#050607']])) + rim('M-57 -78H-22L-14 -96H14L22 -78H57', 1.1, 0.5);
  const ring = (r: number, fill: string) => circle(8, -42, r, fill);
  s += ring(38, '#07080a') + ring(35, c.lin([[0, '#3a4048'], [1, '#0d0f12']])) + ring(29, '#0a0b0d') + ring(26, c.rad([[0, '#1b2a3c'], [0.55, '#0b1220'], [0.9, '#04060a'], [1, '#000']], { fx: 0.4, fy: 0.35 }));
  s += ellipse(0, -52, 9, 5, '#9fc4ff', { opacity: 0.22, transform: 'rotate(-30 0 -52)' }) + circle(18, -32, 3, '#ffb37a', { opacity: 0.25 });
  s += rect(-12, -100, 24, 4, '#6a727b') + circle(48, -84, 6, '#1d2126') + circle(-48, -84, 5, '#1d2126');
  return s + (o.shoe ? g(o.shoe, { transform: 'translate(0 -100)' }) : '');
}

/** Field recorder (3/4 view from above), with XLR inputs, gain knobs and a meter screen. */
export function recorder(c: Ctx, o: { kx?: number; ky?: number } = {}): string {
  const W = 170, H = 48, D = 120;
  const knob = (x: number) => circle(x, -24, 9, '#07080a') + circle(x, -24, 7.5, c.lin([[0, '#5a626c'], [1, '#16191d']])) + rect(x - 0.8, -31, 1.6, 6, '#e6e9ec');
  let meters = '';
  for (let i = 0; i < 4; i++) meters += rect(6 + i * 9, 10, 5, 30, '#0b0d0f') + rect(6 + i * 9, 10 + 30 * (0.3 + 0.15 * i), 5, 30 * (0.7 - 0.15 * i), i === 0 ? '#ffb020' : '#4ee08c', { opacity: 0.85 });
  const top = glass(c, -40, 12, 90, 50, 3, rect(-40, 12, 90, 50, '#0c1622') + g(meters, { transform: 'translate(-36 3)' }) + rect(10, 20, 32, 3, '#8fb3d6', { opacity: 0.6 }) + rect(10, 27, 22, 3, '#8fb3d6', { opacity: 0.4 }));
  return box3d(c, {
    w: W, h: H, d: D, r: 6, kx: o.kx ?? 0.22, ky: o.ky ?? 0.42, mat: BLACK,
    front: knob(-55) + knob(-25) + knob(5) + jack(c, 40, -24, 3) + led(c, 60, -34, 1.6, '#4ee08c') + led(c, 66, -34, 1.6, '#ffb020') + rect(-80, -8, 160, 2, '#000', { opacity: 0.4 }),
    top: g(top, { transform: 'translate(0 -0)' }) + circle(-62, 40, 8, '#0a0b0d') + circle(62, 40, 8, '#0a0b0d'),
    side: circle(40, -24, 12, '#07080a') + circle(40, -24, 9, '#23272c') + circle(80, -24, 12, '#07080a') + circle(80, -24, 9, '#23272c'),
  });
}

/** Laptop seen from the front, slightly above; origin at the base's front centre. Screen content spans (-w/2, -h) … (w/2, 0) of the screen. */
export function laptop(c: Ctx, screen: string, o: { w?: number } = {}): string {
  const w = o.w ?? 340, h = w * 0.64, base = w * 0.07;
  const shell = c.lin([[0, '#3b4047'], [1, '#1a1d21']]);
  const deck = c.lin([[0, '#5a616a'], [1, '#2a2e34']]);
  let s = poly([[-w * 0.52, 0], [w * 0.52, 0], [w * 0.47, -base], [-w * 0.47, -base]], deck);
  s += rect(-w * 0.52, 0, w * 1.04, w * 0.012, '#16181b') + rect(-w * 0.1, -base * 0.3, w * 0.2, base * 0.22, '#2a2e34', { rx: 2 });
  const sy = -base - h - w * 0.02;
  s += path(rrPath(-w / 2 - 8, sy - 8, w + 16, h + 16, 10), shell) + rect(-w / 2, sy, w, h, '#000');
  s += g(g(screen, { transform: `translate(0 ${f(sy + h)}) scale(${f(w / 1000)})` }), { 'clip-path': c.clip(`M${f(-w / 2)} ${f(sy)}h${f(w)}v${f(h)}h${f(-w)}Z`) });
  s += poly([[-w / 2, sy], [w * 0.05, sy], [-w * 0.2, sy + h], [-w / 2, sy + h]], '#fff', { opacity: 0.035 });
  return s + rim(`M${f(-w / 2 - 2)} ${f(sy - 8)}H${f(w / 2 + 2)}`, 1, 0.35);
}

/** Phone, upright; origin bottom centre. Screen content is drawn in a 1000 × 2160 unit box. */
export function phone(c: Ctx, screen: string, o: { w?: number } = {}): string {
  const w = o.w ?? 75, h = w * 2.16, r = w * 0.14;
  const frame = c.lin([[0, '#6b737c'], [0.5, '#2a2e33'], [1, '#5d646c']], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const sd = rrPath(-w / 2 + w * 0.035, -h + w * 0.035, w * 0.93, h - w * 0.07, r * 0.8);
  return path(rrPath(-w / 2, -h, w, h, r), frame) + path(rrPath(-w / 2 + 0.8, -h + 0.8, w - 1.6, h - 1.6, r), '#050506') +
    g(g(screen, { transform: `translate(${f(-w / 2 + w * 0.035)} ${f(-h + w * 0.035)}) scale(${f((w * 0.93) / 1000)})` }), { 'clip-path': c.clip(sd) }) +
    path(rrPath(-w * 0.14, -h + w * 0.07, w * 0.28, w * 0.08, w * 0.04), '#000') +
    poly([[-w / 2, -h], [w * 0.1, -h], [-w / 2, -h * 0.45]], '#fff', { opacity: 0.04 });
}

/** Broadcast dynamic microphone on a boom arm reaching in from the left (right when flipped); origin at the capsule centre. */
export function podcastMic(c: Ctx, flip = false): string {
  const grille = c.lin([[0, '#6d757e'], [0.4, '#2b3036'], [1, '#0f1113']], { x1: 0, y1: 0, x2: 1, y2: 0 });
  let s = path('M-40 60L-330 -120L-900 -60', 'none', { stroke: '#141619', 'stroke-width': 12, 'stroke-linejoin': 'round' }) + rim('M-40 56L-330 -124L-900 -64', 1.5, 0.25) + circle(-330, -120, 12, '#0c0d10');
  s += path(rrPath(-38, -110, 76, 220, 36), grille);
  for (let y = -95; y < 40; y += 7) s += rect(-34, y, 68, 2.5, '#07080a', { opacity: 0.45 });
  s += rect(-40, 40, 80, 60, c.lin([[0, '#2a2f35'], [1, '#0c0e10']], { x1: 0, y1: 0, x2: 1, y2: 0 }), { rx: 6 }) + circle(40, 20, 12, '#1a1d21') + rim('M-30 -104Q0 -118 30 -104', 2, 0.4);
  return flip ? g(s, { transform: 'scale(-1 1)' }) : s;
}
