import {
  Box3,
  DirectionalLight,
  LoadingManager,
  NeutralToneMapping,
  PMREMGenerator,
  PerspectiveCamera,
  SRGBColorSpace,
  Scene,
  Texture,
  WebGLRenderer,
  type BufferGeometry,
  type Material,
  type Object3D,
  type WebGLRenderTarget,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MODEL_STAGE } from './model-stage';
import { initialCamera, keyStep, orbit, orbitLimits, type Vec3 } from './model-orbit';

/** Slow: one turn a minute (OrbitControls' speed 1 is 60 s per turn with real frame times). */
const AUTO_ROTATE_SPEED = 1;
/** Frame times are capped so a stalled frame does not turn the model by a big jump. */
const MAX_FRAME_SECONDS = 0.1;

/**
 * Whether this browser can run the viewer. three.js (since r163) renders with WebGL 2 only, so a
 * WebGL 1 context does not count: with it the viewer would only fail later. The probe context is
 * released straight away, as browsers allow only a few live contexts per page.
 */
export function webglAvailable(createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas')): boolean {
  try {
    const gl = createCanvas().getContext('webgl2');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    // Some browsers throw instead of returning null when WebGL is blocked.
    return false;
  }
}

export interface ModelViewerOptions {
  /** Same-origin .glb. */
  url: string;
  /** prefers-reduced-motion: no auto-rotation, no damping/inertia. */
  reducedMotion: boolean;
  /** Aborts mounting (the model request included); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ModelViewer {
  /** Back to the initial view; auto-rotation stays off. */
  reset(): void;
  /** Releases everything the viewer created, the canvas included. Safe to call twice. */
  dispose(): void;
}

/**
 * Mounts a canvas into `container`, loads the model, renders the first frame, then resolves.
 * Rejects (after cleaning up everything it created) if WebGL context creation or the model
 * load fails. Until it resolves the container shows what it had (the poster): the canvas is
 * added together with the first frame.
 */
export async function mountModelViewer(container: HTMLElement, options: ModelViewerOptions): Promise<ModelViewer> {
  const { url, reducedMotion, signal } = options;
  signal?.throwIfAborted();

  let renderer: WebGLRenderer;
  try {
    // Transparent: the stage's CSS background (MODEL_STAGE.background) shows through, as on the poster.
    renderer = new WebGLRenderer({ antialias: true, alpha: true });
  } catch (error) {
    throw new Error(`WebGL is not available to show the 3D model ${url}`, { cause: error });
  }
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = MODEL_STAGE.toneMappingExposure;
  renderer.setClearColor(0x000000, 0);
  const canvas = renderer.domElement;
  canvas.style.cssText = 'display:block;width:100%;height:100%';

  const scene = new Scene();
  const models: Object3D[] = [];
  let environment: WebGLRenderTarget | undefined;
  const releaseGraphics = () => {
    models.forEach(disposeObject);
    environment?.dispose();
    renderer.dispose();
    renderer.forceContextLoss();
    canvas.remove();
  };

  // Soft studio light from a generated room, as on the posters.
  const lightScene = () => {
    const pmrem = new PMREMGenerator(renderer);
    const room = new RoomEnvironment();
    environment = pmrem.fromScene(room, MODEL_STAGE.environmentSigma);
    room.dispose();
    pmrem.dispose();
    scene.environment = environment.texture;
    scene.environmentIntensity = MODEL_STAGE.environmentIntensity;
  };

  // A manager of our own, so aborting it cancels this model's requests only.
  const manager = new LoadingManager();
  const abortLoad = () => manager.abort();
  signal?.addEventListener('abort', abortLoad);
  const loadModel = async () => {
    try {
      return await new GLTFLoader(manager).loadAsync(url);
    } catch (error) {
      signal?.throwIfAborted();
      throw new Error(`Could not load the 3D model ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  const frameModel = async () => {
    // The download starts first; the light is generated while it runs.
    const [gltf] = await Promise.all([loadModel(), Promise.resolve().then(lightScene)]);
    models.push(...gltf.scenes);
    signal?.throwIfAborted();
    scene.add(gltf.scene);

    const box = new Box3().setFromObject(gltf.scene);
    if (box.isEmpty()) throw new Error(`The 3D model ${url} has nothing to show`);
    const framing = initialCamera(box);
    // The posters' key light, fixed to the model (it does not follow the camera).
    const { color, intensity, direction } = MODEL_STAGE.keyLight;
    const key = new DirectionalLight(color, intensity);
    const [dx, dy, dz] = direction;
    const reach = (framing.radius * 4) / Math.hypot(dx, dy, dz);
    key.position.set(framing.target.x + dx * reach, framing.target.y + dy * reach, framing.target.z + dz * reach);
    key.target.position.set(framing.target.x, framing.target.y, framing.target.z);
    scene.add(key, key.target);
    const camera = new PerspectiveCamera(framing.fov, 1, framing.near, framing.far);
    camera.position.set(framing.position.x, framing.position.y, framing.position.z);
    camera.lookAt(framing.target.x, framing.target.y, framing.target.z);
    // Compiles the shaders off the main thread where the browser can, instead of stalling the
    // first frame. Without the extension the first render compiles them (and three would warn).
    if (renderer.extensions.has('KHR_parallel_shader_compile')) {
      await renderer.compileAsync(scene, camera);
      signal?.throwIfAborted();
    }
    return { camera, framing };
  };
  let framed;
  try {
    framed = await frameModel();
  } catch (error) {
    manager.abort();
    releaseGraphics();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abortLoad);
  }
  const { camera, framing } = framed;

  // All listeners go with this one abort.
  const listening = new AbortController();
  const on = listening.signal;

  let active = false;
  // Added before OrbitControls adds its own, so it runs first: while the viewer is inactive a
  // wheel over it scrolls the page (no preventDefault) instead of zooming. Pinch zoom shares
  // OrbitControls' enableZoom, so the wheel is filtered here rather than zoom switched off.
  canvas.addEventListener(
    'wheel',
    (event) => {
      if (!active) event.stopImmediatePropagation();
      else stopAutoRotate();
    },
    { capture: true, passive: true, signal: on },
  );

  const limits = orbitLimits(framing.radius);
  const controls = new OrbitControls(camera, canvas);
  controls.target.set(framing.target.x, framing.target.y, framing.target.z);
  controls.enablePan = false;
  controls.minDistance = limits.minDistance;
  controls.maxDistance = limits.maxDistance;
  controls.minPolarAngle = limits.minPolar;
  controls.maxPolarAngle = limits.maxPolar;
  controls.enableDamping = !reducedMotion;
  controls.autoRotate = !reducedMotion;
  controls.autoRotateSpeed = AUTO_ROTATE_SPEED;
  controls.cursorStyle = 'grab';
  controls.update();

  // Rendering on demand: a frame when the camera changes, and a loop only while the camera
  // keeps moving by itself (auto-rotation, damping), paused while nobody can see it.
  let frame = 0;
  let lastTime: number | null = null;
  let updating = false;
  let onScreen = true;
  let disposed = false;
  let size = { width: 0, height: 0, ratio: 0 };

  const render = () => renderer.render(scene, camera);
  const tick = (time: number) => {
    frame = 0;
    const seconds = lastTime === null ? 1 / 60 : Math.min((time - lastTime) / 1000, MAX_FRAME_SECONDS);
    updating = true;
    const moved = controls.update(seconds);
    updating = false;
    render();
    lastTime = (moved || controls.autoRotate) ? time : null;
    if (lastTime !== null) requestFrame();
  };
  const requestFrame = () => {
    if (disposed || frame || !onScreen || document.hidden) return;
    frame = requestAnimationFrame(tick);
  };
  const pause = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    lastTime = null;
  };
  const stopAutoRotate = () => {
    controls.autoRotate = false;
  };
  controls.addEventListener('change', () => {
    if (!updating) requestFrame();
  });

  const resize = () => {
    const next = { width: Math.max(1, container.clientWidth), height: Math.max(1, container.clientHeight), ratio: Math.min(window.devicePixelRatio || 1, 2) };
    // Setting the canvas size clears it, so only on a real change, and followed by a frame.
    if (next.width === size.width && next.height === size.height && next.ratio === size.ratio) return;
    size = next;
    renderer.setPixelRatio(next.ratio);
    renderer.setSize(next.width, next.height, false);
    camera.aspect = next.width / next.height;
    camera.updateProjectionMatrix();
    render();
  };

  /** Puts the camera somewhere, dropping any inertia left from a drag so it stays there. */
  const moveCamera = (place: (offset: Vec3) => { position: Vec3; target: Vec3 }) => {
    const damping = controls.enableDamping;
    controls.enableDamping = false;
    controls.update();
    controls.enableDamping = damping;
    const { position, target } = place(camera.position.clone().sub(controls.target));
    controls.target.set(target.x, target.y, target.z);
    camera.position.set(position.x, position.y, position.z);
    controls.update();
  };
  const reset = () => {
    stopAutoRotate();
    moveCamera(() => framing);
  };

  container.addEventListener(
    'keydown',
    (event) => {
      // Modified keys stay the browser's (Ctrl + / Ctrl 0 zoom the page); inner widgets may claim keys first.
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const step = keyStep(event.key);
      if (!step) return;
      event.preventDefault();
      if (step.reset) return reset();
      stopAutoRotate();
      moveCamera((offset) => {
        const next = orbit(offset, step, limits);
        const target = controls.target;
        return { target, position: { x: target.x + next.x, y: target.y + next.y, z: target.z + next.z } };
      });
    },
    { signal: on },
  );

  // Wheel zoom is for a visitor who is using the viewer: after pressing in it, or while it has focus.
  container.addEventListener(
    'pointerdown',
    () => {
      active = true;
      stopAutoRotate();
    },
    { signal: on },
  );
  container.addEventListener('focusin', () => (active = true), { signal: on });
  container.addEventListener(
    'focusout',
    (event) => {
      if (!container.contains(event.relatedTarget as Node | null)) active = false;
    },
    { signal: on },
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (!container.contains(event.target as Node | null)) active = false;
    },
    { capture: true, signal: on },
  );
  document.addEventListener('visibilitychange', () => (document.hidden ? pause() : requestFrame()), { signal: on });

  const resizeObserver = new ResizeObserver(resize);
  const visibilityObserver = new IntersectionObserver((entries) => {
    onScreen = entries.at(-1)?.isIntersecting ?? onScreen;
    if (onScreen) requestFrame();
    else pause();
  });

  container.append(canvas);
  resize();
  resizeObserver.observe(container);
  visibilityObserver.observe(container);
  if (controls.autoRotate) requestFrame();

  return {
    reset,
    dispose() {
      if (disposed) return;
      disposed = true;
      pause();
      listening.abort();
      resizeObserver.disconnect();
      visibilityObserver.disconnect();
      controls.dispose();
      releaseGraphics();
    },
  };
}

/** Frees the GPU resources of a loaded model: geometries, materials and their textures. */
function disposeObject(root: Object3D): void {
  const geometries = new Set<BufferGeometry>();
  const materials = new Set<Material>();
  root.traverse((object) => {
    // Meshes, lines and points all carry these.
    const { geometry, material } = object as Object3D & { geometry?: BufferGeometry; material?: Material | Material[] };
    if (geometry) geometries.add(geometry);
    if (material) [material].flat().forEach((m) => materials.add(m));
  });
  geometries.forEach((geometry) => geometry.dispose());
  for (const material of materials) {
    for (const value of Object.values(material)) if (value instanceof Texture) value.dispose();
    material.dispose();
  }
}
