import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import YAML from 'yaml';
import { writeAssetMeta } from './meta';

/** Every build writes the demo images' meta files: what editors wrote there in the panel must survive it. */

const ALT = { en: 'Demo', de: 'Demo DE', fr: 'Démo', es: 'Demo ES', jp: 'デモ', zh: '演示' };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'asset-meta-'));
  writeFileSync(path.join(dir, 'photo.jpg'), 'x'.repeat(10));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = () => YAML.parse(readFileSync(path.join(dir, '.meta', 'photo.jpg.yaml'), 'utf8')) as { data: Record<string, string>; size: number; width: number };

it('writes the demo alt texts when there is no meta file yet', () => {
  expect(writeAssetMeta(path.join(dir, 'photo.jpg'), ALT, { width: 4, height: 3 })).toBe(true);
  expect(read()).toMatchObject({ data: { alt: 'Demo', alt_jp: 'デモ' }, size: 10, width: 4 });
});

it('keeps the texts an editor wrote, and fills in only what is missing', () => {
  mkdirSync(path.join(dir, '.meta'));
  writeFileSync(path.join(dir, '.meta', 'photo.jpg.yaml'), "data:\n  alt: 'Written in the panel'\n  alt_de: 'Im Panel geschrieben'\n  focus: 30-40-1\n");
  writeAssetMeta(path.join(dir, 'photo.jpg'), ALT, { width: 4, height: 3 });
  expect(read().data).toEqual({ alt: 'Written in the panel', alt_de: 'Im Panel geschrieben', alt_fr: 'Démo', alt_es: 'Demo ES', alt_jp: 'デモ', alt_zh: '演示', focus: '30-40-1' });
});
