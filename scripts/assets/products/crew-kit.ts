/** Kairotone Crew Kit: product images. */
import { asset, type AssetDef } from '../types.js';
import { ACCENT, g, rect, type Ctx } from '../lib/svg.js';
import { backdrop, beams, bokeh, contactShadow, haze, vignette } from '../lib/studio.js';
import { place } from '../lib/hardware.js';
import { cinemaCamera, tripod } from '../lib/rigs.js';
import { person } from '../lib/scenery.js';
import { beacon } from '../devices.js';
import { beaconFoot, beaconTop, bridgeFoot, bridgeTop, caseTop, coil, crewCase } from '../kit.js';
import { badge, closeup, flatlay, studioShot } from '../scenes.js';

const P = 'products/crew-kit';
const rig = (c: Ctx, legs = 1250) => tripod(c, legs) + g(cinemaCamera(c, { side: beacon(c, { kx: 0, ky: 0.08 }) }), { transform: `translate(0 ${-legs})` });

/** A dark set with three cameras (each with a Beacon) and their operators, at true scale. */
function multicam(c: Ctx): string {
  let s = backdrop(c, 'night', { horizon: 0.8, spotX: 0.5, spotY: 0.35, spotR: 0.7 });
  s += bokeh(c, { n: 24, x: [0, c.w], y: [30, c.h * 0.5], r: [20, 100], colors: [ACCENT, '#a9c8ff'], opacity: [0.05, 0.18] });
  s += beams(c, [
    { x1: c.w * 0.2, y1: -60, x2: c.w * 0.3, y2: c.h * 1.05, w: c.w * 0.3, color: '#dfe9ff', opacity: 0.12, w0: 60 },
    { x1: c.w * 0.85, y1: -60, x2: c.w * 0.66, y2: c.h * 1.05, w: c.w * 0.3, color: ACCENT, opacity: 0.1, w0: 60 },
  ], 22);
  s += haze(c, c.h * 0.72, '#9fb6d0', 0.1, 6);
  const k = c.h / 1600;
  // back: a third camera and two crew members, soft
  const back = place(g(rig(c), { transform: 'scale(-1 1)' }), c.w * 0.86, 1130 * k, 0.38 * k) +
    person(c.w * 0.8, 1130 * k, 660 * k, { pose: 'talk', facing: 1, rim: '#8a7350' }) + person(c.w * 0.935, 1130 * k, 640 * k, { pose: 'stand', facing: -1, rim: '#5d7594' });
  s += g(back, { filter: c.blur(5, 0.05), opacity: 0.85 });
  // middle left, facing right
  s += place(g(rig(c), { transform: 'scale(-1 1)' }), c.w * 0.2, 1480 * k, 0.72 * k);
  // front: the A camera, tripod legs leaving the frame
  s += place(rig(c), c.w * 0.58, 3050 * k, 1.6 * k);
  return s + vignette(c, 0.75);
}

export const crewKitAssets: AssetDef[] = [
  asset(`${P}/hero.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => crewCase(c, { open: true }), x: 1230, s: 3.4, foot: 260, y: 1190 },
  ], { tone: 'graphite', horizon: 0.84, spotX: 0.52, spotY: 0.4, bokeh: { n: 18, y: [50, 500] } }), { seed: 41 }),

  // knolling: everything in the kit laid out on linen
  asset(`${P}/gallery-1.jpg`, 2400, 1600, (c) => flatlay(c, 'linen', [
    { svg: caseTop(c), foot: 'M-120 -85h240v180h-240Z', x: 700, y: 800, s: 3.6 },
    ...[0, 1, 2].map((i) => ({ svg: beaconTop(c), foot: beaconFoot, x: 1420 + i * 330, y: 470, s: 5.2 })),
    { svg: bridgeTop(c), foot: bridgeFoot, x: 1500, y: 880, s: 5.2 },
    { svg: coil(38, 5, 4), foot: 'M-40 0a40 37 0 1 0 80 0a40 37 0 1 0 -80 0Z', x: 1980, y: 900, s: 4.2 },
    { svg: coil(30, 4, 3.6), foot: 'M-32 0a32 30 0 1 0 64 0a32 30 0 1 0 -64 0Z', x: 1560, y: 1290, s: 4.2 },
    { svg: coil(30, 4, 3.6), foot: 'M-32 0a32 30 0 1 0 64 0a32 30 0 1 0 -64 0Z', x: 1990, y: 1300, s: 4.2 },
  ]), { seed: 42 }),

  // three cameras, one timecode
  asset(`${P}/gallery-2.jpg`, 2400, 1600, (c) => multicam(c), { seed: 43 }),

  // closed case, charging
  asset(`${P}/gallery-3.jpg`, 2400, 1600, (c) => studioShot(c, [
    { draw: (c) => crewCase(c, { open: false }), x: 1200, s: 5.2, foot: 260, y: 1220 },
  ], { tone: 'paper', horizon: 0.74, spotX: 0.5 }), { seed: 44 }),

  // Beacons resting in the foam
  asset(`${P}/gallery-4.jpg`, 2400, 1600, (c) => closeup(c, (c) => crewCase(c, { open: true, ky: 0.7 }), 1100, 2300, 11, { rot: -3, falloff: 'right', tone: 'graphite' }), { seed: 45 }),

  asset(`${P}/badge.png`, 800, 800, (c) => badge(c, (c) => crewCase(c, { open: true }), 2.05, 250, { dx: -5, dy: 40 }), { seed: 46 }),

  asset(`${P}/transition.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => crewCase(c, { open: false, kx: 0.15 }), x: 1650, s: 3.6, foot: 260, y: 1050 },
  ], { tone: 'night', horizon: 0.76, spotX: 0.66, vig: 0.8 }), { seed: 47 }),

  // video poster: the open kit in front, the crew setting up behind
  asset(`${P}/video-poster.jpg`, 2400, 1350, (c) => {
    let s = g(multicam(c), { filter: c.blur(6, 0) });
    s += rect(0, 0, c.w, c.h, c.lin([[0, '#000', 0], [0.55, '#000', 0.25], [1, '#000', 0.6]]));
    s += contactShadow(c, 760, 1330, 900, 0.95) + place(crewCase(c, { open: true, ky: 0.55 }), 760, 1330, 3.1);
    return s + vignette(c, 0.7);
  }, { seed: 48 }),
];
