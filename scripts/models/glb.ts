/** Binary glTF export and a read-back check, both with three.js in Node. */
import { Box3, Vector3 } from 'three';
import type { Mesh, Object3D } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/**
 * GLTFExporter with `binary: true` joins its buffers with Blob (in Node 20) and reads them
 * back with FileReader.readAsArrayBuffer, a browser-only API that Node 20 lacks. This is
 * the smallest stand-in: only readAsArrayBuffer, result and onloadend, which is all the
 * exporter uses for GLB output (no textures are exported).
 */
class BlobArrayBufferReader {
  result: ArrayBuffer | null = null;
  onloadend: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buf) => {
      this.result = buf;
      this.onloadend?.();
    });
  }
}
if (typeof globalThis.FileReader === 'undefined') {
  globalThis.FileReader = BlobArrayBufferReader as unknown as typeof FileReader;
}

export async function exportGlb(root: Object3D): Promise<Buffer> {
  const out = await new GLTFExporter().parseAsync(root, { binary: true, onlyVisible: true, trs: true });
  if (!(out instanceof ArrayBuffer)) throw new Error('GLTFExporter did not return binary output');
  return Buffer.from(out);
}

export interface GlbStats { nodes: number; meshes: number; materials: number; vertices: number; triangles: number; size: [number, number, number]; center: [number, number, number] }

/** Parse a GLB back with GLTFLoader (proves it is valid) and count what it holds. */
export async function inspectGlb(buf: Buffer): Promise<GlbStats> {
  const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
  const gltf = await new GLTFLoader().parseAsync(ab, '');
  let nodes = 0, meshes = 0, vertices = 0, triangles = 0;
  const mats = new Set<string>();
  gltf.scene.traverse((o) => {
    nodes++;
    const mesh = o as Mesh;
    if (!mesh.isMesh) return;
    meshes++;
    vertices += mesh.geometry.attributes.position!.count;
    triangles += (mesh.geometry.index?.count ?? mesh.geometry.attributes.position!.count) / 3;
    for (const m of [mesh.material].flat()) mats.add(m.name);
  });
  const box = new Box3().setFromObject(gltf.scene);
  const s = box.getSize(new Vector3()), c = box.getCenter(new Vector3());
  const r = (v: number) => Math.round(v * 1e5) / 1e5;
  return { nodes, meshes, materials: mats.size, vertices, triangles, size: [r(s.x), r(s.y), r(s.z)], center: [r(c.x), r(c.y), r(c.z)] };
}
