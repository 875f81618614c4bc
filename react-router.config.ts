import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // npm run build writes to a staging folder and swaps it in when everything succeeded (scripts/build.ts).
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? 'build',
  ssr: true,
  // The whole route table (a few dozen routes) ships with the page: no /__manifest round trip
  // before a navigation, and the runtime can match any path (app/runtime/route-modules.ts).
  routeDiscovery: { mode: 'initial' },
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
