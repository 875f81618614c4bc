/**
 * Kairotone Slate One, after `slate()` in scripts/assets/devices.ts, at the spec sheet's
 * 280 × 240 × 28 mm (sticks closed): a black anodised frame with a glossy acrylic face,
 * a wide display with 36 mm amber 7-segment digits, printed fields for scene/take/roll,
 * status LEDs, etched wordmark, and two striped clapper sticks on a hinge at the left.
 * The top stick is its own node (`clapper`) pivoting on the hinge axis (local Z), opened
 * 14°; setting its rotation.z to 0 closes it. Built in millimetres, front facing +Z.
 */
import { Group } from 'three';
import type { Pt } from './geometry.js';
import { FACE, Part, circle, clipToRect, cylinderZ, disc, flat, lettering, rect, ring, roundRect, sevenSegment, slab } from './geometry.js';
import { materials } from './materials.js';

export const SLATE_TIMECODE = '10:24:37:12';
/** Opening angle of the top stick, degrees. */
export const SLATE_OPEN_DEG = 14;

const EPS = 0.05;

/** Diagonal clapper stripes (the light bands) filling a w × h area centred on the origin. */
function stripes(w: number, h: number): Pt[][] {
  const band = h * 1.1, period = h * 2.2, polys: Pt[][] = [];
  for (let x = -h; x < w + h; x += period) {
    // light band: bottom edge x+band..x+2band, top edge x+2band..x+3band (rising to the right)
    const p: Pt[] = [[x + band, 0], [x + 2 * band, 0], [x + 3 * band, h], [x + 2 * band, h]];
    const c = clipToRect(p.map(([px, py]): Pt => [px - w / 2, py - h / 2]), -w / 2, -h / 2, w / 2, h / 2);
    if (c.length >= 3) polys.push(c);
  }
  return polys;
}

/** One clapper stick centred at (x, y): black body with printed stripes on both faces. */
function stick(p: Part, m: ReturnType<typeof materials>, x: number, y: number, w: number, h: number, d: number): void {
  p.add(slab(w, h, d, 3, 1.2, 4, 3), m.stickBlack, { at: [x, y, 0] });
  const s = flat(stripes(w - 3, h - 3));
  p.add(s, m.stickWhite, { at: [x, y, d / 2 + EPS] });
  p.add(s, m.stickWhite, { at: [x, y, -d / 2 - EPS], rot: FACE.back });
}

export function slateModel(): Group {
  const m = materials();
  const W = 280, HB = 186, DB = 26;
  const zf = DB / 2;
  // the drawing is 150 units wide with a 104-unit board: scale its positions to millimetres
  const ux = W / 150, uy = HB / 104;
  const body = new Part();

  // frame and acrylic face
  body.add(slab(W, HB, DB, 9, 1.5, 10, 4), m.frame, { at: [0, HB / 2, 0] });
  body.add(slab(W - 10, HB - 10, 1.6, 6, 0.4, 8, 2), m.acrylic, { at: [0, HB / 2, zf + 0.2] });
  const za = zf + 1;

  // display: glass window with the timecode
  const dy = HB - (10 + 16) * uy;
  body.add(flat([roundRect(0, 0, 255.4, 58.4, 5, 5)]), m.hole, { at: [0, dy, za + EPS] });
  body.add(slab(254, 57, 1.2, 4.5, 0.3, 5, 2), m.glass, { at: [0, dy, za] });
  const tc = sevenSegment(SLATE_TIMECODE, 36);
  body.add(flat(tc.on), m.digitsOn, { at: [0, dy, za + 0.6 + EPS] });
  body.add(flat(tc.off), m.digitsOff, { at: [0, dy, za + 0.6 + EPS] });

  // printed fields (scene / take / roll): a marker square and a writing line each
  const fields: Pt[][] = [];
  for (let i = 0; i < 3; i++) {
    const line = (42 - i * 14) * uy, sq = (50.5 - i * 14) * uy;
    fields.push(rect(-66 * ux, line - 0.45, (i === 2 ? 10 : 66) * ux, line + 0.45));
    fields.push(rect(-66 * ux, sq - 1.5 * uy, -63 * ux, sq + 1.5 * uy));
  }
  body.add(flat(fields), m.print, { at: [0, 0, za + EPS] });

  // status LEDs (amber: radio, green: power) and the etched wordmark
  for (const [x, mat] of [[53, m.ledAmber], [60, m.ledGreen]] as const) {
    body.add(flat([circle(0, 0, 3.4, 24)]), m.hole, { at: [x * ux, 14 * uy, za + EPS] });
    body.add(disc(2.2, 1.6, 0.7, 4, 2), mat, { at: [x * ux, 14 * uy, za] });
  }
  body.add(flat(lettering('KAIROTONE', 5.5, 2.1)), m.etch, { at: [38 * ux, 22 * uy, za + EPS] });

  // screws holding the acrylic face
  const screws: Array<[number, number, number]> = [[-127, 10.7, 20], [127, 10.7, -35], [-127, 175.3, 65], [127, 175.3, 5]];
  for (const [x, y, a] of screws) {
    body.add(flat([circle(0, 0, 3, 24)]), m.hole, { at: [x, y, za + EPS] });
    body.add(disc(2.4, 0.8, 0.3, 3, 1), m.screw, { at: [x, y, za] });
    body.add(flat([rect(-1.4, -0.25, 1.4, 0.25)]), m.hole, { at: [x, y, za + 0.4 + EPS], rot: [0, 0, a] });
  }

  // right side: USB-C and the 5-pin LEMO timecode connector
  const xr = W / 2;
  body.add(flat([roundRect(0, 0, 9.2, 3.6, 1.8, 5)]), m.screw, { at: [xr + EPS, 40, 0], rot: FACE.right });
  body.add(flat([roundRect(0, 0, 8.4, 2.8, 1.4, 5)]), m.hole, { at: [xr + 2 * EPS, 40, 0], rot: FACE.right });
  body.add(flat([rect(-2.6, -0.32, 2.6, 0.32)]), m.portGrey, { at: [xr + 3 * EPS, 40, 0], rot: FACE.right });
  body.add(cylinderZ(4.6, 3, 24), m.alu, { at: [xr + 1.5, 72, 0], rot: FACE.right });
  body.add(flat([circle(0, 0, 3, 24)]), m.hole, { at: [xr + 3 + EPS, 72, 0], rot: FACE.right });
  body.add(flat([0, 1, 2, 3, 4].map((i) => circle(1.4 * Math.cos((i * 2 * Math.PI) / 5 + Math.PI / 2), 1.4 * Math.sin((i * 2 * Math.PI) / 5 + Math.PI / 2), 0.32, 10))), m.gold, { at: [xr + 3 + 2 * EPS, 72, 0], rot: FACE.right });
  body.add(flat([circle(0, 3.8, 0.55, 12)]), m.red, { at: [xr + 3 + EPS, 72, 0], rot: FACE.right });

  // bottom: 1/4"-20 and 3/8"-16 threaded inserts
  for (const [x, r] of [[-22, 3.2], [22, 4.8]] as const) {
    body.add(flat(ring(0, 0, r, r + 1.6, 28)), m.alu, { at: [x, -EPS, 0], rot: FACE.bottom });
    body.add(flat([circle(0, 0, r, 28)]), m.hole, { at: [x, -EPS, 0], rot: FACE.bottom });
  }

  // back: battery door with its seam and a small etched wordmark
  body.add(flat([roundRect(0, 0, 151.6, 81.6, 5.8, 5)]), m.hole, { at: [0, 82, -zf - EPS], rot: FACE.back });
  body.add(slab(150, 80, 1, 5, 0.3, 5, 2), m.frame, { at: [0, 82, -zf - 0.2] });
  body.add(flat(lettering('KAIROTONE', 4, 1.4)), m.etch, { at: [0, 80, -zf - 0.7 - EPS], rot: FACE.back });

  // sticks: the lower one fixed on the frame, the upper one hinged on the left
  const hs = 25, ds = 18, gap = 2;
  const yLow = HB + gap + hs / 2;
  stick(body, m, 0, yLow, W, hs, ds);
  const pivot: [number, number] = [-W / 2 + 8, HB + gap + hs + gap / 2];
  body.add(cylinderZ(5.5, ds + 3, 32), m.alu, { at: [pivot[0], pivot[1], 0] });
  body.add(flat([circle(0, 0, 1.8, 16)]), m.hole, { at: [pivot[0], pivot[1], ds / 2 + 1.5 + EPS] });
  body.add(flat([circle(0, 0, 1.8, 16)]), m.hole, { at: [pivot[0], pivot[1], -ds / 2 - 1.5 - EPS], rot: FACE.back });

  const top = new Part();
  stick(top, m, W / 2 - 8, gap / 2 + hs / 2, W, hs, ds);
  const clapper = top.build('clapper');
  clapper.position.set(pivot[0], pivot[1], 0);
  clapper.rotation.z = (SLATE_OPEN_DEG * Math.PI) / 180;

  const root = new Group();
  root.name = 'Kairotone Slate One';
  root.add(body.build('slate'), clapper);
  return root;
}
