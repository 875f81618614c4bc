import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * A normal desktop Chrome user agent for both projects: headless Chromium's own contains
 * "HeadlessChrome", which `isbot` treats as a crawler (no language redirect, plain error
 * pages). Crawler tests set a crawler user agent themselves.
 */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser), on a desktop and a
 * mobile viewport, against the production build on the demo content.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined, userAgent: BROWSER_USER_AGENT } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined, userAgent: BROWSER_USER_AGENT } },
  ],
  webServer: {
    // The production build with its prerendered pages: what visitors get. `npm test` builds
    // first (E2E_SKIP_BUILD); `npm run test:e2e` alone builds here.
    command: process.env.E2E_SKIP_BUILD ? 'npx tsx server/main.ts' : 'npm run build && npx tsx server/main.ts',
    // The maps key matches the build's (scripts/test.mjs): the server allows the maps hosts in CSP with it.
    env: { PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`, NODE_ENV: 'production', LOG_LEVEL: 'warn', MAPS_API_KEY: 'e2e-test-maps-key' },
    url: `http://127.0.0.1:${PORT}/api/globals/seo`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
