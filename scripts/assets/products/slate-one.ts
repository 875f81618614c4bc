/** Kairotone Slate One: product images. */
import { asset, type AssetDef } from '../types.js';
import { ACCENT, g, rect } from '../lib/svg.js';
import { backdrop, beams, bokeh, glow, haze, vignette } from '../lib/studio.js';
import { place } from '../lib/hardware.js';
import { cinemaCamera, recorder, tripod } from '../lib/rigs.js';
import { beacon, slate } from '../devices.js';
import { badge, closeup, studioShot } from '../scenes.js';

const P = 'products/slate-one';

export const slateAssets: AssetDef[] = [
  asset(`${P}/hero.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => beacon(c, { kx: 0.4, ky: 0.3 }), x: 520, s: 6, foot: 62, y: 1000, blur: 6 },
    { draw: (c) => slate(c, { kx: 0.3, ky: 0.3, open: 16, tc: '10:24:37:12', blurGlow: true }), x: 1330, s: 5.5, foot: 170 },
  ], { horizon: 0.8, spotX: 0.56, spotY: 0.45, bokeh: { n: 24, y: [60, 650] } }), { seed: 21 }),

  // the display, up close
  asset(`${P}/gallery-1.jpg`, 2400, 1600, (c) => closeup(c, (c) => slate(c, { kx: 0.22, ky: 0.25, open: 0, blurGlow: true, tc: '10:24:37:12' }), 1250, 2700, 19, { rot: -4, falloff: 'right' }), { seed: 22 }),

  // held in front of the camera on set: camera soft in the background
  asset(`${P}/gallery-2.jpg`, 2400, 1600, (c) => {
    let s = backdrop(c, 'night', { horizon: 0.95, spotX: 0.7, spotY: 0.3, spotR: 0.6 });
    s += bokeh(c, { n: 30, x: [0, 2400], y: [40, 1100], r: [30, 140], colors: [ACCENT, '#9cc2ff', '#ffe2b8'], opacity: [0.05, 0.2] });
    s += beams(c, [{ x1: 2500, y1: -100, x2: 1500, y2: 1700, w: 1100, color: '#dfe9ff', opacity: 0.12, w0: 120 }], 24);
    const rig = place(tripod(c, 420) + g(cinemaCamera(c, { side: beacon(c, { kx: 0, ky: 0.08 }) }), { transform: 'translate(0 -420)' }), 1750, 2000, 2.4);
    s += g(rig, { filter: c.blur(9, 0.05), opacity: 0.85 });
    s += haze(c, 1250, '#a8bdd6', 0.08, 5);
    s += place(slate(c, { kx: 0.12, ky: 0.18, open: 24, tc: '10:24:37:12' }), 900, 1360, 7.5, -6);
    return s + vignette(c, 0.7);
  }, { seed: 23 }),

  // on a desk next to a recorder and a Beacon, warm light
  asset(`${P}/gallery-3.jpg`, 2400, 1600, (c) => studioShot(c, [
    { draw: (c) => recorder(c, { kx: 0.25, ky: 0.45 }), x: 1760, s: 4.4, foot: 180, y: 1200 },
    { draw: (c) => slate(c, { kx: -0.2, ky: 0.28, open: 0 }), x: 900, s: 7, foot: 170 },
    { draw: (c) => beacon(c, { kx: 0.3, ky: 0.34 }), x: 1700, s: 6.4, foot: 60, y: 1275 },
  ], { tone: 'warm', horizon: 0.76, spotX: 0.45 }), { seed: 24 }),

  // detail: the striped clapper sticks and the hinge
  asset(`${P}/gallery-4.jpg`, 2400, 1600, (c) => closeup(c, (c) => slate(c, { kx: 0.3, ky: 0.3, open: 22 }), 2000, 2750, 17, { rot: 6, falloff: 'left', tone: 'night' }), { seed: 25 }),

  asset(`${P}/badge.png`, 800, 800, (c) => badge(c, (c) => slate(c, { kx: 0.25, ky: 0.28, open: 14 }), 4.2, 170, { dx: -1, dy: 40 }), { seed: 26 }),

  asset(`${P}/transition.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => slate(c, { kx: 0.35, ky: 0.3, open: 0 }), x: 700, s: 5.6, foot: 170 },
  ], { horizon: 0.78, spotX: 0.3, vig: 0.8, behind: glow(c, 1700, 600, 1000, ACCENT, 0.08) + rect(0, 0, 2400, 1350, c.lin([[0, '#000', 0], [0.5, '#000', 0.1], [1, '#000', 0.55]], { x1: 0, y1: 0, x2: 1, y2: 0 })) }), { seed: 27 }),
];

