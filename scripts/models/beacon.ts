/**
 * Kairotone Beacon, after `beacon()` in scripts/assets/devices.ts: a graphite rounded box
 * 54 × 38 × 16 mm (spec sheet), OLED window with amber timecode, amber status LED and a
 * button on the front, etched wordmark; 3.5 mm jack and BNC on top, USB-C on the right.
 * Built in millimetres, centred on the body, front facing +Z.
 */
import { Group } from 'three';
import { FACE, Part, circle, disc, cylinderZ, flat, lettering, rect, roundRect, sevenSegment, slab } from './geometry.js';
import { materials } from './materials.js';

export const BEACON_TIMECODE = '10:24:37:12';

/** Decal lift above a surface, mm (enough to avoid z-fighting, invisible at any zoom). */
const EPS = 0.05;

export function beaconModel(): Group {
  const m = materials();
  const W = 54, H = 38, D = 16;
  const zf = D / 2, yt = H / 2, xr = W / 2;
  // drawing coordinates (x, y up from the bottom edge) → model coordinates
  const fy = (yUp: number): number => yUp - H / 2;
  const p = new Part();

  p.add(slab(W, H, D, 7, 2.2, 10, 5), m.graphite);

  // front: OLED window with the timecode, flush glass with a thin black bezel
  const win = { x: -8, y: fy(25.5), w: 30, h: 12 };
  p.add(flat([roundRect(0, 0, win.w + 0.8, win.h + 0.8, 2, 4)]), m.hole, { at: [win.x, win.y, zf + EPS] });
  p.add(slab(win.w, win.h, 0.8, 1.6, 0.2, 4, 2), m.glass, { at: [win.x, win.y, zf - 0.1] });
  const tc = sevenSegment(BEACON_TIMECODE, 3.3);
  p.add(flat(tc.on), m.digitsOn, { at: [win.x, win.y, zf + 0.3 + EPS] });
  p.add(flat(tc.off), m.digitsOff, { at: [win.x, win.y, zf + 0.3 + EPS] });

  // status LED in a dark ring, and the button in its recess
  p.add(flat([circle(0, 0, 2.2, 24)]), m.hole, { at: [18.5, fy(26), zf + EPS] });
  p.add(disc(1.3, 1.2, 0.5, 8, 3), m.ledAmber, { at: [18.5, fy(26), zf] });
  p.add(flat([circle(0, 0, 3.7, 32)]), m.hole, { at: [18.5, fy(15), zf + EPS] });
  p.add(disc(3.1, 2, 0.7, 6, 3), m.button, { at: [18.5, fy(15), zf] });

  // etched wordmark and the seam line below it
  p.add(flat(lettering('KAIROTONE', 1.9, 0.73)), m.etch, { at: [-8, fy(11), zf + EPS] });
  p.add(flat([rect(-23, -0.17, 7, 0.17)]), m.hole, { at: [0, fy(6.5), zf + EPS] });

  // top: 3.5 mm TRS jack (left) and BNC (right)
  p.add(flat([circle(0, 0, 3.3, 28)]), m.hole, { at: [-12, yt + EPS, 0], rot: FACE.top });
  p.add(disc(2.6, 1.2, 0.35, 6, 2), m.alu, { at: [-12, yt, 0], rot: FACE.top });
  p.add(flat([circle(0, 0, 1.6, 24)]), m.hole, { at: [-12, yt + 0.6 + EPS, 0], rot: FACE.top });
  p.add(flat([circle(0, 0, 4.3, 28)]), m.hole, { at: [12, yt + EPS, 0], rot: FACE.top });
  p.add(cylinderZ(3.3, 1.4, 6), m.alu, { at: [12, yt + 0.7, 0], rot: FACE.top });
  p.add(cylinderZ(2.3, 2.4, 28), m.alu, { at: [12, yt + 2.5, 0], rot: FACE.top });
  const bncTop = yt + 3.7;
  p.add(flat([circle(0, 0, 1.65, 24)]), m.hole, { at: [12, bncTop + EPS, 0], rot: FACE.top });
  p.add(flat([circle(0, 0, 1.25, 24)]), m.insulator, { at: [12, bncTop + 2 * EPS, 0], rot: FACE.top });
  p.add(flat([circle(0, 0, 0.38, 12)]), m.gold, { at: [12, bncTop + 3 * EPS, 0], rot: FACE.top });

  // right side: USB-C (long axis along the depth) and the clip groove
  p.add(flat([roundRect(0, 0, 9.2, 3.6, 1.8, 5)]), m.screw, { at: [xr + EPS, 0, 0], rot: FACE.right });
  p.add(flat([roundRect(0, 0, 8.4, 2.8, 1.4, 5)]), m.hole, { at: [xr + 2 * EPS, 0, 0], rot: FACE.right });
  p.add(flat([rect(-2.6, -0.32, 2.6, 0.32)]), m.portGrey, { at: [xr + 3 * EPS, 0, 0], rot: FACE.right });
  p.add(flat([rect(-4.8, -0.3, 4.8, 0.3)]), m.hole, { at: [xr + EPS, fy(8), 0], rot: FACE.right });

  // back: hook-and-loop mounting pad
  p.add(slab(34, 26, 1.2, 4, 0.4, 4, 2), m.rubber, { at: [0, 0, -zf - 0.1] });

  const body = p.build('beacon');
  const root = new Group();
  root.name = 'Kairotone Beacon';
  root.add(body);
  return root;
}
