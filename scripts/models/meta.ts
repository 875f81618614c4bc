/**
 * Alt texts of the models and their posters, for their Statamic asset meta files (written by
 * scripts/assets/lib/meta.ts, as the demo images' are). The GLB gets alt texts too:
 * `npm run content:check` requires them for every asset.
 */
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

