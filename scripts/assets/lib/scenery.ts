/**
 * Editorial scenery: people silhouettes (crew, audience), mountain ridges, city
 * skylines with lit windows, stage truss with lights, stars.
 */
import type { Ctx } from './svg.js';
import { circle, f, g, path, poly, rect } from './svg.js';

export type Pose = 'stand' | 'operator' | 'slate' | 'point' | 'boom' | 'walk' | 'talk';

const POSES: Record<Pose, { arms: [number, number, number, number]; legs: [number, number, number, number] }> = {
  // [upperL, foreL, upperR, foreR] degrees from straight down, positive = towards facing direction
  stand: { arms: [-8, -4, 10, 20], legs: [-4, -4, 4, 4] },
  operator: { arms: [60, 150, 40, 120], legs: [-8, -6, 10, 6] },
  slate: { arms: [85, 95, 20, 60], legs: [-5, -5, 6, 6] },
  point: { arms: [100, 105, 10, 15], legs: [-6, -3, 8, 4] },
  boom: { arms: [150, 170, 135, 175], legs: [-10, -8, 10, 8] },
  walk: { arms: [-25, -15, 25, 40], legs: [-18, -8, 20, 2] },
  talk: { arms: [20, 70, -6, 10], legs: [-3, -3, 3, 3] },
};

/** A human silhouette standing on (x, y), h pixels tall, with an optional rim light on one side. */
export function person(x: number, y: number, h: number, o: { pose?: Pose; facing?: 1 | -1; fill?: string; rim?: string; rimSide?: 1 | -1 } = {}): string {
  const u = h / 8, dir = o.facing ?? 1, P = POSES[o.pose ?? 'stand'];
  const rad = (d: number) => (d * Math.PI) / 180;
  const limb = (sx: number, sy: number, a1: number, a2: number, l1: number, l2: number) => {
    const ex = sx + Math.sin(rad(a1)) * l1 * dir, ey = sy + Math.cos(rad(a1)) * l1;
    const hx = ex + Math.sin(rad(a2)) * l2 * dir, hy = ey + Math.cos(rad(a2)) * l2;
    return `M${f(sx)} ${f(sy)}L${f(ex)} ${f(ey)}L${f(hx)} ${f(hy)}`;
  };
  const sy = -h + 1.55 * u, hy = -h + 4.1 * u;
  const body = (fill: string) =>
    g(
      `<ellipse cx="${f(0.1 * u * dir)}" cy="${f(-h + 0.55 * u)}" rx="${f(0.42 * u)}" ry="${f(0.55 * u)}"/>` +
      `<path d="M${f(-0.95 * u)} ${f(sy - 0.2 * u)}Q0 ${f(sy - 0.55 * u)} ${f(0.95 * u)} ${f(sy - 0.2 * u)}L${f(0.75 * u)} ${f(hy)}H${f(-0.75 * u)}Z"/>` +
      `<rect x="${f(-0.18 * u)}" y="${f(-h + 0.9 * u)}" width="${f(0.36 * u)}" height="${f(0.6 * u)}"/>` +
      path(limb(-0.75 * u * dir, sy, P.arms[0], P.arms[1], 1.5 * u, 1.35 * u) + limb(0.75 * u * dir, sy, P.arms[2], P.arms[3], 1.5 * u, 1.35 * u), 'none', { stroke: fill, 'stroke-width': 0.5 * u, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
      path(limb(-0.38 * u, hy - 0.2 * u, P.legs[0], P.legs[1], 2 * u, 2 * u) + limb(0.38 * u, hy - 0.2 * u, P.legs[2], P.legs[3], 2 * u, 2 * u), 'none', { stroke: fill, 'stroke-width': 0.68 * u, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      { fill },
    );
  const rs = (o.rimSide ?? 1) * u * 0.035;
  return g((o.rim ? g(body(o.rim), { transform: `translate(${f(rs)} ${f(-u * 0.02)})`, opacity: 0.55 }) : '') + body(o.fill ?? '#07080a'), { transform: `translate(${f(x)} ${f(y)})` });
}

/** Where the hands of `person(x, y, h, {pose, facing})` are (back hand first), e.g. to attach a boom pole. */
export function hands(x: number, y: number, h: number, pose: Pose, facing: 1 | -1 = 1): [[number, number], [number, number]] {
  const u = h / 8, P = POSES[pose], sy = y - h + 1.55 * u;
  const rad = (d: number) => (d * Math.PI) / 180;
  const end = (sx: number, a1: number, a2: number): [number, number] =>
    [sx + (Math.sin(rad(a1)) * 1.5 * u + Math.sin(rad(a2)) * 1.35 * u) * facing, sy + Math.cos(rad(a1)) * 1.5 * u + Math.cos(rad(a2)) * 1.35 * u];
  return [end(x - 0.75 * u * facing, P.arms[0], P.arms[1]), end(x + 0.75 * u * facing, P.arms[2], P.arms[3])];
}

/** A boom pole through the hands of a 'boom' pose person (facing right), microphone at the front. */
export function boomPole(x: number, y: number, h: number, fill = '#07080a'): string {
  const [[bx, by], [fx, fy]] = hands(x, y, h, 'boom', 1);
  const l = Math.hypot(fx - bx, fy - by), ux = (fx - bx) / l, uy = (fy - by) / l, len = h * 0.8;
  const ex = bx + ux * len, ey = by + uy * len;
  return path(`M${f(bx - ux * h * 0.08)} ${f(by - uy * h * 0.08)}L${f(ex)} ${f(ey)}`, 'none', { stroke: fill, 'stroke-width': h * 0.014 }) +
    g(rect(-h * 0.06, -h * 0.025, h * 0.12, h * 0.05, fill, { rx: h * 0.025 }), { transform: `translate(${f(ex)} ${f(ey)}) rotate(${f((Math.atan2(uy, ux) * 180) / Math.PI)})` });
}

/** Rows of audience heads and shoulders, some with raised phones glowing. */
export function crowd(c: Ctx, y: number, rows: number, o: { fill?: string; rim?: string; phones?: number; size?: number } = {}): string {
  const fill = o.fill ?? '#05060a';
  let s = '';
  for (let r = 0; r < rows; r++) {
    const size = (o.size ?? c.h * 0.07) * (1 + r * 0.35), yy = y + r * size * 0.55;
    let row = '';
    for (let x = -size; x < c.w + size; x += size * c.r(0.75, 1.05)) {
      const hx = x + c.r(-size * 0.1, size * 0.1), hy = yy - c.r(0, size * 0.3);
      row += circle(hx, hy, size * 0.24, fill) + path(`M${f(hx - size * 0.55)} ${f(hy + size * 1.6)}Q${f(hx - size * 0.5)} ${f(hy + size * 0.35)} ${f(hx)} ${f(hy + size * 0.32)}Q${f(hx + size * 0.5)} ${f(hy + size * 0.35)} ${f(hx + size * 0.55)} ${f(hy + size * 1.6)}Z`, fill);
      if (c.r() < (o.phones ?? 0.08)) {
        const px = hx + size * 0.35, py = hy - size * 0.7;
        row += path(`M${f(hx + size * 0.3)} ${f(hy + size * 0.5)}L${f(px)} ${f(py + size * 0.1)}`, 'none', { stroke: fill, 'stroke-width': size * 0.14, 'stroke-linecap': 'round' });
        row += rect(px - size * 0.08, py - size * 0.14, size * 0.16, size * 0.26, '#dff0ff', { opacity: 0.85, rx: size * 0.02 }) + circle(px, py, size * 0.6, c.rad([[0, '#cfe6ff', 0.25], [1, '#cfe6ff', 0]]));
      }
    }
    s += g(row, { fill });
  }
  return s;
}

/** A jagged ridge line from left to right (midpoint displacement), filled down to `bottom`. */
export function ridge(c: Ctx, y: number, amp: number, fill: string, o: { bottom?: number; rough?: number; peaks?: number; x0?: number; x1?: number } = {}): string {
  const n = 64, x0 = o.x0 ?? -20, x1 = o.x1 ?? c.w + 20, rough = o.rough ?? 0.55;
  const ys = new Array(n + 1).fill(0).map(() => 0);
  const step = (a: number, b: number, d: number) => {
    if (b - a < 2) return;
    const m = (a + b) >> 1;
    ys[m] = ((ys[a] ?? 0) + (ys[b] ?? 0)) / 2 + c.r(-d, d);
    step(a, m, d * rough); step(m, b, d * rough);
  };
  ys[0] = c.r(-amp * 0.5, 0); ys[n] = c.r(-amp * 0.5, 0);
  step(0, n, amp);
  const pts: Array<[number, number]> = ys.map((v, i) => [x0 + ((x1 - x0) * i) / n, y + v]);
  return poly([...pts, [x1, o.bottom ?? c.h], [x0, o.bottom ?? c.h]], fill);
}

/** City skyline with lit windows; returns buildings from x0 to x1 standing on `y`. */
export function skyline(c: Ctx, y: number, o: { hMin: number; hMax: number; fill: string; lit?: number; windowColors?: string[]; x0?: number; x1?: number; wMin?: number; wMax?: number }): string {
  let s = '', win = '';
  const colors = o.windowColors ?? ['#ffd79a', '#fff1d6', '#9fd0ff'];
  for (let x = o.x0 ?? -20; x < (o.x1 ?? c.w + 20);) {
    const w = c.r(o.wMin ?? 60, o.wMax ?? 180), h = c.r(o.hMin, o.hMax);
    s += rect(x, y - h, w, h + 2, o.fill);
    if (c.r() < 0.25) s += rect(x + w * 0.45, y - h - h * 0.12, 3, h * 0.12, o.fill);
    const cw = Math.max(5, w / 14), ch = cw * 1.3;
    for (let wy = y - h + ch; wy < y - ch; wy += ch * 2) for (let wx = x + cw; wx < x + w - cw; wx += cw * 2) {
      if (c.r() < (o.lit ?? 0.3)) win += rect(wx, wy, cw, ch, c.pick(colors), { opacity: c.r(0.35, 0.95) });
    }
    x += w + c.r(-10, 20);
  }
  return s + win;
}

/** Stars (small dots, some brighter). */
export function stars(c: Ctx, n: number, yMax: number, x0 = 0, x1 = c.w, y0 = 0): string {
  let s = '';
  for (let i = 0; i < n; i++) s += circle(c.r(x0, x1), c.r(y0, yMax), c.r(0.6, 2.2), '#fff', { opacity: c.r(0.2, 0.9) });
  return s;
}

/** A horizontal box-truss beam with lattice. */
export function truss(x0: number, x1: number, y: number, h: number, color = '#2a2f36'): string {
  const s = rect(x0, y, x1 - x0, h * 0.12, color) + rect(x0, y + h * 0.88, x1 - x0, h * 0.12, color);
  let d = '';
  for (let x = x0; x < x1; x += h) d += `M${f(x)} ${f(y + h)}L${f(x + h / 2)} ${f(y)}L${f(x + h)} ${f(y + h)}`;
  return s + path(d, 'none', { stroke: color, 'stroke-width': h * 0.07 });
}
