/**
 * Builds the 3D models of Kairotone Beacon and Slate One with three.js, exports them as
 * binary glTF, renders a poster of each from the viewer's initial camera (view.ts) and
 * writes the Statamic meta files.
 *
 *   npx tsx scripts/models/make-models.ts               models, posters, meta
 *   npx tsx scripts/models/make-models.ts --no-posters  models and their meta only
 *
 * Output: public/media/products/{slug}/model.glb and model-poster.jpg (+ .meta/*.yaml).
 * The GLBs are deterministic: the same source gives byte-identical files.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Box3, Mesh, Scene, Vector3 } from 'three';
import type { Group } from 'three';
import { beaconModel } from './beacon.js';
import { exportGlb, inspectGlb } from './glb.js';
import { writeAssetMeta as writeMeta } from '../assets/lib/meta.js';
import { MODEL_ALT } from './meta.js';
import { POSTER, renderPosters } from './poster.js';
import { slateModel } from './slate-one.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'public', 'media', 'products');

const PRODUCTS: Array<{ slug: string; build: () => Group }> = [
  { slug: 'beacon', build: beaconModel },
  { slug: 'slate-one', build: slateModel },
];

/**
 * Centre the model's bounding box on the origin and convert millimetres to metres, baking
 * the scale into the geometry so every node keeps a unit scale.
 */
function finalize(root: Group): Scene {
  root.updateMatrixWorld(true);
  const centre = new Box3().setFromObject(root).getCenter(new Vector3());
  for (const child of root.children) child.position.sub(centre);
  root.traverse((o) => {
    o.position.multiplyScalar(0.001);
    if (o instanceof Mesh) o.geometry.scale(0.001, 0.001, 0.001);
  });
  const scene = new Scene();
  scene.name = root.name;
  scene.add(root);
  return scene;
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const posters = !process.argv.includes('--no-posters');
  const jobs: Array<{ slug: string; glb: Buffer; out: string }> = [];
  for (const { slug, build } of PRODUCTS) {
    const dir = join(OUT, slug);
    mkdirSync(dir, { recursive: true });
    const glb = await exportGlb(finalize(build()));
    const file = join(dir, 'model.glb');
    writeFileSync(file, glb);
    const alt = MODEL_ALT[slug];
    if (!alt) throw new Error(`no alt texts for ${slug}`);
    writeMeta(file, alt.model);
    const s = await inspectGlb(glb);
    const sha = createHash('sha256').update(glb).digest('hex').slice(0, 16);
    console.log(`  ${relative(ROOT, file)}  ${kb(glb.length)}  sha256 ${sha}  ${s.meshes} meshes, ${s.materials} materials, ${s.nodes} nodes, ${s.vertices} vertices, ${s.triangles} triangles, size ${s.size.map((v) => (v * 1000).toFixed(1)).join(' × ')} mm, centre ${s.center.join(', ')}`);
    jobs.push({ slug, glb, out: join(dir, 'model-poster.jpg') });
  }
  if (!posters) return;
  await renderPosters(ROOT, jobs);
  for (const job of jobs) {
    writeMeta(job.out, MODEL_ALT[job.slug]!.poster, { width: POSTER.width, height: POSTER.height });
    console.log(`  ${relative(ROOT, job.out)}  ${POSTER.width}×${POSTER.height}`);
  }
}

main().catch((e: unknown) => {
  console.error(`make-models: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  process.exit(1);
});
