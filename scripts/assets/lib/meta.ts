import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import YAML from 'yaml';
import type { Alt } from '../types.js';

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml', glb: 'model/gltf-binary' };

/**
 * Writes the Statamic asset meta file of `file` ({dir}/.meta/{file}.yaml): alt texts in every
 * language, size, dimensions (images) and MIME type. Once the file exists its texts are the
 * editors' (the control panel edits them, and every build runs this): the demo's alt texts
 * only fill in what is missing, and keys an editor added are kept.
 * Returns whether the file changed. Used by the demo images and the 3D models.
 */
export function writeAssetMeta(file: string, alt: Alt, dims?: { width: number; height: number }): boolean {
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
  const data = { alt: alt.en, alt_de: alt.de, alt_fr: alt.fr, alt_es: alt.es, alt_jp: alt.jp, alt_zh: alt.zh, ...oldData };
  const meta = { ...old, data, size: statSync(file).size, ...(dims ?? {}), mime_type: MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream' };
  const text = YAML.stringify(meta, { defaultStringType: 'QUOTE_SINGLE', defaultKeyType: 'PLAIN', lineWidth: 0 }).replace(/^mime_type: '([\w.+/-]+)'$/m, 'mime_type: $1');
  if (existsSync(metaFile) && readFileSync(metaFile, 'utf8') === text) return false;
  mkdirSync(dirname(metaFile), { recursive: true });
  writeFileSync(metaFile, text);
  return true;
}
