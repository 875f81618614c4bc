/** News images (editorial illustrations), part 2. */
import { asset, type AssetDef } from '../types.js';
import type { Ctx } from '../lib/svg.js';
import { ACCENT, circle, ellipse, f, g, path, pick, poly, rect } from '../lib/svg.js';
import { beams, bokeh, contactShadow, glow, haze, sky, vignette, type Beam } from '../lib/studio.js';
import { place } from '../lib/hardware.js';
import { cinemaCamera, podcastMic, recorder, phone, tripod } from '../lib/rigs.js';
import { foam, headphones } from '../lib/props.js';
import { boomPole, crowd, person, skyline, stars, truss } from '../lib/scenery.js';
import { beacon, bridge, slate } from '../devices.js';
import { beaconFoot, beaconTop, bridgeFoot, bridgeTop, crewCase } from '../kit.js';
import { flatlay, studioShot } from '../scenes.js';
import { remoteApp } from '../ui.js';

const N = 'news';
const W = 2400, H = 1350;
const rig = (c: Ctx, legs = 1250) => tripod(c, legs) + g(cinemaCamera(c, { side: beacon(c, { kx: 0, ky: 0.08 }) }), { transform: `translate(0 ${-legs})` });

/** Guitar silhouette held by a player at (x, y), scale s. */
const guitar = (x: number, y: number, s: number, fill: string) =>
  g(ellipse(0, 0, 60, 48, fill) + ellipse(-45, -8, 44, 38, fill) + rect(40, -14, 200, 18, fill, { transform: 'rotate(-22)' }), { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });

/** Drum kit silhouette centred at (x, floor y), scale s. */
const drums = (x: number, y: number, s: number, fill: string) =>
  g(circle(0, -70, 70, fill) + rect(-130, -120, 70, 80, fill, { rx: 8 }) + rect(70, -140, 60, 60, fill, { rx: 8 }) + path('M-170 -200H-90M120 -230H210M-130 -200V0M165 -230V0', 'none', { stroke: fill, 'stroke-width': 8 }) + ellipse(-130, -200, 60, 8, fill) + ellipse(165, -230, 60, 8, fill), { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });

/** Festival stage: roof truss, coloured beams, band, LED wall glow. */
function stage(c: Ctx, o: { y: number; colors: string[]; beams: number }): string {
  let s = truss(200, 2200, 120, 70, '#1c2028') + rect(200, 120, 24, o.y - 120, '#1c2028') + rect(2176, 120, 24, o.y - 120, '#1c2028');
  s += rect(380, 260, 1640, o.y - 320, c.lin([[0, '#1a2a55'], [1, '#3a1d4a']]), { opacity: 0.6 }) + glow(c, 1200, o.y - 300, 900, '#6a5cff', 0.25);
  const list: Beam[] = [];
  for (let i = 0; i < o.beams; i++) {
    const x1 = 300 + (i * 1800) / (o.beams - 1);
    list.push({ x1, y1: 180, x2: x1 + c.r(-700, 700), y2: H + 100, w: c.r(180, 320), color: pick(o.colors, i), opacity: 0.22, w0: 20 });
  }
  s += beams(c, list, 10);
  for (let i = 0; i < o.beams; i++) s += glow(c, 300 + (i * 1800) / (o.beams - 1), 180, 60, pick(o.colors, i), 0.9);
  s += rect(150, o.y, 2100, 40, '#0a0b0e');
  return s;
}

function confetti(c: Ctx, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = c.r(0, W), y = c.r(0, H);
    s += rect(x, y, c.r(6, 16), c.r(3, 6), pick(['#ffd27a', '#fff', ACCENT], i), { opacity: c.r(0.4, 0.9), transform: `rotate(${f(c.r(0, 180))} ${f(x)} ${f(y)})` });
  }
  return s;
}

export const newsB: AssetDef[] = [
  // on tour with a festival crew: stage lights, crowd, a camera on the riser
  asset(`${N}/on-tour-with-a-festival-crew.jpg`, W, H, (c) => {
    let s = sky(c, [[0, '#05060d'], [1, '#191433']], H) + stars(c, 40, 300);
    s += stage(c, { y: 820, colors: [ACCENT, '#ff4fa3', '#5fb6ff', '#ffffff'], beams: 9 });
    s += person(900, 820, 300, { pose: 'stand', fill: '#06070b' }) + guitar(930, 700, 0.55, '#06070b') + person(1200, 820, 320, { pose: 'talk', fill: '#06070b' }) + drums(1500, 820, 0.7, '#06070b');
    s += haze(c, 860, '#8f7fd0', 0.12, 6);
    s += crowd(c, 960, 4, { fill: '#040408', size: 90, phones: 0.1 });
    s += place(rig(c, 900), 2050, 1450, 0.62);
    return s + vignette(c, 0.55);
  }, { seed: 81 }),

  // indie feature shot on Crew Kit: night exterior, crew, the open case in front
  asset(`${N}/indie-feature-shot-on-crew-kit.jpg`, W, H, (c) => {
    let s = sky(c, [[0, '#050a14'], [1, '#1b2536']], 800);
    s += skyline(c, 860, { hMin: 300, hMax: 700, fill: '#0b0f17', lit: 0.18, wMin: 120, wMax: 260 });
    s += rect(0, 860, W, 490, c.lin([[0, '#1a2230'], [1, '#07090d']]));
    for (const x of [360, 1300, 2150]) s += rect(x - 6, 420, 12, 440, '#0b0f17') + glow(c, x, 420, 260, '#ffc27a', 0.55) + ellipse(x, 1000, 220, 30, '#ffc27a', { opacity: 0.12 });
    s += haze(c, 760, '#ffcf8f', 0.08, 5);
    s += g(place(rig(c), 1500, 960, 0.32) + person(1610, 960, 560, { pose: 'stand', facing: -1, rim: '#ffc27a' }) + person(1150, 965, 570, { pose: 'boom', facing: 1, rim: '#ffc27a' }) +
      boomPole(1150, 965, 570, '#07080a') + person(1900, 970, 550, { pose: 'talk', facing: -1, rim: '#9fc4ff' }), { filter: c.blur(3, 0.03) });
    s += contactShadow(c, 650, 1320, 900, 1) + place(crewCase(c, { open: true, ky: 0.55 }), 650, 1320, 2.6);
    return s + vignette(c, 0.7);
  }, { seed: 82 }),

  // timecode for podcasters: two mics, recorder with a Bridge A2, foam wall
  asset(`${N}/workshop-timecode-for-podcasters.jpg`, W, H, (c) => {
    let s = foam(c, 0, 0, W, 900, 150) + rect(0, 0, W, 900, c.rad([[0, '#ffb86a', 0.18], [1, '#000', 0.55]], { cx: 0.5, cy: 0.7, r: 0.8 }));
    s += circle(2150, 180, 26, '#ff3b30') + glow(c, 2150, 180, 140, '#ff3b30', 0.5);
    s += rect(0, 900, W, 450, c.lin([[0, '#5a3d2b'], [1, '#20140c']]));
    s += contactShadow(c, 1200, 1120, 1000, 0.9, '#120a05') + place(recorder(c, { kx: 0.1, ky: 0.5 }), 1200, 1120, 4.4);
    s += contactShadow(c, 1210, 870, 320, 0.8) + place(bridge(c, { kx: 0.3, ky: 0.34 }), 1210, 870, 4.2);
    s += place(podcastMic(c), 560, 620, 1.7) + place(podcastMic(c, true), 1840, 620, 1.7);
    s += place(headphones(c, 240), 1950, 1200, 1.1);
    return s + vignette(c, 0.6);
  }, { seed: 83 }),

  // Remote for Android: phone and devices on a walnut desk
  asset(`${N}/remote-app-for-android.jpg`, W, H, (c) => flatlay(c, 'walnut', [
    { svg: g(phone(c, remoteApp(c)), { transform: 'translate(0 81)' }), foot: 'M-37.5 -81h75v162h-75Z', x: 1000, y: 660, s: 6, rot: -6 },
    { svg: beaconTop(c), foot: beaconFoot, x: 1600, y: 380, s: 6, rot: 8 },
    { svg: beaconTop(c), foot: beaconFoot, x: 1850, y: 760, s: 6, rot: -12 },
    { svg: beaconTop(c), foot: beaconFoot, x: 1560, y: 1080, s: 6, rot: 4 },
    { svg: bridgeTop(c), foot: bridgeFoot, x: 420, y: 980, s: 5.6, rot: 14 },
  ]), { seed: 84 }),

  // broadcast expo Tokyo: skyline at dusk, tower, Fuji, the expo hall
  asset(`${N}/broadcast-expo-tokyo.jpg`, W, H, (c) => {
    let s = sky(c, [[0, '#1c1f4a'], [0.5, '#6a4a8a'], [0.8, '#e0876a'], [1, '#f6c08a']], 900) + stars(c, 30, 250);
    s += poly([[1500, 900], [1820, 560], [1870, 545], [1920, 560], [2250, 900]], '#8a6f9e', { opacity: 0.55 }) + poly([[1760, 625], [1820, 560], [1870, 545], [1920, 560], [1975, 620], [1900, 600], [1860, 630], [1820, 600]], '#f1e6f0', { opacity: 0.7 });
    s += skyline(c, 950, { hMin: 120, hMax: 330, fill: '#4a3a66', lit: 0.05, wMin: 50, wMax: 120 });
    const tower = path('M0 0L-70 -520L-6 -700V-760H6V-700L70 -520L140 0H110L40 -420H-40L-110 0Z', '#c8402a') + rect(-58, -470, 116, 26, '#f1e6e0') + rect(-30, -640, 60, 20, '#f1e6e0');
    s += g(tower, { transform: 'translate(700 1000) scale(0.9)' }) + glow(c, 700, 320, 60, '#ff5a3a', 0.8);
    s += skyline(c, 1080, { hMin: 160, hMax: 520, fill: '#151327', lit: 0.3, wMin: 70, wMax: 170 });
    s += rect(0, 1070, W, 280, c.lin([[0, '#221a3a'], [1, '#0a0814']]));
    for (let i = 0; i < 80; i++) s += rect(c.r(0, W), c.r(1090, 1340), c.r(20, 80), 3, pick(['#ffd79a', '#9fd0ff', '#ff9f7a'], i), { opacity: c.r(0.2, 0.6) });
    // the expo hall: inverted pyramids on legs
    const pyr = (x: number) => poly([[x - 90, 930], [x + 90, 930], [x + 30, 1030], [x - 30, 1030]], '#0d0b18') + rect(x - 8, 1030, 16, 50, '#0d0b18');
    s += rect(1250, 1040, 700, 40, '#0d0b18') + pyr(1380) + pyr(1600) + pyr(1820) + glow(c, 1600, 1000, 400, ACCENT, 0.2);
    return s + vignette(c, 0.45);
  }, { seed: 85 }),

  // live music sync in Paris: a club stage, warm light, camera in the foreground
  asset(`${N}/workshop-live-music-sync-paris.jpg`, W, H, (c) => {
    let s = rect(0, 0, W, H, c.lin([[0, '#0b0708'], [1, '#1c1010']]));
    s += rect(300, 0, 1800, 860, c.rad([[0, '#7a2a1a'], [1, '#150a0a']], { cx: 0.5, cy: 0.3, r: 0.7 }));
    s += beams(c, [
      { x1: 700, y1: -40, x2: 900, y2: 880, w: 500, color: '#ffb36a', opacity: 0.22, w0: 40 },
      { x1: 1700, y1: -40, x2: 1500, y2: 880, w: 500, color: '#ff7a4a', opacity: 0.2, w0: 40 },
      { x1: 1200, y1: -40, x2: 1200, y2: 880, w: 420, color: '#ffe1b0', opacity: 0.18, w0: 40 },
    ], 14);
    s += rect(200, 860, 2000, 60, '#120909');
    s += person(880, 860, 520, { pose: 'stand', rim: '#ffb36a' }) + guitar(915, 700, 0.9, '#07090c') + person(1200, 860, 560, { pose: 'talk', rim: '#ffe1b0' }) + path('M1240 860V560', 'none', { stroke: '#07090c', 'stroke-width': 8 }) + drums(1560, 860, 1, '#07090c');
    s += haze(c, 700, '#ffb36a', 0.1, 5);
    s += bokeh(c, { n: 16, x: [0, W], y: [40, 500], r: [30, 90], colors: ['#ffb36a', '#ff7a4a'], opacity: [0.05, 0.2] });
    s += crowd(c, 980, 2, { fill: '#050304', size: 120, phones: 0.05 });
    s += place(rig(c, 900), 420, 1500, 0.95);
    return s + vignette(c, 0.55);
  }, { seed: 86 }),

  // year in review: the slate at the last frame of the year, gold bokeh
  asset(`${N}/year-in-review-2025.jpg`, W, H, (c) => studioShot(c, [
    { draw: (c) => slate(c, { kx: 0.25, ky: 0.3, open: 12, tc: '23:59:59:24', blurGlow: true }), x: 1200, s: 5.2, foot: 170, y: 1080 },
  ], {
    horizon: 0.8, spotX: 0.5, spotY: 0.5,
    bokeh: { n: 60, y: [20, 1000], r: [14, 70], colors: ['#ffd27a', ACCENT, '#fff1cc', '#ff9f5a'], opacity: [0.1, 0.45] },
    behind: glow(c, 1200, 600, 1000, ACCENT, 0.1),
    front: confetti(c, 90),
  }), { seed: 87 }),
];

