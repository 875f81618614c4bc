import { describe, expect, it } from 'vitest';
import { CLIENT_BUDGET_KB, measureClientJs, PAGE_TYPES } from '../../bench/client-js';
import { BUILD_DIR, readBuildIndex } from '../support/production';

/** The first-load JavaScript budget (bench/client-js.ts), on the build `npm test` made. */
describe('client JavaScript on first load', () => {
  it(`stays within ${CLIENT_BUDGET_KB} KB gzip on every page type`, () => {
    readBuildIndex();
    const sizes = measureClientJs(BUILD_DIR);
    expect(Object.keys(sizes ?? {})).toEqual(Object.keys(PAGE_TYPES));
    const over = Object.entries(sizes ?? {}).filter(([, kb]) => kb > CLIENT_BUDGET_KB);
    expect(over, `over ${CLIENT_BUDGET_KB} KB: ${JSON.stringify(sizes)}`).toEqual([]);
  });
});
