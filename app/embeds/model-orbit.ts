import { MODEL_VIEW } from './model-stage';

/**
 * The 3D viewer's camera maths, without three.js or the DOM (unit-tested on its own): the
 * starting view, the orbit limits and what each key does.
 */

/** The initial camera, the posters' own (app/embeds/model-stage.ts). */
export const INITIAL_VIEW = MODEL_VIEW;

/** Zoom limits in model radii, and how far the camera may orbit over the top and under the floor. */
export const ORBIT_LIMITS = { minDistanceFactor: 1.2, maxDistanceFactor: 5, minPolar: 0.15 * Math.PI, maxPolar: 0.85 * Math.PI };

const AZIMUTH_STEP = (15 * Math.PI) / 180;
const POLAR_STEP = (10 * Math.PI) / 180;
const ZOOM_STEP = 0.85;

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A keyboard step: angles in radians added to the camera's azimuth/polar angle, and a distance factor. */
export interface OrbitStep {
  azimuth: number;
  polar: number;
  zoom: number;
  reset: boolean;
}

export interface OrbitLimits {
  minPolar: number;
  maxPolar: number;
  minDistance: number;
  maxDistance: number;
}

export interface InitialCamera {
  position: Vec3;
  target: Vec3;
  /** Radius of the model's bounding sphere; the orbit limits scale with it. */
  radius: number;
  fov: number;
  near: number;
  far: number;
}

/**
 * What a key does, or null for keys the viewer leaves alone. The arrows turn the model the
 * way the arrow points, as dragging in that direction does (ArrowLeft moves the camera to
 * the right, ArrowUp moves it down).
 */
export function keyStep(key: string): OrbitStep | null {
  const step = (change: Partial<OrbitStep>): OrbitStep => ({ azimuth: 0, polar: 0, zoom: 1, reset: false, ...change });
  switch (key) {
    case 'ArrowLeft':
      return step({ azimuth: AZIMUTH_STEP });
    case 'ArrowRight':
      return step({ azimuth: -AZIMUTH_STEP });
    case 'ArrowUp':
      return step({ polar: POLAR_STEP });
    case 'ArrowDown':
      return step({ polar: -POLAR_STEP });
    // '=' and '_' are the same keys as '+' and '-' without/with Shift on many layouts.
    case '+':
    case '=':
      return step({ zoom: ZOOM_STEP });
    case '-':
    case '_':
      return step({ zoom: 1 / ZOOM_STEP });
    case '0':
    case 'Home':
      return step({ reset: true });
    default:
      return null;
  }
}

/** The orbit limits for a model of this radius. */
export function orbitLimits(radius: number): OrbitLimits {
  return {
    minPolar: ORBIT_LIMITS.minPolar,
    maxPolar: ORBIT_LIMITS.maxPolar,
    minDistance: radius * ORBIT_LIMITS.minDistanceFactor,
    maxDistance: radius * ORBIT_LIMITS.maxDistanceFactor,
  };
}

/**
 * The camera's offset from the target after a step, in OrbitControls' spherical coordinates
 * (+Y up, azimuth measured from +Z towards +X, polar angle from +Y), within the limits.
 */
export function orbit(offset: Vec3, step: Pick<OrbitStep, 'azimuth' | 'polar' | 'zoom'>, limits: OrbitLimits): Vec3 {
  const radius = Math.hypot(offset.x, offset.y, offset.z);
  if (radius === 0) return { ...offset };
  const azimuth = Math.atan2(offset.x, offset.z) + step.azimuth;
  const polar = clamp(Math.acos(clamp(offset.y / radius, -1, 1)) + step.polar, limits.minPolar, limits.maxPolar);
  const distance = clamp(radius * step.zoom, limits.minDistance, limits.maxDistance);
  return {
    x: distance * Math.sin(polar) * Math.sin(azimuth),
    y: distance * Math.cos(polar),
    z: distance * Math.sin(polar) * Math.cos(azimuth),
  };
}

/** The camera framing a model with this bounding box, as INITIAL_VIEW describes. */
export function initialCamera(box: { min: Vec3; max: Vec3 }): InitialCamera {
  const target = { x: (box.min.x + box.max.x) / 2, y: (box.min.y + box.max.y) / 2, z: (box.min.z + box.max.z) / 2 };
  const radius = Math.hypot(box.max.x - box.min.x, box.max.y - box.min.y, box.max.z - box.min.z) / 2;
  const [dx, dy, dz] = INITIAL_VIEW.direction;
  const scale = (radius * INITIAL_VIEW.distanceFactor) / Math.hypot(dx, dy, dz);
  return {
    position: { x: target.x + dx * scale, y: target.y + dy * scale, z: target.z + dz * scale },
    target,
    radius,
    fov: INITIAL_VIEW.fov,
    // The camera stays at least 0.2 radii off the model's bounding sphere and within 6 radii of its far side.
    near: radius * 0.05,
    far: radius * 20,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
