/** News images (editorial illustrations), part 1. */
import { asset, type AssetDef } from '../types.js';
import type { Ctx } from '../lib/svg.js';
import { ACCENT, circle, f, g, path, poly, rect, rrPath } from '../lib/svg.js';
import { backdrop, beams, bokeh, contactShadow, glow, haze, sky, vignette } from '../lib/studio.js';
import { place, wordmark } from '../lib/hardware.js';
import { cinemaCamera, laptop, mirrorless, tripod } from '../lib/rigs.js';
import { boomPole, crowd, person, ridge, skyline, stars, truss } from '../lib/scenery.js';
import { beacon, bridge, slate } from '../devices.js';
import { studioShot } from '../scenes.js';
import { syncStudio } from '../ui.js';

const N = 'news';
const W = 2400, H = 1350;
const screenUI = (c: Ctx) => g(syncStudio(c, 1000, 640), { transform: 'translate(-500 -640)' });

/** Concentric radio rings around (x, y). */
function rings(x: number, y: number, r0: number, n: number, color = ACCENT): string {
  let s = '';
  for (let i = 0; i < n; i++) s += circle(x, y, r0 + i * r0 * 0.45, 'none', { stroke: color, 'stroke-width': 3, 'stroke-opacity': 0.4 * (1 - i / n) });
  return s;
}

/** Progress arc (fraction p of a circle) starting at 12 o'clock. */
function arc(x: number, y: number, r: number, p: number, color = ACCENT, w = 10): string {
  const a = p * Math.PI * 2 - Math.PI / 2;
  const ex = x + r * Math.cos(a), ey = y + r * Math.sin(a);
  return circle(x, y, r, 'none', { stroke: '#fff', 'stroke-width': w, 'stroke-opacity': 0.08 }) +
    path(`M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 ${p > 0.5 ? 1 : 0} 1 ${f(ex)} ${f(ey)}`, 'none', { stroke: color, 'stroke-width': w, 'stroke-linecap': 'round' }) + circle(ex, ey, w * 1.6, color, { opacity: 0.35 });
}

export const newsA: AssetDef[] = [
  // firmware 3.2: a Beacon inside a progress ring and radio rings
  asset(`${N}/beacon-firmware-3-2.jpg`, W, H, (c) => studioShot(c, [
    { draw: (c) => beacon(c, { kx: 0.3, ky: 0.32, blurGlow: true }), x: 1200, s: 11, foot: 62, y: 1000 },
  ], { horizon: 0.74, spotX: 0.5, spotY: 0.5, behind: rings(1230, 790, 420, 5) + arc(1230, 790, 500, 0.78) + glow(c, 1230, 790, 700, ACCENT, 0.08) }), { seed: 71 }),

  // IBC recap: the Kairotone booth in a trade-show hall
  asset(`${N}/ibc-2026-recap.jpg`, W, H, (c) => {
    let s = rect(0, 0, W, H, c.lin([[0, '#0b0f16'], [0.6, '#1a222e'], [1, '#0c0f14']]));
    for (let i = 0; i < 40; i++) s += glow(c, c.r(0, W), c.r(20, 260), c.r(20, 60), '#f4f1e8', 0.5);
    s += bokeh(c, { n: 30, x: [0, W], y: [250, 700], r: [20, 80], colors: ['#8fb8ff', '#ffd9a0', '#ff8f6a'], opacity: [0.05, 0.2] });
    s += rect(0, 980, W, 370, c.lin([[0, '#2a303a'], [1, '#12151a']]));
    // booth back wall with lit wordmark and screen
    s += rect(400, 220, 1600, 780, c.lin([[0, '#1d2229'], [1, '#101318']])) + rect(400, 220, 1600, 12, ACCENT);
    s += wordmark(1200, 330, 64, '#f3f5f7', 0.95) + glow(c, 1200, 310, 500, '#ffffff', 0.06);
    s += path(rrPath(760, 400, 880, 500, 10), '#050607') + g(syncStudio(c, 860, 480), { transform: 'translate(770 410)' });
    s += truss(300, 2100, 160, 50, '#262b33');
    s += beams(c, [
      { x1: 600, y1: 210, x2: 600, y2: 1000, w: 380, color: '#fff3dd', opacity: 0.14, w0: 40 },
      { x1: 1800, y1: 210, x2: 1800, y2: 1000, w: 380, color: '#fff3dd', opacity: 0.14, w0: 40 },
    ], 16);
    // pedestals with products
    const pedestal = (x: number, w: number, h: number) => rect(x - w / 2, 1060 - h, w, h, c.lin([[0, '#e9ecef'], [1, '#b4bac1']], { x1: 0, y1: 0, x2: 1, y2: 0 })) + rect(x - w / 2, 1060 - h, w, 10, '#fff');
    s += pedestal(600, 260, 260) + place(slate(c, { kx: 0.25, ky: 0.3, open: 14 }), 600, 800, 1.3);
    s += pedestal(1800, 260, 260) + place(beacon(c, { kx: 0.3, ky: 0.32 }), 1760, 800, 2.4) + place(bridge(c, { kx: 0.3, ky: 0.34 }), 1860, 800, 1.8);
    // visitors
    s += person(280, 1190, 470, { pose: 'talk', facing: 1, rim: '#8fa6c4' }) + person(1000, 1230, 500, { pose: 'stand', facing: -1, rim: '#d8b47a' });
    s += person(1330, 1250, 510, { pose: 'point', facing: 1, rim: '#8fa6c4' }) + person(2200, 1220, 490, { pose: 'stand', facing: -1, rim: '#d8b47a' });
    return s + vignette(c, 0.65);
  }, { seed: 72 }),

  // introducing Slate One: a single spotlight through haze
  asset(`${N}/introducing-slate-one.jpg`, W, H, (c) => studioShot(c, [
    { draw: (c) => slate(c, { kx: 0.26, ky: 0.3, open: 20, blurGlow: true }), x: 1200, s: 4.8, foot: 170, y: 1100 },
  ], {
    horizon: 0.82, spotX: 0.5, spotY: 0.55, spotR: 0.35,
    behind: beams(c, [{ x1: 1200, y1: -80, x2: 1200, y2: 1150, w: 1300, color: '#fff1d6', opacity: 0.2, w0: 120 }], 26) + haze(c, 900, '#d9c9a8', 0.08, 5),
  }), { seed: 73 }),

  // Sync Studio 2.0: a laptop on a dark desk, timeline on screen
  asset(`${N}/sync-studio-2-0.jpg`, W, H, (c) => {
    let s = backdrop(c, 'night', { horizon: 0.85, spotX: 0.5, spotY: 0.45 }) + glow(c, 1200, 600, 1100, '#5d8cc8', 0.12);
    s += bokeh(c, { n: 18, x: [0, W], y: [30, 600], r: [30, 100], colors: [ACCENT, '#8fb8ff'], opacity: [0.04, 0.14] });
    s += contactShadow(c, 1200, 1290, 1900, 0.95) + place(laptop(c, screenUI(c), { w: 420 }), 1200, 1290, 4.1);
    return s + vignette(c, 0.6);
  }, { seed: 74 }),

  // documentary in the Arctic: a small crew on a snow ridge under the aurora
  asset(`${N}/documentary-in-the-arctic.jpg`, W, H, (c) => {
    let s = sky(c, [[0, '#06101f'], [0.45, '#123456'], [0.8, '#5f8fb0'], [1, '#d8c6c8']], 900) + stars(c, 160, 500);
    for (let i = 0; i < 3; i++) s += path(`M-100 ${300 + i * 60}C600 ${120 + i * 40} 1300 ${420 - i * 30} 2500 ${200 + i * 50}`, 'none', { stroke: ['#3cf0a0', '#2bd6b0', '#7bf5c8'][i], 'stroke-width': 120 - i * 30, 'stroke-opacity': 0.13, 'stroke-linecap': 'round' });
    s += ridge(c, 720, 380, c.lin([[0, '#dfe7f0'], [0.5, '#9fb4c8'], [1, '#6d86a0']]), { rough: 0.62 }) + ridge(c, 880, 200, c.lin([[0, '#c2d0de'], [1, '#6f879f']]), { rough: 0.65 });
    s += ridge(c, 1030, 60, c.lin([[0, '#f4f7fa'], [1, '#b7c7d6']]), { rough: 0.4 });
    // the crew on the ridge, backlit
    const crew = place(tripod(c, 1250) + g(cinemaCamera(c), { transform: 'translate(0 -1250)' }), 1500, 1040, 0.26) +
      person(1610, 1040, 460, { pose: 'stand', facing: -1, fill: '#0b1220' }) + person(1240, 1045, 450, { pose: 'boom', facing: 1, fill: '#0b1220' }) +
      boomPole(1240, 1045, 450, '#0b1220') + person(1850, 1050, 440, { pose: 'stand', facing: -1, fill: '#0b1220' });
    s += crew + circle(1523, 750, 6, ACCENT) + glow(c, 1523, 750, 30, ACCENT, 0.6);
    for (let i = 0; i < 220; i++) s += circle(c.r(0, W), c.r(0, H), c.r(1, 3.5), '#fff', { opacity: c.r(0.2, 0.7) });
    return s + vignette(c, 0.5, '#02060c');
  }, { seed: 75 }),

  // multicam workshop in Berlin: the class, the timeline on the big screen, the TV tower outside
  asset(`${N}/workshop-multicam-basics-berlin.jpg`, W, H, (c) => {
    let s = rect(0, 0, W, H, c.lin([[0, '#2b2a2e'], [1, '#17171a']]));
    const win = sky(c, [[0, '#24365c'], [0.7, '#c77f5b'], [1, '#e9b27d']], 760) + skyline(c, 700, { hMin: 40, hMax: 160, fill: '#1b1d2b', lit: 0.25, x0: 60, x1: 560, wMin: 30, wMax: 80 }) +
      rect(306, 180, 16, 520, '#1b1d2b') + circle(314, 260, 34, '#1b1d2b') + rect(311, 110, 6, 120, '#1b1d2b');
    s += g(win, { 'clip-path': c.clip('M60 120H560V700H60Z') }) + rect(60, 120, 500, 580, 'none', { stroke: '#0e0f12', 'stroke-width': 24 }) + rect(305, 120, 10, 580, '#0e0f12');
    s += glow(c, 310, 420, 700, '#e9b27d', 0.12);
    s += path(rrPath(780, 110, 1380, 800, 8), '#08090b') + g(syncStudio(c, 1350, 770), { transform: 'translate(795 125)' }) + glow(c, 1470, 500, 1100, '#7fa7d8', 0.12);
    s += person(2250, 1120, 900, { pose: 'point', facing: -1, rim: '#a8c0e0', rimSide: -1 });
    s += rect(0, 1000, W, 350, '#101114');
    for (let i = 0; i < 6; i++) s += glow(c, 200 + i * 380, 1060, 160, '#9fc4ff', 0.2);
    s += crowd(c, 1040, 3, { fill: '#060708', size: 150, phones: 0 });
    return s + vignette(c, 0.6);
  }, { seed: 76 }),

  // Bridge A2 launch: on a mirrorless camera, amber rim light
  asset(`${N}/bridge-a2-launch.jpg`, W, H, (c) => {
    let s = backdrop(c, 'graphite', { horizon: 0.86, spotX: 0.55, spotY: 0.4 }) + glow(c, 1500, 500, 1200, ACCENT, 0.14);
    s += beams(c, [{ x1: 2500, y1: -100, x2: 1500, y2: 1300, w: 900, color: ACCENT, opacity: 0.12, w0: 60 }], 20);
    s += poly([[0, 0], [700, 0], [200, H], [0, H]], '#000', { opacity: 0.25 });
    s += contactShadow(c, 1300, 1180, 1250, 0.95) + place(mirrorless(c, { shoe: bridge(c, { kx: 0.34, ky: 0.32 }) }), 1300, 1180, 7.4);
    return s + vignette(c, 0.7);
  }, { seed: 77 }),
];
