import { describe, expect, it } from 'vitest';
import { CLIENT_CEILING_KB, measureClientJs, PAGE_TYPES } from '../../bench/client-js';
import { BUILD_DIR, readBuildIndex } from '../support/production';

/** The first-load JavaScript ceiling (bench/client-js.ts; the budget is lower), on the build `npm test` made. */
describe('client JavaScript on first load', () => {
  it(`stays within ${CLIENT_CEILING_KB} KB gzip on every page type`, () => {
    readBuildIndex();
    const sizes = measureClientJs(BUILD_DIR);
    expect(Object.keys(sizes ?? {})).toEqual(Object.keys(PAGE_TYPES));
    const over = Object.entries(sizes ?? {}).filter(([, kb]) => kb > CLIENT_CEILING_KB);
    expect(over, `over ${CLIENT_CEILING_KB} KB: ${JSON.stringify(sizes)}`).toEqual([]);
  });
});
