import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // npm run build writes to a staging folder and swaps it in when everything succeeded (scripts/build.ts).
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? 'build',
  ssr: true,
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
