/** App screenshots (downloads), the default social image and the error illustration. */
import { asset, type AssetDef } from '../types.js';
import { ACCENT, FONT, g, path, rect, rrPath, text } from '../lib/svg.js';
import { backdrop, bokeh, contactShadow, glow, vignette } from '../lib/studio.js';
import { place } from '../lib/hardware.js';
import { phone } from '../lib/rigs.js';
import { beacon, slate } from '../devices.js';
import { remoteApp, syncStudio } from '../ui.js';

export const appAssets: AssetDef[] = [
  // Sync Studio: the app window on a dark desktop
  asset('downloads/sync-studio.jpg', 2400, 1500, (c) => {
    let s = backdrop(c, 'night', { horizon: 1, spotX: 0.5, spotY: 0.45, spotR: 0.7 }) + glow(c, 1900, 200, 900, ACCENT, 0.08);
    const W = 2160, H = 1330;
    s += g(path(rrPath(0, 0, W, H, 18), '#000'), { transform: `translate(${(2400 - W) / 2 + 10} ${(1500 - H) / 2 + 30})`, filter: c.blur(26, 0.08), opacity: 0.8 });
    s += g(syncStudio(c, W, H), { transform: `translate(${(2400 - W) / 2} ${(1500 - H) / 2})` });
    return s;
  }, { seed: 51 }),

  // Remote: two phones and a Beacon
  asset('downloads/remote-app.jpg', 2400, 1500, (c) => {
    let s = backdrop(c, 'night', { horizon: 0.82, spotX: 0.45, spotY: 0.4 });
    s += bokeh(c, { n: 20, x: [0, 2400], y: [40, 900], r: [30, 110], colors: [ACCENT, '#8fb8ff'], opacity: [0.04, 0.16] });
    s += g(path('M-40 -170h80v180h-80Z', '#000'), { transform: 'translate(1530 1350) rotate(8) scale(5.6)', filter: c.blur(30, 0.1), opacity: 0.6 });
    s += place(phone(c, remoteApp(c, 1)), 1540, 1330, 5.6, 8);
    s += g(path('M-40 -170h80v180h-80Z', '#000'), { transform: 'translate(1000 1420) rotate(-4) scale(7)', filter: c.blur(30, 0.1), opacity: 0.6 });
    s += place(phone(c, remoteApp(c, 0)), 990, 1400, 7, -4);
    s += contactShadow(c, 1980, 1300, 500, 0.9) + place(beacon(c, { kx: -0.35, ky: 0.34 }), 1980, 1300, 8);
    return s + vignette(c, 0.6);
  }, { seed: 52 }),

  // default social image: wordmark, short tagline, one Beacon
  asset('brand/og-default.jpg', 1200, 630, (c) => {
    let s = backdrop(c, 'night', { horizon: 0.8, spotX: 0.72, spotY: 0.5, spotR: 0.6 });
    s += bokeh(c, { n: 14, x: [600, 1200], y: [20, 400], r: [10, 50], colors: [ACCENT, '#8fb8ff'], opacity: [0.05, 0.2] });
    s += contactShadow(c, 930, 525, 400, 0.9) + place(beacon(c, { kx: 0.34, ky: 0.32 }), 930, 525, 6.4);
    s += text(80, 270, 'KAIROTONE', { size: 62, fill: '#f2f4f6', weight: 700, spacing: 14, family: FONT });
    s += rect(84, 300, 120, 5, ACCENT);
    s += text(84, 360, 'TIMECODE · SYNC · HAMBURG', { size: 22, fill: '#9aa6b2', weight: 700, spacing: 5, family: FONT });
    return s + vignette(c, 0.55);
  }, { seed: 53 }),

  // 404: lost sync, a slate showing dashes
  asset('error/not-found.jpg', 2400, 1600, (c) => {
    let s = backdrop(c, 'night', { horizon: 0.78, spotX: 0.5, spotY: 0.45, spotR: 0.55 });
    s += bokeh(c, { n: 18, x: [0, 2400], y: [40, 900], r: [30, 120], colors: ['#ff5a36', ACCENT, '#8fb8ff'], opacity: [0.04, 0.15] });
    s += contactShadow(c, 1200, 1250, 1150, 0.95);
    s += place(slate(c, { kx: 0.2, ky: 0.3, open: 30, tc: '--:--:--:--', color: '#ff5a36', blurGlow: true }), 1200, 1250, 6.6, -8);
    return s + vignette(c, 0.7);
  }, { seed: 54 }),
];
