import { describe, expect, it, vi } from 'vitest';
import { INITIAL_VIEW, ORBIT_LIMITS, initialCamera, keyStep, orbit, orbitLimits, type Vec3 } from './model-orbit';
import { webglAvailable } from './model-viewer';

const DEG = Math.PI / 180;
const length = (v: Vec3) => Math.hypot(v.x, v.y, v.z);
const polarOf = (v: Vec3) => Math.acos(v.y / length(v));
const azimuthOf = (v: Vec3) => Math.atan2(v.x, v.z);
const still = { azimuth: 0, polar: 0, zoom: 1 };

describe('keyStep', () => {
  it.each([
    // The arrows turn the model like a drag: ArrowLeft moves the camera right (azimuth up), ArrowUp moves it down (polar angle up).
    ['ArrowLeft', { azimuth: 15 * DEG, polar: 0, zoom: 1, reset: false }],
    ['ArrowRight', { azimuth: -15 * DEG, polar: 0, zoom: 1, reset: false }],
    ['ArrowUp', { azimuth: 0, polar: 10 * DEG, zoom: 1, reset: false }],
    ['ArrowDown', { azimuth: 0, polar: -10 * DEG, zoom: 1, reset: false }],
    ['+', { azimuth: 0, polar: 0, zoom: 0.85, reset: false }],
    ['=', { azimuth: 0, polar: 0, zoom: 0.85, reset: false }],
    ['-', { azimuth: 0, polar: 0, zoom: 1 / 0.85, reset: false }],
    ['_', { azimuth: 0, polar: 0, zoom: 1 / 0.85, reset: false }],
    ['0', { azimuth: 0, polar: 0, zoom: 1, reset: true }],
    ['Home', { azimuth: 0, polar: 0, zoom: 1, reset: true }],
  ])('handles %s', (key, expected) => {
    const step = keyStep(key)!;
    expect(step).not.toBeNull();
    expect(step.reset).toBe(expected.reset);
    expect(step.azimuth).toBeCloseTo(expected.azimuth, 12);
    expect(step.polar).toBeCloseTo(expected.polar, 12);
    expect(step.zoom).toBeCloseTo(expected.zoom, 12);
  });

  it.each(['a', 'Enter', ' ', 'Tab', 'Escape', 'End', 'PageUp', '1', 'arrowleft'])('leaves %j to the page', (key) => {
    expect(keyStep(key)).toBeNull();
  });
});

describe('orbit', () => {
  const limits = orbitLimits(1);
  const side = { x: 0, y: 0, z: 2.4 };

  it('turns around the vertical axis by the azimuth step, keeping the distance and the height', () => {
    const next = orbit(side, keyStep('ArrowLeft')!, limits);
    expect(length(next)).toBeCloseTo(2.4, 12);
    expect(next.y).toBeCloseTo(0, 12);
    expect(azimuthOf(next)).toBeCloseTo(15 * DEG, 12);
    // Towards +X: the camera's right when it looks from +Z.
    expect(next.x).toBeGreaterThan(0);
    const back = orbit(next, keyStep('ArrowRight')!, limits);
    expect(back.x).toBeCloseTo(side.x, 12);
    expect(back.y).toBeCloseTo(side.y, 12);
    expect(back.z).toBeCloseTo(side.z, 12);
  });

  it('goes all the way round in 24 azimuth steps', () => {
    let offset = side;
    for (let i = 0; i < 24; i++) offset = orbit(offset, keyStep('ArrowRight')!, limits);
    expect(offset.x).toBeCloseTo(side.x, 9);
    expect(offset.z).toBeCloseTo(side.z, 9);
  });

  it('changes the polar angle by the step, keeping the azimuth and the distance', () => {
    const start = orbit({ x: 1, y: 0, z: 1 }, still, limits);
    const next = orbit(start, keyStep('ArrowDown')!, limits);
    expect(polarOf(next)).toBeCloseTo(80 * DEG, 12);
    expect(next.y).toBeGreaterThan(0);
    expect(azimuthOf(next)).toBeCloseTo(45 * DEG, 12);
    expect(length(next)).toBeCloseTo(Math.SQRT2, 12);
  });

  it('clamps the polar angle at the limits', () => {
    let offset = side;
    for (let i = 0; i < 20; i++) offset = orbit(offset, keyStep('ArrowDown')!, limits);
    expect(polarOf(offset)).toBeCloseTo(ORBIT_LIMITS.minPolar, 12);
    for (let i = 0; i < 20; i++) offset = orbit(offset, keyStep('ArrowUp')!, limits);
    expect(polarOf(offset)).toBeCloseTo(ORBIT_LIMITS.maxPolar, 12);
    expect(length(offset)).toBeCloseTo(2.4, 12);
    // A camera straight above the target is brought back inside the limits too.
    expect(polarOf(orbit({ x: 0, y: 3, z: 0 }, still, limits))).toBeCloseTo(0.15 * Math.PI, 12);
  });

  it('zooms by the factor and clamps the distance at the limits', () => {
    const closer = orbit(side, keyStep('+')!, limits);
    expect(length(closer)).toBeCloseTo(2.4 * 0.85, 12);
    expect(length(orbit(closer, keyStep('-')!, limits))).toBeCloseTo(2.4, 12);

    let offset = side;
    for (let i = 0; i < 20; i++) offset = orbit(offset, keyStep('+')!, limits);
    expect(length(offset)).toBeCloseTo(1.2, 12);
    for (let i = 0; i < 40; i++) offset = orbit(offset, keyStep('-')!, limits);
    expect(length(offset)).toBeCloseTo(5, 12);
    expect(azimuthOf(offset)).toBeCloseTo(0, 12);
  });

  it('scales the distance limits with the model radius', () => {
    expect(orbitLimits(0.2)).toEqual({ minPolar: 0.15 * Math.PI, maxPolar: 0.85 * Math.PI, minDistance: expect.closeTo(0.24, 12), maxDistance: expect.closeTo(1, 12) });
  });
});

describe('initialCamera', () => {
  const box = { min: { x: -1, y: 0, z: -2 }, max: { x: 3, y: 2, z: 2 } };

  it('looks at the centre of the box from INITIAL_VIEW.direction, at distanceFactor bounding-sphere radii', () => {
    const view = initialCamera(box);
    expect(view.target).toEqual({ x: 1, y: 1, z: 0 });
    // Half the box diagonal: hypot(4, 2, 4) / 2.
    expect(view.radius).toBe(3);
    expect(view.fov).toBe(INITIAL_VIEW.fov);
    const offset = { x: view.position.x - 1, y: view.position.y - 1, z: view.position.z };
    expect(length(offset)).toBeCloseTo(3 * INITIAL_VIEW.distanceFactor, 12);
    const [dx, dy, dz] = INITIAL_VIEW.direction;
    const norm = Math.hypot(dx, dy, dz);
    expect(offset.x / length(offset)).toBeCloseTo(dx / norm, 12);
    expect(offset.y / length(offset)).toBeCloseTo(dy / norm, 12);
    expect(offset.z / length(offset)).toBeCloseTo(dz / norm, 12);
  });

  it('keeps the whole model between the near and far planes at every allowed distance', () => {
    const view = initialCamera(box);
    const limits = orbitLimits(view.radius);
    expect(view.near).toBeGreaterThan(0);
    expect(view.near).toBeLessThan((limits.minDistance - view.radius) * Math.cos(45 * DEG));
    expect(view.far).toBeGreaterThan(limits.maxDistance + view.radius);
  });

  it('starts inside the orbit limits, so the controls do not move the camera at once', () => {
    const view = initialCamera(box);
    const offset = { x: view.position.x - view.target.x, y: view.position.y - view.target.y, z: view.position.z - view.target.z };
    const settled = orbit(offset, still, orbitLimits(view.radius));
    expect(settled.x).toBeCloseTo(offset.x, 12);
    expect(settled.y).toBeCloseTo(offset.y, 12);
    expect(settled.z).toBeCloseTo(offset.z, 12);
  });
});

describe('webglAvailable', () => {
  /** A canvas whose getContext answers per context type (null when absent), or throws. */
  function fakeCanvas(contexts: Partial<Record<string, unknown>> | Error) {
    const getContext = vi.fn((type: string) => {
      if (contexts instanceof Error) throw contexts;
      return contexts[type] ?? null;
    });
    return { canvas: { getContext } as unknown as HTMLCanvasElement, getContext };
  }
  function fakeContext(loseContext?: () => void) {
    return { getExtension: vi.fn((name: string) => (name === 'WEBGL_lose_context' && loseContext ? { loseContext } : null)) };
  }

  it('is true with a WebGL 2 context, and releases the probe context', () => {
    const loseContext = vi.fn();
    const gl = fakeContext(loseContext);
    const { canvas, getContext } = fakeCanvas({ webgl2: gl });
    expect(webglAvailable(() => canvas)).toBe(true);
    expect(getContext).toHaveBeenCalledWith('webgl2');
    expect(gl.getExtension).toHaveBeenCalledWith('WEBGL_lose_context');
    expect(loseContext).toHaveBeenCalledOnce();
  });

  it('is true without WEBGL_lose_context to release the context with', () => {
    const { canvas } = fakeCanvas({ webgl2: fakeContext() });
    expect(webglAvailable(() => canvas)).toBe(true);
  });

  it('is false with WebGL 1 only: three.js renders with WebGL 2', () => {
    const { canvas } = fakeCanvas({ webgl: fakeContext(vi.fn()) });
    expect(webglAvailable(() => canvas)).toBe(false);
  });

  it('is false when no context can be created', () => {
    const { canvas } = fakeCanvas({});
    expect(webglAvailable(() => canvas)).toBe(false);
  });

  it('is false when getContext throws', () => {
    const { canvas } = fakeCanvas(new Error('blocked'));
    expect(webglAvailable(() => canvas)).toBe(false);
  });

  it('is false when the canvas cannot be created (no DOM)', () => {
    expect(webglAvailable()).toBe(false);
  });
});
