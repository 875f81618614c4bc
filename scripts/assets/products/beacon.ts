/** Kairotone Beacon: product images. */
import { asset, type AssetDef } from '../types.js';
import { ACCENT, circle, g, rect } from '../lib/svg.js';
import { backdrop, beams, contactShadow, haze, vignette, bokeh, glow } from '../lib/studio.js';
import { cable, place, plug } from '../lib/hardware.js';
import { cinemaCamera, recorder, tripod } from '../lib/rigs.js';
import { beacon } from '../devices.js';
import { badge, closeup, studioShot } from '../scenes.js';

const P = 'products/beacon';

export const beaconAssets: AssetDef[] = [
  asset(`${P}/hero.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => beacon(c, { kx: 0.36, ky: 0.3, tc: '10:24:37:12' }), x: 530, s: 6.5, foot: 60, y: 1010, blur: 7 },
    { draw: (c) => beacon(c, { kx: 0.32, ky: 0.32, tc: '10:24:37:12', blurGlow: true }), x: 1420, s: 15, foot: 62 },
  ], { horizon: 0.76, spotX: 0.58, bokeh: { n: 26, y: [80, 700] } }), { seed: 11 }),

  // close-up of the OLED timecode
  asset(`${P}/gallery-1.jpg`, 2400, 1600, (c) => closeup(c, (c) => beacon(c, { kx: 0.25, ky: 0.22, tc: '10:24:37:12', blurGlow: true }), 1500, 2350, 58, { rot: -6 }), { seed: 12 }),

  // mounted on a cinema camera on a tripod, on set
  asset(`${P}/gallery-2.jpg`, 2400, 1600, (c) => {
    const floor = 2100;
    let s = backdrop(c, 'night', { horizon: 0.95, spotX: 0.45, spotY: 0.35, spotR: 0.7 });
    s += bokeh(c, { n: 30, x: [0, 2400], y: [60, 900], r: [20, 110], colors: [ACCENT, '#8fb8ff', '#ffe0b0'], opacity: [0.05, 0.22] });
    s += beams(c, [{ x1: 2300, y1: -50, x2: 1300, y2: 1500, w: 900, color: '#cfe0ff', opacity: 0.14, w0: 80 }], 20);
    s += haze(c, 1200, '#9fb6d0', 0.1, 6);
    const rig = tripod(c, 420) + g(cinemaCamera(c, { side: beacon(c, { kx: 0, ky: 0.08 }) }), { transform: 'translate(0 -420)' });
    s += place(rig, 1280, floor, 3.1);
    return s + vignette(c, 0.7);
  }, { seed: 13 }),

  // on a desk beside a field recorder, connected with a 3.5 mm cable
  asset(`${P}/gallery-3.jpg`, 2400, 1600, (c) => studioShot(c, [
    { draw: (c) => recorder(c, { kx: 0.2, ky: 0.45 }), x: 850, s: 6.2, foot: 180 },
    { draw: (c) => beacon(c, { kx: -0.45, ky: 0.3 }), x: 1760, s: 9, foot: 60 },
  ], {
    tone: 'warm', horizon: 0.72, spotX: 0.55,
    front: cable([[1098, 1003], [1112, 1100], [1190, 1178], [1290, 1150], [1330, 1040], [1368, 985]], 15, '#1b1d20', '#b9c2cc') +
      plug(c, 1494, 985, 9, 1) + circle(1098, 1003, 26, '#111316') + circle(1094, 999, 20, '#2a2e33'),
  }), { seed: 14 }),

  // detail: the connectors on top, with a TC cable plugged into the 3.5 mm jack
  asset(`${P}/gallery-4.jpg`, 2400, 1600, (c) => {
    const S = 40, X = 1250, Y = 2350;
    let s = closeup(c, (c) => beacon(c, { kx: 0.18, ky: 1.05 }), X, Y, S, { falloff: 'left', tone: 'graphite' });
    // jack at top-face (u -12, v 8.5) → screen
    const jx = X + (-12 + 8.5 * 0.18) * S, jy = Y + (-38 - 8.5 * 1.05) * S;
    s += cable([[jx, jy - 14 * S], [jx - 40, jy - 20 * S], [jx - 300, -200]], 3.6 * S, '#17191c', '#9aa6b2');
    s += place(plug(c, 0, 0, 1, 1), jx, jy + 40, S, 90);
    return s;
  }, { seed: 15 }),

  asset(`${P}/badge.png`, 800, 800, (c) => badge(c, (c) => beacon(c, { kx: 0.34, ky: 0.34 }), 9, 64, { dx: -3 }), { seed: 16 }),

  // three Beacons receding in a line, warm light sweep
  asset(`${P}/transition.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => beacon(c, { kx: 0.5, ky: 0.3, tc: '10:24:37:12' }), x: 2050, s: 4.5, foot: 60, y: 960, blur: 5 },
    { draw: (c) => beacon(c, { kx: 0.42, ky: 0.3, tc: '10:24:37:12' }), x: 1700, s: 7.5, foot: 60, y: 1000 },
    { draw: (c) => beacon(c, { kx: 0.34, ky: 0.3, tc: '10:24:37:12' }), x: 1150, s: 12.5, foot: 60, y: 1060 },
  ], { horizon: 0.7, spotX: 0.62, vig: 0.8, behind: rect(0, 0, 2400, 1350, c.lin([[0, '#000', 0.6], [0.45, '#000', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })) + glow(c, 1700, 640, 900, ACCENT, 0.1) }), { seed: 17 }),

  // video poster: the rig on a dark set, key light from the side
  asset(`${P}/video-poster.jpg`, 2400, 1350, (c) => {
    const floor = 1300;
    let s = backdrop(c, 'night', { horizon: 0.9, spotX: 0.6, spotY: 0.3, spotR: 0.6 });
    s += bokeh(c, { n: 22, x: [1300, 2400], y: [50, 800], r: [30, 120], colors: [ACCENT, '#ffd8a0'], opacity: [0.06, 0.25] });
    s += beams(c, [{ x1: -100, y1: 100, x2: 1200, y2: 1300, w: 700, color: ACCENT, opacity: 0.13, w0: 60 }], 20);
    s += haze(c, 1100, '#ffcf80', 0.06, 5);
    s += contactShadow(c, 900, floor, 1100, 0.9);
    s += place(tripod(c, 300) + g(cinemaCamera(c, { side: beacon(c, { kx: 0, ky: 0.08 }) }), { transform: 'translate(0 -300)' }), 900, floor, 2.7);
    s += rect(0, 0, 2400, 1350, c.lin([[0, '#000', 0], [0.6, '#000', 0], [1, '#000', 0.5]], { x1: 1, y1: 0, x2: 0, y2: 0 }));
    return s + vignette(c, 0.75);
  }, { seed: 18 }),
];
