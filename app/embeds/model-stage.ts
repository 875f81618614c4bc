/**
 * How a product's 3D model is shown, shared by the viewer (app/embeds/model-viewer.ts) and
 * the poster renders (scripts/models/poster.ts): the viewer starts from exactly the poster's
 * camera and light, so the live model takes the poster's place without a jump.
 */

/**
 * The initial camera: it looks at the centre of the model's bounding box from `direction`
 * (normalised, +Y up, +Z the product's front), at `distanceFactor` times the radius of the
 * box's bounding sphere (half its diagonal). `fov` is vertical, in degrees.
 */
export const MODEL_VIEW = { fov: 35, direction: [0.55, 0.42, 1] as const, distanceFactor: 3.2 };

/** The light, and the stage's background (CSS, behind a transparent canvas). */
export const MODEL_STAGE = {
  /** three.js NeutralToneMapping at this exposure, sRGB output. */
  toneMappingExposure: 1.05,
  /** scene.environment: PMREMGenerator.fromScene(new RoomEnvironment(), environmentSigma). */
  environmentSigma: 0.04,
  environmentIntensity: 1,
  /** One directional key light; `direction` from the target, in bounding-sphere radii. */
  keyLight: { color: '#ffffff', intensity: 1.6, direction: [-0.6, 1, 0.8] as const },
  background: 'radial-gradient(ellipse at 50% 40%, #ffffff 0%, #f3f4f6 55%, #e4e7eb 100%)',
};
