/** Kairotone Bridge A2: product images. */
import { asset, type AssetDef } from '../types.js';
import { ACCENT, circle, g, rect } from '../lib/svg.js';
import { backdrop, bokeh, contactShadow, glow, vignette } from '../lib/studio.js';
import { cable, place } from '../lib/hardware.js';
import { mirrorless, recorder, phone } from '../lib/rigs.js';
import { beacon, bridge } from '../devices.js';
import { beaconFoot, beaconTop, bridgeFoot, bridgeTop, coil } from '../kit.js';
import { badge, closeup, flatlay, studioShot } from '../scenes.js';

const P = 'products/bridge-a2';
/** Screen position of a point given in the bridge's local mm at (x, floor, s). */
const at = (x: number, y: number, s: number, lx: number, ly: number): [number, number] => [x + lx * s, y + ly * s];

export const bridgeAssets: AssetDef[] = [
  asset(`${P}/hero.jpg`, 2400, 1350, (c) => {
    const X = 1300, Y = 1030, S = 15;
    const [j1x, j1y] = at(X, Y, S, -21, -13), [j2x, j2y] = at(X, Y, S, -9, -13);
    return studioShot(c, [{ draw: (c) => bridge(c, { kx: 0.36, ky: 0.34 }), x: X, s: S, foot: 70, y: Y }], {
      horizon: 0.76, spotX: 0.56, bokeh: { n: 22, y: [60, 650] },
      front: cable([[j1x, j1y + 40], [j1x - 40, j1y + 240], [j1x - 500, Y + 120], [-50, Y + 60]], 34) + circle(j1x, j1y, 46, '#131518') + circle(j1x - 4, j1y - 4, 36, '#2a2e33') +
        cable([[j2x, j2y + 40], [j2x + 10, j2y + 280], [j2x - 300, Y + 230], [-50, Y + 260]], 34) + circle(j2x, j2y, 46, '#131518') + circle(j2x - 4, j2y - 4, 36, '#2a2e33'),
    });
  }, { seed: 31 }),

  // on the hot shoe of a mirrorless camera, cable into the mic input
  asset(`${P}/gallery-1.jpg`, 2400, 1600, (c) => {
    const X = 1200, Y = 1400, S = 8.5;
    let s = backdrop(c, 'night', { horizon: 0.88, spotX: 0.5, spotY: 0.4 });
    s += bokeh(c, { n: 26, x: [0, 2400], y: [40, 1000], r: [30, 130], colors: [ACCENT, '#8fb8ff'], opacity: [0.05, 0.2] });
    s += contactShadow(c, X, Y, 140 * S, 0.9);
    s += place(mirrorless(c, { shoe: bridge(c, { kx: 0.3, ky: 0.3 }) }), X, Y, S);
    const [jx, jy] = at(X, Y, S, -21, -113);
    s += cable([[jx, jy + 30], [jx - 150, jy + 260], [X - 66 * S - 60, Y - 60 * S], [X - 66 * S + 10, Y - 60 * S]], 28) + circle(jx, jy, 38, '#131518') + circle(jx - 3, jy - 3, 30, '#2a2e33');
    return s + vignette(c, 0.65);
  }, { seed: 32 }),

  // beside a field recorder with a Beacon, warm studio
  asset(`${P}/gallery-2.jpg`, 2400, 1600, (c) => studioShot(c, [
    { draw: (c) => recorder(c, { kx: -0.22, ky: 0.45 }), x: 1560, s: 5.6, foot: 180 },
    { draw: (c) => bridge(c, { kx: 0.3, ky: 0.4 }), x: 700, s: 9, foot: 70 },
    { draw: (c) => beacon(c, { kx: -0.3, ky: 0.34 }), x: 2020, s: 5.5, foot: 60, y: 1290 },
  ], { tone: 'warm', horizon: 0.72, spotX: 0.5, front: cable([[700 - 9 * 9, 1152 - 13 * 9 + 20], [760, 1300], [1100, 1330], [1300, 1200], [1560 - 40 * 5.6, 1152 - 24 * 5.6]], 14, '#1b1d20', '#b9c2cc') }), { seed: 33 }),

  // detail: jacks, level meter and line/mic switch
  asset(`${P}/gallery-3.jpg`, 2400, 1600, (c) => {
    let s = closeup(c, (c) => bridge(c, { kx: 0.3, ky: 0.4, level: 4 }), 1500, 1500, 48, { rot: -5, falloff: 'right' });
    const jx = 1500 - 21 * 48 + 60, jy = 1500 - 13 * 48 - 60;
    s += cable([[jx, jy + 60], [jx - 60, jy + 400], [jx - 400, 1700]], 120) + circle(jx, jy, 150, '#101214') + circle(jx - 10, jy - 12, 118, c.lin([[0, '#3a4047'], [1, '#17191c']])) + circle(jx - 40, jy - 50, 30, '#fff', { opacity: 0.06 });
    return s;
  }, { seed: 34 }),

  // flat lay: Bridge A2, Beacon, phone, cable
  asset(`${P}/gallery-4.jpg`, 2400, 1600, (c) => flatlay(c, 'slate', [
    { svg: bridgeTop(c), foot: bridgeFoot, x: 1000, y: 760, s: 10, rot: -8 },
    { svg: beaconTop(c), foot: beaconFoot, x: 1650, y: 1050, s: 8, rot: 12 },
    { svg: coil(40, 5, 5), foot: 'M-42 0a42 39 0 1 0 84 0a42 39 0 1 0 -84 0Z', x: 1700, y: 450, s: 7 },
    { svg: g(phone(c, rect(0, 0, 1000, 2160, c.lin([[0, '#101a26'], [1, '#05080c']])) + rect(80, 400, 840, 300, '#1b2836', { rx: 40 }) + rect(80, 760, 840, 300, '#1b2836', { rx: 40 }) + rect(120, 460, 300, 40, ACCENT, { rx: 20 })), { transform: 'translate(0 81)' }), foot: 'M-37.5 -81h75v162h-75Z', x: 560, y: 1150, s: 4.2, rot: -20 },
  ]), { seed: 35 }),

  asset(`${P}/badge.png`, 800, 800, (c) => badge(c, (c) => bridge(c, { kx: 0.36, ky: 0.4 }), 8.6, 70, { dx: -6, dy: -30 }), { seed: 36 }),

  asset(`${P}/transition.jpg`, 2400, 1350, (c) => studioShot(c, [
    { draw: (c) => bridge(c, { kx: 0.45, ky: 0.32 }), x: 1650, s: 11, foot: 70 },
  ], { horizon: 0.74, spotX: 0.68, vig: 0.8, behind: glow(c, 600, 500, 900, ACCENT, 0.07) }), { seed: 37 }),
];
