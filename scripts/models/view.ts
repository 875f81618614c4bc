/**
 * The posters' camera and light come from the site's own viewer settings
 * (app/embeds/model-stage.ts), so the live model replaces its poster without a jump. Only
 * the poster's contact shadow is its own: the live view has none.
 */
import { MODEL_STAGE as STAGE, MODEL_VIEW } from '../../app/embeds/model-stage';

export const MODEL_CAMERA = MODEL_VIEW;

export const MODEL_STAGE = {
  ...STAGE,
  /** Contact shadow: opacity, blur (texels of a 512² map) and size relative to the sphere radius. */
  shadow: { opacity: 0.55, blur: 3.2, size: 3 },
};
