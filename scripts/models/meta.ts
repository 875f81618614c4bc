/**
 * Statamic asset meta files for the models and their posters, written the way
 * scripts/render-assets.ts writes them (its writer is not exported): `data` with the alt
 * texts of every site, then size, width, height and mime_type; keys an editor added are kept.
 * The GLB gets alt texts too: `npm run content:check` requires them for every asset.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import YAML from 'yaml';
import type { Alt } from '../assets/types.js';

const a = (en: string, de: string, fr: string, es: string, jp: string, zh: string): Alt => ({ en, de, fr, es, jp, zh });

/** Alt texts by product slug. */
export const MODEL_ALT: Record<string, { model: Alt; poster: Alt }> = {
  beacon: {
    model: a(
      'Interactive 3D model of Kairotone Beacon',
      'Interaktives 3D-Modell des Kairotone Beacon',
      'Modèle 3D interactif du Kairotone Beacon',
      'Modelo 3D interactivo del Kairotone Beacon',
      'Kairotone Beaconのインタラクティブ3Dモデル',
      'Kairotone Beacon 交互式 3D 模型'),
    poster: a(
      '3D view of Kairotone Beacon, a graphite wireless timecode generator, its display showing 10:24:37:12',
      '3D-Ansicht des Kairotone Beacon, eines graphitfarbenen kabellosen Timecode-Generators, das Display zeigt 10:24:37:12',
      'Vue 3D du Kairotone Beacon, générateur de timecode sans fil couleur graphite, dont l’écran affiche 10:24:37:12',
      'Vista 3D del Kairotone Beacon, un generador de timecode inalámbrico en color grafito, con la pantalla en 10:24:37:12',
      'グラファイトカラーのワイヤレス・タイムコードジェネレーター Kairotone Beacon の3Dビュー。表示は10:24:37:12',
      'Kairotone Beacon 无线时间码发生器的 3D 视图，石墨色机身，屏幕显示 10:24:37:12'),
  },
  'slate-one': {
    model: a(
      'Interactive 3D model of Kairotone Slate One',
      'Interaktives 3D-Modell der Kairotone Slate One',
      'Modèle 3D interactif du Kairotone Slate One',
      'Modelo 3D interactivo de la Kairotone Slate One',
      'Kairotone Slate Oneのインタラクティブ3Dモデル',
      'Kairotone Slate One 交互式 3D 模型'),
    poster: a(
      '3D view of Kairotone Slate One with the clapper open, showing 10:24:37:12 in large amber digits',
      '3D-Ansicht der Kairotone Slate One mit geöffneter Klappe, große bernsteinfarbene Ziffern zeigen 10:24:37:12',
      'Vue 3D du Kairotone Slate One, claquette ouverte, qui affiche 10:24:37:12 en grands chiffres ambrés',
      'Vista 3D de la Kairotone Slate One con el clapper abierto, mostrando 10:24:37:12 en grandes dígitos ámbar',
      '拍子木を開いたKairotone Slate Oneの3Dビュー。大きなアンバー色の数字で10:24:37:12を表示',
      '拍板打开的 Kairotone Slate One 3D 视图，以琥珀色大号数字显示 10:24:37:12'),
  },
};

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', glb: 'model/gltf-binary' };

/** Write {dir}/.meta/{file}.yaml for `file`; returns whether it changed. */
export function writeMeta(file: string, alt: Alt, dims?: { width: number; height: number }): boolean {
  const metaFile = join(dirname(file), '.meta', `${basename(file)}.yaml`);
  let old: Record<string, unknown> = {};
  if (existsSync(metaFile)) {
    try {
      old = (YAML.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>) ?? {};
    } catch {
      old = {};
    }
  }
  const oldData = (old.data && typeof old.data === 'object' ? old.data : {}) as Record<string, unknown>;
  const data = { ...oldData, alt: alt.en, alt_de: alt.de, alt_fr: alt.fr, alt_es: alt.es, alt_jp: alt.jp, alt_zh: alt.zh };
  const meta = { ...old, data, size: statSync(file).size, ...(dims ?? {}), mime_type: MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream' };
  const text = YAML.stringify(meta, { defaultStringType: 'QUOTE_SINGLE', defaultKeyType: 'PLAIN', lineWidth: 0 }).replace(/^mime_type: '([\w.+/-]+)'$/m, 'mime_type: $1');
  if (existsSync(metaFile) && readFileSync(metaFile, 'utf8') === text) return false;
  mkdirSync(dirname(metaFile), { recursive: true });
  writeFileSync(metaFile, text);
  return true;
}
