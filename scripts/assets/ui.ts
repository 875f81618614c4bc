/**
 * App screens: Kairotone Sync Studio (desktop: bin, viewer, timeline with synced clips
 * and waveforms) and Kairotone Remote (phone: live timecode and device list). Text is
 * limited to clip codes, timecodes and brand names, so one image serves every language.
 */
import type { Ctx } from './lib/svg.js';
import { ACCENT, circle, f, g, path, pick, rect, rrPath, text, FONT_MONO } from './lib/svg.js';
import { segments, tc } from './lib/segments.js';
import { ridge, person } from './lib/scenery.js';

const UI = { bg: '#121519', panel: '#181c21', panel2: '#1e232a', line: '#2a3038', text: '#c9d1da', dim: '#7b8691', faint: '#4a535d' };
const CLIP = ['#3d6fa8', '#2f8f86', '#7a5bb0', '#2f7a58'];

/** A mirrored waveform envelope filling (x, y, w, h). */
function wave(c: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const n = Math.max(8, Math.floor(w / 4));
  const top: string[] = [], bot: string[] = [];
  let env = 0.5;
  for (let i = 0; i <= n; i++) {
    env = Math.min(1, Math.max(0.08, env + c.r(-0.18, 0.18)));
    const a = env * c.r(0.35, 1) * h * 0.48, xx = x + (w * i) / n;
    top.push(`${f(xx)},${f(y + h / 2 - a)}`);
    bot.unshift(`${f(xx)},${f(y + h / 2 + a)}`);
  }
  return `<polygon points="${top.join(' ')} ${bot.join(' ')}" fill="${color}" fill-opacity="0.9"/>`;
}

/** A small film still: dusk landscape with a figure and a slate (used as thumbnails and viewer). */
export function still(c: Ctx, x: number, y: number, w: number, h: number, hue = 0): string {
  const skies = pick([['#2b3f5e', '#d98b4a'], ['#1d2c44', '#5f86a8'], ['#3a2c48', '#e0a36a'], ['#23313a', '#8fb0a0']] as const, hue);
  const clip = c.clip(`M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`);
  const inner = rect(x, y, w, h, c.lin([[0, skies[0]], [1, skies[1]]], { x1: 0, y1: y, x2: 0, y2: y + h, user: true })) +
    ridge(c, y + h * 0.62, h * 0.18, '#1a2230', { x0: x, x1: x + w, bottom: y + h }) + ridge(c, y + h * 0.75, h * 0.1, '#0c1118', { x0: x, x1: x + w, bottom: y + h }) +
    person(x + w * (0.35 + 0.1 * (hue % 3)), y + h * 0.95, h * 0.55, { pose: hue % 2 ? 'slate' : 'stand', fill: '#07090d' });
  return g(inner, { 'clip-path': clip });
}

/** Full Sync Studio window, w × h pixels at (0, 0). */
export function syncStudio(c: Ctx, w: number, h: number): string {
  const s = w / 2400;
  const tb = 56 * s, side = 420 * s, insp = 360 * s, tlY = h * 0.56;
  let o = path(rrPath(0, 0, w, h, 18 * s), UI.bg);
  // title bar
  o += path(rrPath(0, 0, w, tb + 18 * s, 18 * s), '#1b1f25') + rect(0, tb, w, 1.5 * s, '#000');
  ['#e0605a', '#e6b34a', '#5fbf6a'].forEach((col, i) => { o += circle((28 + i * 30) * s, tb / 2, 8.5 * s, col, { opacity: 0.85 }); });
  o += text(w / 2, tb / 2 + 8 * s, 'Kairotone Sync Studio', { size: 22 * s, fill: UI.dim, anchor: 'middle' });
  o += path(rrPath(w - 300 * s, 12 * s, 150 * s, 32 * s, 16 * s), ACCENT) + text(w - 225 * s, 35 * s, '25p', { size: 18 * s, fill: '#1b1305', anchor: 'middle', weight: 700 });
  // bin
  o += rect(0, tb, side, tlY - tb, UI.panel) + rect(side, tb, 1.5 * s, tlY - tb, '#000');
  const names = ['A001_C004', 'A001_C005', 'B002_C011', 'B002_C012', 'C003_C002', 'SND_014', 'SND_015'];
  names.forEach((n, i) => {
    const ry = tb + 70 * s + i * 96 * s, sel = i === 2;
    if (sel) o += rect(8 * s, ry - 10 * s, side - 16 * s, 90 * s, '#243042', { rx: 8 * s });
    o += n.startsWith('SND') ? rect(24 * s, ry, 120 * s, 68 * s, '#18261f', { rx: 4 * s }) + wave(c, 28 * s, ry + 8 * s, 112 * s, 52 * s, '#4ec28a') : still(c, 24 * s, ry, 120 * s, 68 * s, i);
    o += text(164 * s, ry + 28 * s, n, { size: 21 * s, fill: sel ? '#fff' : UI.text, mono: true });
    o += text(164 * s, ry + 58 * s, tc(i * 7 + 3), { size: 17 * s, fill: UI.dim, mono: true });
    o += circle(side - 36 * s, ry + 34 * s, 7 * s, i === 6 ? UI.faint : '#4ee08c');
  });
  // viewer
  const vx = side + 40 * s, vw = w - side - insp - 80 * s, vh = Math.min(tlY - tb - 110 * s, vw * 9 / 16), vy = tb + 30 * s;
  const vxx = vx + (vw - vh * 16 / 9) / 2, vww = vh * 16 / 9;
  o += rect(vx, tb, vw + 40 * s, tlY - tb, '#0d0f12') + still(c, vxx, vy, vww, vh, 2);
  o += rect(vxx, vy + vh - 64 * s, vww, 64 * s, '#000', { opacity: 0.55 }) + segments(c, '10:24:37:12', vxx + vww / 2, vy + vh - 52 * s, 40 * s, { anchor: 'middle', glow: 0.6 });
  const cy = vy + vh + 42 * s;
  o += path(`M${f(vx + vw / 2 - 14 * s)} ${f(cy - 16 * s)}v${f(32 * s)}l${f(28 * s)} ${f(-16 * s)}Z`, UI.text) + rect(vx + vw / 2 - 90 * s, cy - 14 * s, 8 * s, 28 * s, UI.dim) + rect(vx + vw / 2 + 82 * s, cy - 14 * s, 8 * s, 28 * s, UI.dim);
  // inspector: per-camera sync offsets as bars
  const ix = w - insp;
  o += rect(ix, tb, insp, tlY - tb, UI.panel) + rect(ix, tb, 1.5 * s, tlY - tb, '#000');
  ['A', 'B', 'C', 'SND'].forEach((n, i) => {
    const ry = tb + 50 * s + i * 110 * s;
    o += path(rrPath(ix + 24 * s, ry, insp - 48 * s, 90 * s, 10 * s), UI.panel2) + circle(ix + 60 * s, ry + 45 * s, 20 * s, pick(CLIP, i)) + text(ix + 60 * s, ry + 53 * s, n, { size: n.length > 1 ? 14 * s : 22 * s, fill: '#fff', anchor: 'middle', weight: 700 });
    o += text(ix + 100 * s, ry + 38 * s, tc(40 + i), { size: 18 * s, fill: UI.text, mono: true }) + rect(ix + 100 * s, ry + 54 * s, insp - 170 * s, 10 * s, UI.line, { rx: 5 * s }) + rect(ix + 100 * s, ry + 54 * s, (insp - 170 * s) * (0.96 - i * 0.05), 10 * s, '#4ee08c', { rx: 5 * s });
  });
  // timeline
  o += rect(0, tlY, w, h - tlY, UI.panel) + rect(0, tlY, w, 1.5 * s, '#000');
  const hdr = 150 * s, ruler = 52 * s, x0 = hdr, tw = w - hdr - 20 * s;
  o += rect(0, tlY, hdr, h - tlY, '#15181d') + rect(x0, tlY, tw, ruler, '#1b2027');
  for (let i = 0; i <= 60; i++) {
    const tx = x0 + (tw * i) / 60, major = i % 10 === 0;
    o += rect(tx, tlY + ruler - (major ? 22 : 10) * s, 1.5 * s, (major ? 22 : 10) * s, major ? UI.dim : UI.faint);
    if (major) o += text(tx + 6 * s, tlY + 24 * s, `10:24:${String(i).padStart(2, '0')}:00`, { size: 16 * s, fill: UI.dim, mono: true });
  }
  const tracks = [['V3', 0], ['V2', 1], ['V1', 2], ['A1', 3], ['A2', 3]] as const;
  const th = (h - tlY - ruler - 40 * s) / tracks.length;
  tracks.forEach(([n, col], i) => {
    const ty = tlY + ruler + 14 * s + i * th;
    o += text(30 * s, ty + th / 2 + 7 * s, n, { size: 20 * s, fill: UI.dim, mono: true, weight: 700 }) + rect(x0, ty + th - 2 * s, tw, 1 * s, UI.line);
    let cx = x0 + c.r(0, 60) * s;
    while (cx < x0 + tw - 200 * s) {
      const cw = c.r(360, 760) * s, x1 = Math.min(cx + cw, x0 + tw);
      const audio = n.startsWith('A');
      o += path(rrPath(cx, ty + 6 * s, x1 - cx, th - 16 * s, 8 * s), pick(CLIP, col), { opacity: 0.9 }) + rect(cx, ty + 6 * s, x1 - cx, 24 * s, '#fff', { opacity: 0.08 });
      o += text(cx + 14 * s, ty + 25 * s, audio ? `SND_0${14 + i}` : `${'CBA'[i]}00${i + 1}_C0${Math.floor(c.r(10, 40))}`, { size: 15 * s, fill: '#fff', mono: true, opacity: 0.85 });
      if (audio) o += wave(c, cx + 8 * s, ty + 34 * s, x1 - cx - 16 * s, th - 50 * s, '#bff0d2');
      else for (let k = cx + 8 * s; k < x1 - 110 * s; k += 116 * s) o += still(c, k, ty + 34 * s, 108 * s, th - 50 * s, Math.floor(k) % 4);
      cx = x1 + c.r(20, 140) * s;
    }
  });
  // sync line + playhead
  const px = x0 + tw * 0.4;
  o += rect(px - 1.5 * s, tlY, 3 * s, h - tlY, ACCENT) + path(`M${f(px - 12 * s)} ${f(tlY)}h${f(24 * s)}l${f(-12 * s)} ${f(16 * s)}Z`, ACCENT);
  return g(o, { 'font-family': FONT_MONO });
}

/** Kairotone Remote on a phone: content for a 1000 × 2160 screen box. */
export function remoteApp(c: Ctx, variant = 0): string {
  let o = rect(0, 0, 1000, 2160, c.lin([[0, '#12171e'], [1, '#07090c']]));
  o += text(80, 95, '10:24', { size: 40, fill: '#e8edf2', weight: 700 }) + rect(840, 70, 70, 30, '#e8edf2', { rx: 8, opacity: 0.85 });
  o += text(80, 230, 'KAIROTONE', { size: 34, fill: '#8c97a3', weight: 700, spacing: 9 });
  o += path(rrPath(60, 290, 880, 330, 40), '#171d25') + segments(c, variant ? '10:24:38:03' : '10:24:37:12', 500, 360, 120, { anchor: 'middle' });
  o += path(rrPath(90, 525, 150, 56, 28), '#2a2113') + text(165, 563, '25 fps', { size: 28, fill: ACCENT, anchor: 'middle', weight: 700 });
  o += path(rrPath(260, 525, 170, 56, 28), '#13261c') + circle(295, 553, 10, '#4ee08c') + text(360, 563, 'LOCK', { size: 28, fill: '#4ee08c', anchor: 'middle', weight: 700 });
  const devs = [['Beacon A', 0.92], ['Beacon B', 0.86], ['Beacon C', 0.64], ['Bridge A2', 0.78], ['Slate One', 0.55]] as const;
  devs.forEach(([n, bat], i) => {
    const y = 680 + i * 250;
    o += path(rrPath(60, y, 880, 220, 36), '#161b22') + path(rrPath(100, y + 50, 120, 120, 28), '#222a33');
    o += path(rrPath(122, y + 82, 76, 54, 10), '#3a434d') + rect(134, y + 96, 40, 14, ACCENT, { opacity: 0.8, rx: 3 });
    o += text(260, y + 100, n, { size: 44, fill: '#e8edf2', weight: 700 }) + text(260, y + 160, tc(60 + i), { size: 32, fill: '#8c97a3', family: FONT_MONO });
    o += rect(760, y + 80, 100, 44, 'none', { stroke: '#8c97a3', 'stroke-width': 4, rx: 9 }) + rect(766, y + 86, 88 * bat, 32, bat > 0.6 ? '#4ee08c' : ACCENT, { rx: 5 }) + rect(862, y + 92, 8, 20, '#8c97a3', { rx: 3 });
    o += circle(810, y + 165, 12, '#4ee08c');
  });
  return o + path(rrPath(380, 2100, 240, 12, 6), '#fff', { opacity: 0.6 });
}
