/**
 * Poster images of the models: headless Chromium (SwiftShader WebGL) loads a small page
 * that renders the GLB with three.js from the MODEL_CAMERA view, under soft studio
 * lighting, on a light backdrop with a contact shadow; the screenshot (rendered at 2× and
 * downsampled for clean edges) becomes a progressive JPEG.
 *
 * The page and three.js are served from a throwaway HTTP server on 127.0.0.1 that lives
 * only while the posters render.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { MODEL_CAMERA, MODEL_STAGE } from './view.js';

export const POSTER = { width: 1600, height: 1200, scale: 2, jpeg: { quality: 82, mozjpeg: true, progressive: true } } as const;

export interface PosterJob { slug: string; glb: Buffer; out: string }

function page(factor: number): string {
  const cfg = JSON.stringify({ camera: { fov: MODEL_CAMERA.fov, direction: MODEL_CAMERA.direction, factor }, stage: MODEL_STAGE });
  return `<!doctype html>
<html><head><meta charset="utf-8">
<style>html,body{margin:0;height:100%;overflow:hidden;background:${MODEL_STAGE.background}}canvas{display:block}</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
</head><body><script type="module">
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { HorizontalBlurShader } from 'three/addons/shaders/HorizontalBlurShader.js';
import { VerticalBlurShader } from 'three/addons/shaders/VerticalBlurShader.js';
const CFG = ${cfg};
try {
  const W = innerWidth, H = innerHeight;
  const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(devicePixelRatio);
  renderer.setSize(W, H);
  renderer.setClearColor(0x000000, 0);
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = CFG.stage.toneMappingExposure;
  document.body.appendChild(renderer.domElement);

  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), CFG.stage.environmentSigma).texture;
  scene.environmentIntensity = CFG.stage.environmentIntensity;

  const model = (await new GLTFLoader().loadAsync('/model.glb')).scene;
  scene.add(model);
  const box = new THREE.Box3().setFromObject(model);
  const sphere = box.getBoundingSphere(new THREE.Sphere());
  const r = sphere.radius, c = sphere.center;

  // the camera of MODEL_VIEW (app/embeds/model-stage.ts)
  const camera = new THREE.PerspectiveCamera(CFG.camera.fov, W / H, r / 100, r * 100);
  camera.position.copy(new THREE.Vector3(...CFG.camera.direction).normalize().multiplyScalar(r * CFG.camera.factor).add(c));
  camera.lookAt(c);

  const k = CFG.stage.keyLight;
  const key = new THREE.DirectionalLight(k.color, k.intensity);
  key.position.copy(new THREE.Vector3(...k.direction).normalize().multiplyScalar(r * 4).add(c));
  key.target.position.copy(c);
  scene.add(key, key.target);

  // contact shadow: the model's depth seen from below, blurred, on a plane at its foot
  const S = CFG.stage.shadow, size = S.size * r, N = 512;
  const shadow = new THREE.Group();
  shadow.position.set(c.x, box.min.y + r * 0.002, c.z);
  scene.add(shadow);
  const rt = new THREE.WebGLRenderTarget(N, N), rtBlur = new THREE.WebGLRenderTarget(N, N);
  rt.texture.generateMipmaps = rtBlur.texture.generateMipmaps = false;
  const planeGeo = new THREE.PlaneGeometry(size, size).rotateX(Math.PI / 2);
  const plane = new THREE.Mesh(planeGeo, new THREE.MeshBasicMaterial({ map: rt.texture, opacity: S.opacity, transparent: true, depthWrite: false }));
  plane.renderOrder = 1;
  plane.scale.y = -1;
  shadow.add(plane);
  const blurPlane = new THREE.Mesh(planeGeo);
  blurPlane.visible = false;
  shadow.add(blurPlane);
  const shadowCam = new THREE.OrthographicCamera(-size / 2, size / 2, size / 2, -size / 2, 0, box.max.y - box.min.y);
  shadowCam.rotation.x = Math.PI / 2;
  shadow.add(shadowCam);
  const depth = new THREE.MeshDepthMaterial();
  depth.onBeforeCompile = (sh) => {
    sh.fragmentShader = sh.fragmentShader.replace('gl_FragColor = vec4( vec3( 1.0 - fragCoordZ ), opacity );', 'gl_FragColor = vec4( vec3( 0.0 ), ( 1.0 - fragCoordZ ) * 1.0 );');
  };
  depth.depthTest = depth.depthWrite = false;
  const hBlur = new THREE.ShaderMaterial(HorizontalBlurShader), vBlur = new THREE.ShaderMaterial(VerticalBlurShader);
  hBlur.depthTest = vBlur.depthTest = false;
  const blur = (amount) => {
    blurPlane.visible = true;
    blurPlane.material = hBlur; hBlur.uniforms.tDiffuse.value = rt.texture; hBlur.uniforms.h.value = amount / 256;
    renderer.setRenderTarget(rtBlur); renderer.render(blurPlane, shadowCam);
    blurPlane.material = vBlur; vBlur.uniforms.tDiffuse.value = rtBlur.texture; vBlur.uniforms.v.value = amount / 256;
    renderer.setRenderTarget(rt); renderer.render(blurPlane, shadowCam);
    blurPlane.visible = false;
  };
  plane.visible = false;
  scene.overrideMaterial = depth;
  renderer.setRenderTarget(rt);
  renderer.render(scene, shadowCam);
  scene.overrideMaterial = null;
  blur(S.blur);
  blur(S.blur * 0.4);
  renderer.setRenderTarget(null);
  plane.visible = true;

  renderer.render(scene, camera);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  window.__poster = { ok: true, radius: r };
} catch (e) {
  window.__poster = { ok: false, error: String(e && e.stack || e) };
}
</script></body></html>`;
}

const TYPES: Record<string, string> = { js: 'text/javascript', html: 'text/html', glb: 'model/gltf-binary' };

/** Render every job's poster; one browser and one server for all of them. */
export async function renderPosters(root: string, jobs: PosterJob[]): Promise<void> {
  const threeDir = join(root, 'node_modules', 'three');
  let current: PosterJob | undefined;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const job = current;
      if (!job) { res.writeHead(503).end(); return; }
      if (url.pathname === '/') {
        res.writeHead(200, { 'content-type': TYPES.html! }).end(page(MODEL_CAMERA.distanceFactor));
        return;
      }
      if (url.pathname === '/model.glb') { res.writeHead(200, { 'content-type': TYPES.glb! }).end(job.glb); return; }
      if (url.pathname.startsWith('/three/')) {
        const file = normalize(join(threeDir, decodeURIComponent(url.pathname.slice('/three/'.length))));
        if (file.startsWith(threeDir + sep)) {
          try {
            const body = await readFile(file);
            res.writeHead(200, { 'content-type': TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(body);
            return;
          } catch { /* fall through to 404 */ }
        }
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
  try {
    const ctx = await browser.newContext({ viewport: { width: POSTER.width, height: POSTER.height }, deviceScaleFactor: POSTER.scale });
    for (const job of jobs) {
      current = job;
      const tab = await ctx.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(`http://127.0.0.1:${port}/`);
      await tab.waitForFunction(() => (window as unknown as { __poster?: unknown }).__poster !== undefined, undefined, { timeout: 120_000 });
      const result = await tab.evaluate(() => (window as unknown as { __poster: { ok: boolean; error?: string } }).__poster);
      if (!result.ok || errors.length) throw new Error(`poster page for ${job.slug} failed: ${result.error ?? errors.join('; ')}`);
      const png = await tab.screenshot({ type: 'png' });
      await tab.close();
      await sharp(png).resize(POSTER.width, POSTER.height, { kernel: 'lanczos3' }).flatten({ background: '#ffffff' }).jpeg(POSTER.jpeg).toFile(job.out);
    }
  } finally {
    current = undefined;
    await browser.close();
    await new Promise<void>((ok) => server.close(() => ok()));
  }
}
