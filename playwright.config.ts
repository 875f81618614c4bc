import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The control panel's tests have a server of their own, on a copy of the content (tests/e2e/cp/server.ts). */
const CP_PORT = PORT + 1;
/** Signs the panel's sessions in the tests (production requires one). */
const CP_SECRET = 'e2e-control-panel-secret-0123456789abcdef';

/**
 * A normal desktop Chrome user agent for both projects: headless Chromium's own contains
 * "HeadlessChrome", which `isbot` treats as a crawler (no language redirect, plain error
 * pages). Crawler tests set a crawler user agent themselves.
 */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined, userAgent: BROWSER_USER_AGENT };
const MOBILE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined, userAgent: BROWSER_USER_AGENT };
const PUBLIC_PROJECTS = ['desktop', 'mobile'];
/** New-build detection runs `npm run build` twice per project (tests/e2e/new-build.spec.ts). */
const DEPLOY_SPEC = 'new-build.spec.ts';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser), on a desktop and a
 * mobile viewport, against the production build on the demo content.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // A client navigation under a loaded CI machine (the server regenerating pages, the browser
  // parsing) once took past the default 5 s; what never arrives still fails, only later.
  expect: { timeout: 10_000 },
  // One browser at a time: the machines have two cores, and two browsers beside the server took
  // the CPU the timed behaviours need (the 3D view's frames, the news list's, hash scrolling),
  // failing one test or another in most runs. One worker takes about 25 min (two took about 20)
  // and every run gives the same answer.
  workers: 1,
  // The list reporter repeats each failure's error at the end of its output, where a CI log's tail shows it.
  reporter: 'list',
  use: {
    userAgent: BROWSER_USER_AGENT,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // WebGL in software (SwiftShader) for the 3D viewer: the test machines have no GPU.
      args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // The device presets bring their own user agents: set ours after them (the mobile project keeps Pixel 7's touch and viewport settings).
    { name: 'desktop', testIgnore: ['cp/**', DEPLOY_SPEC], use: DESKTOP },
    { name: 'mobile', testIgnore: ['cp/**', DEPLOY_SPEC], use: MOBILE },
    // The control panel: on a desktop and on a 768 px tablet (DESIGN.md 6b), against its own server,
    // after the public pages' tests (beside them, its editors and server took the CPU the 3D view's
    // and the news list's timings need).
    { name: 'cp-desktop', testMatch: 'cp/**/*.spec.ts', dependencies: PUBLIC_PROJECTS, use: { ...DESKTOP, baseURL: `http://127.0.0.1:${CP_PORT}` } },
    { name: 'cp-tablet', testMatch: 'cp/**/*.spec.ts', dependencies: PUBLIC_PROJECTS, use: { ...DESKTOP, viewport: { width: 768, height: 1024 }, hasTouch: true, baseURL: `http://127.0.0.1:${CP_PORT}` } },
    // Real builds while a tab is open: last, alone, so their builds' CPU never starves another test's timing (the 3D view's turning).
    { name: 'deploy-desktop', testMatch: DEPLOY_SPEC, dependencies: [...PUBLIC_PROJECTS, 'cp-desktop', 'cp-tablet'], use: DESKTOP },
    { name: 'deploy-mobile', testMatch: DEPLOY_SPEC, dependencies: [...PUBLIC_PROJECTS, 'cp-desktop', 'cp-tablet'], use: MOBILE },
  ],
  webServer: [
    {
      // The production build with its prerendered pages: what visitors get. `npm test` builds
      // first (E2E_SKIP_BUILD); `npm run test:e2e` alone builds here.
      command: process.env.E2E_SKIP_BUILD ? 'npx tsx server/main.ts' : 'npm run build && npx tsx server/main.ts',
      // The maps key matches the build's (scripts/test.mjs): the server allows the maps hosts in CSP with it.
      env: { PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`, NODE_ENV: 'production', LOG_LEVEL: 'warn', MAPS_API_KEY: 'e2e-test-maps-key', CP_SECRET },
      url: `http://127.0.0.1:${PORT}/api/globals/seo`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The same build (made by the first server's command), on a copy of the content in a git
      // work tree with the panel's test users: saves write and commit there, never here.
      command: 'npx tsx tests/e2e/cp/server.ts',
      env: { PORT: String(CP_PORT), HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://127.0.0.1:${CP_PORT}`, NODE_ENV: 'production', LOG_LEVEL: 'warn', MAPS_API_KEY: 'e2e-test-maps-key', CP_SECRET },
      url: `http://127.0.0.1:${CP_PORT}/cp/api/session`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
