/** Page images: home hero, products overview, about, support, downloads, FAQ, contact, where to buy. */
import { asset, type AssetDef } from '../types.js';
import type { Ctx } from '../lib/svg.js';
import { ACCENT, circle, ellipse, g, pick, poly, rect } from '../lib/svg.js';
import { backdrop, beams, bokeh, contactShadow, glow, haze, sky, vignette } from '../lib/studio.js';
import { cable, place } from '../lib/hardware.js';
import { cinemaCamera, laptop, phone, tripod } from '../lib/rigs.js';
import { archWindow, bricks, crane, deskLamp, fresnel, headphones, mug, notebook, pen } from '../lib/props.js';
import { person, ridge, skyline, stars } from '../lib/scenery.js';
import { beacon, bridge, slate } from '../devices.js';
import { beaconFoot, beaconTop, coil, crewCase } from '../kit.js';
import { flatlay, studioShot } from '../scenes.js';
import { remoteApp, syncStudio } from '../ui.js';
import { worldMap } from './worldmap.js';

const screen = (c: Ctx) => g(syncStudio(c, 1000, 640), { transform: 'translate(-500 -640)' });

/** Hamburg harbour at dusk: sky, water with reflections, cranes, ship, city lights. */
export function harbour(c: Ctx, x: number, y: number, w: number, h: number): string {
  const wl = y + h * 0.68;
  let s = rect(x, y, w, h, c.lin([[0, '#1b2a4a'], [0.55, '#6a5a7a'], [0.8, '#e39a62'], [1, '#f2c58a']], { x1: 0, y1: y, x2: 0, y2: wl, user: true }));
  s += stars(c, 40, y + h * 0.25, x, x + w, y);
  s += skyline(c, wl, { x0: x, x1: x + w, hMin: h * 0.04, hMax: h * 0.12, fill: '#1a1a2a', lit: 0.35, wMin: 20, wMax: 60 });
  for (let i = 0; i < 5; i++) s += crane(x + w * (0.12 + i * 0.2), wl, h * c.r(0.22, 0.32), '#14141f', i % 2 === 1);
  s += poly([[x + w * 0.05, wl], [x + w * 0.5, wl], [x + w * 0.48, wl - h * 0.03], [x + w * 0.07, wl - h * 0.03]], '#0f0f18');
  for (let i = 0; i < 8; i++) s += rect(x + w * (0.1 + i * 0.045), wl - h * 0.07, w * 0.04, h * 0.04, pick(['#7a3b2b', '#2b4a6a', '#8a6a2a', '#3a5a3a'], i), { opacity: 0.9 });
  s += rect(x, wl, w, y + h - wl, c.lin([[0, '#3b3f5a'], [1, '#0d1020']], { x1: 0, y1: wl, x2: 0, y2: y + h, user: true }));
  for (let i = 0; i < 70; i++) s += rect(x + c.r(0, w), wl + c.r(4, h * 0.3), c.r(10, 60), 2.5, pick(['#f2c58a', '#ffe0b0', '#9fc4ff'], i), { opacity: c.r(0.15, 0.6) });
  return s;
}

export const pageAssets: AssetDef[] = [
  // home: a film set, lights and camera soft in the back, the family in front
  asset('pages/home-hero.jpg', 2400, 1600, (c) => {
    const bg = g(place(fresnel(c, 1500, 25), 330, 1240, 0.62) +
      place(tripod(c, 1250) + g(cinemaCamera(c, { side: beacon(c, { kx: 0, ky: 0.08 }) }), { transform: 'translate(0 -1250)' }), 1900, 1240, 0.62) +
      person(2130, 1240, 1020, { pose: 'operator', facing: -1, rim: '#7d96b8' }) + person(700, 1240, 980, { pose: 'talk', facing: 1, rim: '#b48a4a' }), { filter: c.blur(7, 0.03), opacity: 0.9 });
    const behind = beams(c, [{ x1: 280, y1: 300, x2: 1300, y2: 1400, w: 1100, color: '#ffe6b8', opacity: 0.16, w0: 100 }, { x1: 2300, y1: -50, x2: 1700, y2: 1500, w: 800, color: '#a9c8ff', opacity: 0.1, w0: 60 }], 22) +
      bg + haze(c, 1050, '#c9b79a', 0.08, 6);
    return studioShot(c, [
      { draw: (c) => bridge(c, { kx: 0.36, ky: 0.34 }), x: 2000, s: 5.2, foot: 70, y: 1300 },
      { draw: (c) => slate(c, { kx: 0.28, ky: 0.3, open: 18, blurGlow: true }), x: 880, s: 5.4, foot: 170, y: 1360 },
      { draw: (c) => beacon(c, { kx: 0.32, ky: 0.32 }), x: 1560, s: 7.4, foot: 62, y: 1400 },
    ], { horizon: 0.78, spotX: 0.5, spotY: 0.5, bokeh: { n: 26, y: [40, 800], colors: [ACCENT, '#ffd9a0', '#9fc2ff'] }, behind, vig: 0.7 });
  }, { seed: 61 }),

  asset('pages/products.jpg', 2400, 1600, (c) => studioShot(c, [
    { draw: (c) => crewCase(c, { open: true }), x: 1230, s: 2.6, foot: 260, y: 1130 },
    { draw: (c) => slate(c, { kx: 0.3, ky: 0.3, open: 14 }), x: 620, s: 4.2, foot: 170, y: 1260 },
    { draw: (c) => bridge(c, { kx: 0.36, ky: 0.34 }), x: 1860, s: 6, foot: 70, y: 1250 },
    { draw: (c) => beacon(c, { kx: 0.32, ky: 0.32 }), x: 1330, s: 6.8, foot: 62, y: 1380 },
  ], { tone: 'graphite', horizon: 0.7, spotX: 0.5, spotY: 0.45, bokeh: { n: 16, y: [40, 600] } }), { seed: 62 }),

  // about: the workshop in a Hamburg warehouse, harbour at dusk through the arched window
  asset('pages/about.jpg', 2400, 1600, (c) => {
    let s = bricks(c, 0, 0, 2400, 1600);
    s += archWindow(c, 1250, 120, 900, 1050, harbour(c, 1250, 120, 900, 1050));
    s += glow(c, 1700, 700, 1100, '#f2b57a', 0.22);
    s += rect(0, 0, 2400, 1600, c.lin([[0, '#000', 0.7], [0.45, '#000', 0.15], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 }));
    // workbench
    s += poly([[-20, 1230], [2420, 1230], [2420, 1600], [-20, 1600]], c.lin([[0, '#6a4630'], [1, '#2a1a10']]));
    for (let i = 0; i < 30; i++) s += rect(0, 1235 + c.r(0, 360), 2400, c.r(1, 3), '#000', { opacity: c.r(0.05, 0.15) });
    s += rect(-20, 1222, 2440, 12, '#8a6040');
    s += place(deskLamp(c), 380, 1330, 1.4);
    s += contactShadow(c, 900, 1350, 380, 0.7, '#1a0d05') + place(beacon(c, { kx: 0.3, ky: 0.5 }), 900, 1350, 6.4);
    s += contactShadow(c, 1500, 1300, 620, 0.7, '#1a0d05') + place(slate(c, { kx: 0.3, ky: 0.4, open: 0 }), 1500, 1300, 3.8);
    s += place(mug(c, 90), 2000, 1420, 1.3);
    s += glow(c, 560, 1000, 700, '#ffcf8a', 0.25);
    return s + vignette(c, 0.75);
  }, { seed: 63 }),

  // support: help-desk flat lay on linen
  asset('pages/support.jpg', 2400, 1600, (c) => flatlay(c, 'linen', [
    { svg: notebook(230, '#243447'), foot: 'M-115 -161h230v322h-230Z', x: 620, y: 760, s: 2.4, rot: -6 },
    { svg: pen(150), foot: 'M-75 -5h168v10h-168Z', x: 640, y: 1330, s: 2.4, rot: -12 },
    { svg: headphones(c, 240), foot: 'M-122 -132h62v132h-62Z M60 -132h62v132h-62Z', x: 1340, y: 700, s: 2.2, rot: 16 },
    { svg: beaconTop(c), foot: beaconFoot, x: 1360, y: 1140, s: 6, rot: -10 },
    { svg: coil(36, 4, 4), foot: 'M-38 0a38 35 0 1 0 76 0a38 35 0 1 0 -76 0Z', x: 1900, y: 1180, s: 4.4 },
    { svg: circle(0, 0, 70, '#ebe8e3') + circle(0, 0, 56, '#3a2418') + ellipse(-14, -16, 18, 9, '#fff', { opacity: 0.15 }), foot: 'M-70 0a70 70 0 1 0 140 0a70 70 0 1 0 -140 0Z', x: 1980, y: 520, s: 2.4 },
  ]), { seed: 64 }),

  // downloads: laptop running Sync Studio, Beacon on USB-C, phone with Remote
  asset('pages/downloads.jpg', 2400, 1600, (c) => {
    let s = backdrop(c, 'night', { horizon: 0.76, spotX: 0.45, spotY: 0.4 }) + bokeh(c, { n: 18, x: [0, 2400], y: [40, 700], r: [30, 110], colors: [ACCENT, '#8fb8ff'], opacity: [0.04, 0.15] });
    s += contactShadow(c, 1050, 1260, 1500, 0.9) + place(laptop(c, screen(c), { w: 420 }), 1050, 1260, 3.4);
    s += cable([[1800, 1296], [1700, 1330], [1560, 1300], [1525, 1262]], 18);
    s += contactShadow(c, 1930, 1300, 420, 0.9) + place(beacon(c, { kx: -0.35, ky: 0.34 }), 1930, 1300, 7);
    s += place(phone(c, remoteApp(c)), 330, 1420, 4.6, -8);
    return s + vignette(c, 0.65);
  }, { seed: 65 }),

  // FAQ: calm still life in warm light
  asset('pages/faq.jpg', 2400, 1600, (c) => studioShot(c, [
    { draw: (c) => slate(c, { kx: -0.25, ky: 0.3, open: 8 }), x: 1500, s: 4.6, foot: 170, y: 1180 },
    { draw: () => mug(c, 80), x: 2020, s: 1.6, foot: 100, y: 1260 },
    { draw: (c) => beacon(c, { kx: 0.3, ky: 0.34 }), x: 820, s: 7.2, foot: 62, y: 1300 },
  ], { tone: 'warm', horizon: 0.72, spotX: 0.4, spotY: 0.4 }), { seed: 66 }),

  // contact: desk by the window, the harbour city at blue hour
  asset('pages/contact.jpg', 2400, 1600, (c) => {
    let s = rect(0, 0, 2400, 1600, '#101419');
    const view = sky(c, [[0, '#0d1a33'], [0.6, '#2b4a78'], [1, '#d58b5a']], 1100) + stars(c, 60, 400) +
      ridge(c, 1000, 60, '#1a2233', { bottom: 1600 }) + skyline(c, 1080, { hMin: 60, hMax: 260, fill: '#0e1320', lit: 0.35, wMin: 40, wMax: 120 }) +
      crane(1700, 1080, 330, '#0b0f19') + crane(1950, 1080, 280, '#0b0f19', true) + rect(0, 1080, 2400, 520, c.lin([[0, '#1b2740'], [1, '#080b12']]));
    s += g(view, { 'clip-path': c.clip('M160 120H2240V1150H160Z') });
    s += rect(1190, 120, 20, 1030, '#0a0c10') + rect(160, 620, 2080, 16, '#0a0c10') + rect(160, 120, 2080, 1030, 'none', { stroke: '#0a0c10', 'stroke-width': 40 });
    s += poly([[-20, 1150], [2420, 1150], [2420, 1600], [-20, 1600]], c.lin([[0, '#2b3038'], [1, '#0d0f12']]));
    s += place(deskLamp(c), 300, 1300, 1.5) + glow(c, 520, 900, 700, '#ffcf8a', 0.2);
    s += contactShadow(c, 1250, 1320, 1200, 0.9) + place(laptop(c, screen(c), { w: 340 }), 1250, 1320, 2.6);
    s += place(mug(c, 80), 2050, 1430, 1.3);
    s += contactShadow(c, 700, 1420, 360, 0.9) + place(beacon(c, { kx: 0.3, ky: 0.4 }), 700, 1420, 6);
    return s + vignette(c, 0.6);
  }, { seed: 67 }),

  // where to buy: dot-matrix world map with resellers and sync arcs from Hamburg
  asset('pages/where-to-buy.jpg', 2400, 1600, (c) => {
    let s = rect(0, 0, 2400, 1600, c.rad([[0, '#18222f'], [1, '#07090d']], { cx: 0.55, cy: 0.4, r: 0.8 }));
    s += worldMap(c, { step: 20, dot: '#33404f' });
    return s + vignette(c, 0.5);
  }, { seed: 68 }),
];
