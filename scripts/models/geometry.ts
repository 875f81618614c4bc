/**
 * Geometry toolkit for the product models, in millimetres (make-models.ts converts to metres).
 *
 * Everything is built from a few primitives with exact normals, so the models stay small
 * and shade cleanly:
 * - `slab`: a rounded rectangle extruded along Z with rounded (bevelled) edges; with
 *   w = h = 2r it is a disc (buttons, LEDs, connector collars).
 * - `flat`: convex polygons lying in z = 0, facing +Z (decals: display digits, printed
 *   stripes, etched lettering, port openings).
 * - `sevenSegment` and `lettering`: the polygons for timecode digits and the wordmark.
 * A `Part` collects placed pieces and merges them into one mesh per material.
 */
import { BufferGeometry, CylinderGeometry, Euler, Float32BufferAttribute, Group, Matrix4, Mesh, Quaternion, Vector3 } from 'three';
import type { Material } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export type Pt = [number, number];

const DEG = Math.PI / 180;

function indexed(pos: number[], nrm: number[], idx: number[]): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pos, 3));
  g.setAttribute('normal', new Float32BufferAttribute(nrm, 3));
  g.setIndex(idx);
  return g;
}

/**
 * Rounded slab centred at the origin: outline w × h with corner radius r (in XY), depth d
 * along Z, every edge rounded with radius e. The front face is at z = +d/2.
 * `seg` points per quarter corner, `bevel` steps per quarter edge round.
 */
export function slab(w: number, h: number, d: number, r: number, e = 0, seg = 6, bevel = 3): BufferGeometry {
  r = Math.min(r, w / 2, h / 2);
  e = Math.max(0, Math.min(e, r, d / 2));
  if (e === 0) bevel = 1;
  const ri = r - e;
  const corners: Array<[number, number, number]> = [
    [w / 2 - r, -(h / 2 - r), -90], [w / 2 - r, h / 2 - r, 0], [-(w / 2 - r), h / 2 - r, 90], [-(w / 2 - r), -(h / 2 - r), 180],
  ];
  // inset outline (counter-clockwise seen from +Z) with outward normals
  const ring: Array<{ x: number; y: number; nx: number; ny: number }> = [];
  for (const [cx, cy, a0] of corners) {
    for (let i = 0; i <= seg; i++) {
      const a = (a0 + (90 * i) / seg) * DEG;
      const nx = Math.cos(a), ny = Math.sin(a);
      ring.push({ x: cx + ri * nx, y: cy + ri * ny, nx, ny });
    }
  }
  const n = ring.length;
  const pos: number[] = [], nrm: number[] = [], idx: number[] = [];
  // rings from the front cap edge (θ = 0) round the front edge, down the side, round the back edge (θ = π)
  const thetas: number[] = [];
  for (let k = 0; k <= bevel; k++) thetas.push((Math.PI / 2) * (k / bevel));
  for (let k = 0; k <= bevel; k++) thetas.push(Math.PI / 2 + (Math.PI / 2) * (k / bevel));
  thetas.forEach((t, j) => {
    const zc = j <= bevel ? d / 2 - e : -(d / 2 - e);
    const s = Math.sin(t), c = Math.cos(t);
    for (const p of ring) {
      pos.push(p.x + p.nx * e * s, p.y + p.ny * e * s, zc + e * c);
      nrm.push(p.nx * s, p.ny * s, c);
    }
  });
  for (let j = 0; j < thetas.length - 1; j++) {
    const a = j * n, b = (j + 1) * n;
    for (let i = 0; i < n; i++) {
      const i1 = (i + 1) % n;
      idx.push(a + i, b + i, b + i1, a + i, b + i1, a + i1);
    }
  }
  // caps: fans from the centre over the first and last rings (their normals are ±Z already)
  const last = (thetas.length - 1) * n;
  const cf = pos.length / 3;
  pos.push(0, 0, d / 2); nrm.push(0, 0, 1);
  const cb = cf + 1;
  pos.push(0, 0, -d / 2); nrm.push(0, 0, -1);
  for (let i = 0; i < n; i++) {
    const i1 = (i + 1) % n;
    idx.push(cf, i, i1);
    idx.push(cb, last + i1, last + i);
  }
  return indexed(pos, nrm, idx);
}

/** A disc of radius r and thickness d along Z with rounded rim e. */
export const disc = (r: number, d: number, e = 0, seg = 5, bevel = 2): BufferGeometry => slab(2 * r, 2 * r, d, r, e, seg, bevel);

/** Plain cylinder along Z (radial segments `n`; n = 6 gives a hex nut). */
export function cylinderZ(r: number, len: number, n = 24): BufferGeometry {
  const g = new CylinderGeometry(r, r, len, n, 1, false, n === 6 ? Math.PI / 6 : 0);
  g.deleteAttribute('uv');
  g.rotateX(Math.PI / 2);
  return g;
}

const area = (p: Pt[]): number => p.reduce((s, [x, y], i) => { const [x2, y2] = p[(i + 1) % p.length]!; return s + x * y2 - x2 * y; }, 0) / 2;

/** Convex polygons in z = 0 facing +Z, each fan-triangulated. */
export function flat(polys: Pt[][]): BufferGeometry {
  const pos: number[] = [], nrm: number[] = [], idx: number[] = [];
  // polygons that touch (arc quads, segments of one glyph) share their corner vertices
  const seen = new Map<string, number>();
  const vertex = ([x, y]: Pt): number => {
    const key = `${x.toFixed(4)} ${y.toFixed(4)}`;
    let i = seen.get(key);
    if (i === undefined) {
      i = pos.length / 3;
      seen.set(key, i);
      pos.push(x, y, 0);
      nrm.push(0, 0, 1);
    }
    return i;
  };
  for (const raw of polys) {
    if (raw.length < 3 || Math.abs(area(raw)) < 1e-9) continue;
    const p = (area(raw) < 0 ? [...raw].reverse() : raw).map(vertex);
    for (let i = 1; i < p.length - 1; i++) idx.push(p[0]!, p[i]!, p[i + 1]!);
  }
  return indexed(pos, nrm, idx);
}

/** Regular polygon approximating a circle (or an ellipse with ry). */
export function circle(cx: number, cy: number, r: number, n = 24, ry = r): Pt[] {
  return Array.from({ length: n }, (_, i): Pt => [cx + r * Math.cos((2 * Math.PI * i) / n), cy + ry * Math.sin((2 * Math.PI * i) / n)]);
}

/** Rounded rectangle outline centred at (cx, cy). */
export function roundRect(cx: number, cy: number, w: number, h: number, r: number, seg = 4): Pt[] {
  r = Math.min(r, w / 2, h / 2);
  const pts: Pt[] = [];
  const cs: Array<[number, number, number]> = [[w / 2 - r, -(h / 2 - r), -90], [w / 2 - r, h / 2 - r, 0], [-(w / 2 - r), h / 2 - r, 90], [-(w / 2 - r), -(h / 2 - r), 180]];
  for (const [x, y, a0] of cs) for (let i = 0; i <= seg; i++) {
    const a = (a0 + (90 * i) / seg) * DEG;
    pts.push([cx + x + r * Math.cos(a), cy + y + r * Math.sin(a)]);
  }
  return pts;
}

export const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];

/** Ring (annulus) between radii as quads: for round marks that need a hole. */
export function ring(cx: number, cy: number, r0: number, r1: number, n = 24, sy = 1): Pt[][] {
  const q: Pt[][] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n, b = (2 * Math.PI * (i + 1)) / n;
    q.push([[cx + r0 * Math.cos(a), cy + sy * r0 * Math.sin(a)], [cx + r1 * Math.cos(a), cy + sy * r1 * Math.sin(a)], [cx + r1 * Math.cos(b), cy + sy * r1 * Math.sin(b)], [cx + r0 * Math.cos(b), cy + sy * r0 * Math.sin(b)]]);
  }
  return q;
}

/** Sutherland–Hodgman clip of a polygon to an axis-aligned rectangle. */
export function clipToRect(poly: Pt[], x0: number, y0: number, x1: number, y1: number): Pt[] {
  const edges: Array<[(p: Pt) => boolean, (a: Pt, b: Pt) => Pt]> = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => p[1] <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  let out = poly;
  for (const [inside, cut] of edges) {
    const src = out;
    out = [];
    for (let i = 0; i < src.length; i++) {
      const a = src[i]!, b = src[(i + 1) % src.length]!;
      if (inside(b)) { if (!inside(a)) out.push(cut(a, b)); out.push(b); } else if (inside(a)) out.push(cut(a, b));
    }
    if (!out.length) break;
  }
  return out;
}

// ---- 7-segment digits: the same segment shapes as scripts/assets/lib/segments.ts ----

const SEG_MAP: Record<string, string> = {
  '0': 'abcdef', '1': 'bc', '2': 'abdeg', '3': 'abcdg', '4': 'bcfg', '5': 'acdfg', '6': 'acdefg', '7': 'abc', '8': 'abcdefg', '9': 'abcdfg', '-': 'g', ' ': '',
};
const SW = 0.56, ST = 0.105, SGAP = 0.014, SADV = SW + 0.17, SCOLON = 0.26;
// segment polygons in a y-down unit cell (as in the SVG drawings)
function hseg(y: number): Pt[] {
  const x0 = ST / 2 + SGAP, x1 = SW - ST / 2 - SGAP;
  return [[x0, y], [x0 + ST / 2, y - ST / 2], [x1 - ST / 2, y - ST / 2], [x1, y], [x1 - ST / 2, y + ST / 2], [x0 + ST / 2, y + ST / 2]];
}
function vseg(x: number, y0: number, y1: number): Pt[] {
  y0 += SGAP; y1 -= SGAP;
  return [[x, y0], [x + ST / 2, y0 + ST / 2], [x + ST / 2, y1 - ST / 2], [x, y1], [x - ST / 2, y1 - ST / 2], [x - ST / 2, y0 + ST / 2]];
}
const SEGS: Record<string, Pt[]> = {
  a: hseg(ST / 2), g: hseg(0.5), d: hseg(1 - ST / 2), f: vseg(ST / 2, ST / 2, 0.5), b: vseg(SW - ST / 2, ST / 2, 0.5), e: vseg(ST / 2, 0.5, 1 - ST / 2), c: vseg(SW - ST / 2, 0.5, 1 - ST / 2),
};

/**
 * Lit and unlit segment polygons for `text` with digit height `h`, centred on (0, 0),
 * slanted like the drawings (7°).
 */
export function sevenSegment(text: string, h: number): { on: Pt[][]; off: Pt[][]; width: number } {
  let w = 0;
  for (const ch of text) w += ch === ':' ? SCOLON : SADV;
  w -= 0.17;
  const slant = Math.tan(7 * DEG);
  // y-down cell → y-up, slanted, centred, scaled
  const tf = (cx: number) => ([x, y]: Pt): Pt => {
    const yu = 1 - y;
    return [(cx + x + slant * (yu - 0.5) - w / 2) * h, (yu - 0.5) * h];
  };
  const on: Pt[][] = [], off: Pt[][] = [];
  let cx = 0;
  for (const ch of text) {
    if (ch === ':') {
      for (const yy of [0.3, 0.72]) on.push(rect(cx + 0.02, yy - ST / 2, cx + 0.02 + ST, yy + ST / 2).map(tf(0)));
      cx += SCOLON;
      continue;
    }
    const lit = SEG_MAP[ch] ?? '';
    for (const k of 'abcdefg') (lit.includes(k) ? on : off).push(SEGS[k]!.map(tf(cx)));
    cx += SADV;
  }
  return { on, off, width: w * h };
}

// ---- Wordmark lettering: a geometric bold sans built from convex strokes (cap height 1) ----

const S = 0.17; // stroke
/** Parallelogram with horizontal ends from (x0, y0) to (x1, y1), horizontal thickness t. */
const diag = (x0: number, y0: number, x1: number, y1: number, t: number): Pt[] => [[x0, y0], [x0 + t, y0], [x1 + t, y1], [x1, y1]];
/** Elliptic arc band from angle a0 to a1 (degrees) as quads. */
function arc(cx: number, cy: number, rx: number, ry: number, t: number, a0: number, a1: number, n: number): Pt[][] {
  const q: Pt[][] = [];
  for (let i = 0; i < n; i++) {
    const a = (a0 + ((a1 - a0) * i) / n) * DEG, b = (a0 + ((a1 - a0) * (i + 1)) / n) * DEG;
    const o = (u: number, sx: number, sy: number): Pt => [cx + sx * Math.cos(u), cy + sy * Math.sin(u)];
    q.push([o(a, rx - t * 1.08, ry - t), o(a, rx, ry), o(b, rx, ry), o(b, rx - t * 1.08, ry - t)]);
  }
  return q;
}
const GLYPHS: Record<string, { w: number; p: Pt[][] }> = {
  K: { w: 0.62, p: [rect(0, 0, S, 1), diag(S * 0.6, 0.36, 0.62 - S * 1.25, 1, S * 1.25), diag(0.62 - S * 1.3, 0, S * 1.35, 0.56, S * 1.3)] },
  A: { w: 0.7, p: [diag(0, 0, 0.35 - S * 0.62, 1, S * 1.24), diag(0.7 - S * 1.24, 0, 0.35 - S * 0.62, 1, S * 1.24), rect(0.16, 0.22, 0.54, 0.22 + S * 0.9)] },
  I: { w: S, p: [rect(0, 0, S, 1)] },
  R: { w: 0.6, p: [rect(0, 0, S, 1), rect(0, 1 - S, 0.31, 1), rect(0, 0.42, 0.31, 0.42 + S), ...arc(0.31, 0.71, 0.27, 0.29, S, -90, 90, 10), diag(0.6 - S * 1.3, 0, 0.25, 0.44, S * 1.3)] },
  O: { w: 0.8, p: arc(0.4, 0.5, 0.4, 0.5, S, 0, 360, 28) },
  T: { w: 0.62, p: [rect(0, 1 - S, 0.62, 1), rect(0.31 - S / 2, 0, 0.31 + S / 2, 1)] },
  N: { w: 0.68, p: [rect(0, 0, S, 1), rect(0.68 - S, 0, 0.68, 1), diag(0.68 - S * 1.3, 0, 0, 1, S * 1.3)] },
  E: { w: 0.52, p: [rect(0, 0, S, 1), rect(0, 1 - S, 0.52, 1), rect(0, 0.5 - S / 2, 0.47, 0.5 + S / 2), rect(0, 0, 0.52, S)] },
};

/**
 * Polygons of `text` (letters K A I R O T N E) with cap height `cap`, extra letter spacing
 * `spacing` (mm), centred horizontally on x = 0 with the baseline at y = 0.
 */
export function lettering(text: string, cap: number, spacing: number): Pt[][] {
  const gap = 0.09 * cap + spacing;
  const glyphs = [...text].map((ch) => {
    const g = GLYPHS[ch];
    if (!g) throw new Error(`no glyph for "${ch}"`);
    return g;
  });
  const total = glyphs.reduce((s, g) => s + g.w * cap, 0) + gap * (glyphs.length - 1);
  const out: Pt[][] = [];
  let x = -total / 2;
  for (const g of glyphs) {
    for (const poly of g.p) out.push(poly.map(([px, py]): Pt => [x + px * cap, py * cap]));
    x += g.w * cap + gap;
  }
  return out;
}

// ---- Placement and merging ----

export interface Place { at?: [number, number, number]; rot?: [number, number, number] }

/** Rotations (degrees) that turn a +Z-facing piece to face each side of a box. */
export const FACE = {
  front: [0, 0, 0], back: [0, 180, 0], top: [-90, 0, 0], bottom: [90, 0, 0], right: [0, 90, 0], left: [0, -90, 0],
} satisfies Record<string, [number, number, number]>;

/** Collects placed geometries and merges them into one mesh per material. */
export class Part {
  private readonly pieces = new Map<Material, BufferGeometry[]>();

  add(geo: BufferGeometry, mat: Material, o: Place = {}): this {
    const [x, y, z] = o.at ?? [0, 0, 0];
    const [rx, ry, rz] = o.rot ?? [0, 0, 0];
    const m = new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromEuler(new Euler(rx * DEG, ry * DEG, rz * DEG, 'XYZ')), new Vector3(1, 1, 1));
    const g = geo.clone().applyMatrix4(m);
    for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name);
    if (!g.index) g.setIndex(Array.from({ length: g.attributes.position!.count }, (_, i) => i));
    const list = this.pieces.get(mat) ?? [];
    list.push(g);
    this.pieces.set(mat, list);
    return this;
  }

  /** One mesh per material (in the order materials were first used), named `name-material`. */
  build(name: string): Group {
    const group = new Group();
    group.name = name;
    for (const [mat, list] of this.pieces) {
      const merged = mergeGeometries(list, false);
      if (!merged) throw new Error(`cannot merge ${name}/${mat.name}`);
      const mesh = new Mesh(merged, mat);
      mesh.name = `${name}-${mat.name}`;
      group.add(mesh);
    }
    return group;
  }
}
