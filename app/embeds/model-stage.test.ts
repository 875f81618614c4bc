import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_STAGE } from './model-stage';

describe('the 3D stage', () => {
  it('has the posters’ backdrop in the stylesheet (CSS cannot import it)', () => {
    const css = readFileSync(new URL('../blocks/blocks.css', import.meta.url), 'utf8');
    const rule = /\.model3d__stage \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule).toContain(`background: ${MODEL_STAGE.background};`);
  });
});
