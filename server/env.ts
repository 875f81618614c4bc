import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { proxyTrust } from './cp/auth/client-address';

/** The repository root: the default content source (our own `content/` and `resources/`). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PORT_MESSAGE = 'PORT must be a whole number from 1 to 65535';
const port = z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE);

const wholeNumber = (name: string, unit: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number of ${unit}` })
    .int(`${name} must be a whole number of ${unit}`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** A comma-separated list of https origins (scheme and host, optional port, nothing else). */
const httpsOrigins = (name: string) =>
  z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https:\/\/[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)+(:\d{1,5})?$/i, `${name} must be comma-separated https origins such as https://forms.example.com (no path, no wildcard)`)));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_SITE_URL: z
      .url({ protocol: /^https?$/, message: 'PUBLIC_SITE_URL must be an absolute http(s) URL such as https://www.example.com' })
      .optional(),
    CONTENT_DIR: z.string().min(1).default(PROJECT_ROOT),
    CONTENT_API_URL: z
      .url({ protocol: /^https?$/, message: 'CONTENT_API_URL must be an absolute http(s) URL such as https://cms.example.com' })
      .optional(),
    CONTENT_API_TIMEOUT_MS: wholeNumber('CONTENT_API_TIMEOUT_MS', 'milliseconds', 100, 60_000).default(5000),
    // How long answers of CONTENT_API_URL are reused (it cannot say when its content changes); 0: never.
    CONTENT_API_CACHE_MS: wholeNumber('CONTENT_API_CACHE_MS', 'milliseconds', 0, 3_600_000).default(10_000),
    // Collections whose drafts, scheduled and expired entries the public content API lists to
    // anyone who filters on `status` or `published` (`*`: every collection). None by default.
    CONTENT_API_STATUS_FILTERS: z
      .string()
      .transform((value) => value.split(',').map((handle) => handle.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^(\*|[a-z][a-z0-9_-]{0,63})$/i, 'CONTENT_API_STATUS_FILTERS must be comma-separated collection handles such as news,pages, or *')))
      .default([]),
    // `static` serves the prerendered pages of the build; `live` renders every request from
    // current content (and watches CONTENT_DIR), for editors previewing changes.
    CONTENT_MODE: z.enum(['static', 'live'], { error: 'CONTENT_MODE must be static or live' }).default('static'),
    BUILD_DIR: z.string().min(1).default(path.join(PROJECT_ROOT, 'build')),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'LOG_LEVEL must be one of debug, info, warn, error, silent' }).default('info'),
    SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 'milliseconds', 0, 600_000).default(10_000),
    // How often an open page asks /builds/latest.json whether a newer build is deployed.
    // Read at build time (it is compiled into the client).
    BUILD_CHECK_INTERVAL_MS: wholeNumber('BUILD_CHECK_INTERVAL_MS', 'milliseconds', 5_000, 86_400_000).default(300_000),
    // Third-party hosts the pages may embed (Content-Security-Policy): nothing else is allowed.
    NEWSLETTER_FORM_ORIGINS: httpsOrigins('NEWSLETTER_FORM_ORIGINS').optional(),
    VIDEO_EMBED_ORIGINS: httpsOrigins('VIDEO_EMBED_ORIGINS').default(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    // The reseller map (Google Maps). Without a key the block shows its list alone. Read where
    // pages are rendered: set it for `npm run build` (prerendered pages) and for the server (CSP).
    MAPS_API_KEY: z.string().regex(/^[\w-]{10,200}$/, 'MAPS_API_KEY must be an API key (letters, digits, - and _)').optional(),
    MAPS_MAP_ID: z.string().regex(/^[\w-]{1,100}$/, 'MAPS_MAP_ID must be a Google Cloud map id (letters, digits, - and _)').default('DEMO_MAP_ID'),
    MAPS_LOAD_RETRIES: wholeNumber('MAPS_LOAD_RETRIES', 'retries', 0, 10).default(3),
    // Pages rendered on demand (server/pages/): how many at once, and how many may wait for a
    // turn before the server answers 503 with Retry-After instead (docs/decisions/014).
    RENDER_CONCURRENCY: wholeNumber('RENDER_CONCURRENCY', 'renders', 1, 64).default(2),
    RENDER_QUEUE: wholeNumber('RENDER_QUEUE', 'renders', 0, 10_000).default(64),
    // Worker threads rendering pages beside the server's loop (0: render on the loop itself).
    // Each costs about 150–300 MB of memory (decision 014): off unless a core and memory are spare.
    RENDER_THREADS: wholeNumber('RENDER_THREADS', 'threads', 0, 32).default(0),
    // Worker threads the publisher renders changed pages on after a content change (0: on the
    // loop). One by default: a large saved item re-rendered on the loop delays every visitor's
    // answer from memory (issue 35, decision 038); the thread costs about 150 MB.
    PUBLISH_THREADS: wholeNumber('PUBLISH_THREADS', 'threads', 0, 4).default(1),
    // Rendered pages kept in memory per content version, at most this many MB (0: none kept).
    RENDER_CACHE_MB: wholeNumber('RENDER_CACHE_MB', 'MB', 0, 4096).default(32),
    // Image service (server/images). Unset stays undefined here; server/images/service.ts
    // applies the defaults (no remote hosts, .cache/ipx under the project root, 512 MB).
    IMAGE_DOMAINS: z
      .string()
      .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/, 'IMAGE_DOMAINS must be comma-separated host names such as images.example.com (no scheme, port or path)')))
      .optional(),
    // The control panel at /cp (decision 019); CP_SECRET signs its sessions and CSRF tokens and
    // must be the same for every replica. Production without it: no panel, the site runs on.
    CP_ENABLED: z
      .enum(['true', 'false', '1', '0'], { error: 'CP_ENABLED must be true or false' })
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    // Who may say who the client is (X-Forwarded-For, for the sign-in throttle): the proxies in front.
    TRUSTED_PROXIES: z
      .string()
      .default('loopback')
      .superRefine((value, ctx) => {
        try {
          proxyTrust(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    CP_SECRET: z.string().min(32, 'CP_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
    IMAGE_CACHE_DIR: z.string().min(1).optional(),
    // Cache tags and purging (server/cache, decision 035): where to purge after a content change.
    // With any purger set, pages stay long in shared caches (SHARED_CACHE_SECONDS).
    PURGE_VARNISH_URL: z.url({ protocol: /^https?$/, message: 'PURGE_VARNISH_URL must be an absolute http(s) URL of Varnish, such as http://127.0.0.1:6081/' }).optional(),
    PURGE_FASTLY_SERVICE_ID: z.string().regex(/^[\w-]{1,64}$/, 'PURGE_FASTLY_SERVICE_ID must be a Fastly service id').optional(),
    PURGE_FASTLY_TOKEN: z.string().min(8, 'PURGE_FASTLY_TOKEN must be a Fastly API token').optional(),
    PURGE_FASTLY_API_URL: z.url({ protocol: /^https?$/, message: 'PURGE_FASTLY_API_URL must be an absolute http(s) URL' }).default('https://api.fastly.com'),
    PURGE_CLOUDFLARE_ZONE_ID: z.string().regex(/^[\w-]{1,64}$/, 'PURGE_CLOUDFLARE_ZONE_ID must be a Cloudflare zone id').optional(),
    PURGE_CLOUDFLARE_TOKEN: z.string().min(8, 'PURGE_CLOUDFLARE_TOKEN must be a Cloudflare API token').optional(),
    PURGE_CLOUDFLARE_API_URL: z.url({ protocol: /^https?$/, message: 'PURGE_CLOUDFLARE_API_URL must be an absolute http(s) URL' }).default('https://api.cloudflare.com/client/v4'),
    PURGE_WEBHOOK_URL: z.url({ protocol: /^https?$/, message: 'PURGE_WEBHOOK_URL must be an absolute http(s) URL' }).optional(),
    PURGE_WEBHOOK_TOKEN: z.string().min(8, 'PURGE_WEBHOOK_TOKEN must be at least 8 characters').optional(),
    SHARED_CACHE_SECONDS: wholeNumber('SHARED_CACHE_SECONDS', 'seconds', 60, 31_536_000).default(86_400),
    IMAGE_CACHE_MAX_MB: wholeNumber('IMAGE_CACHE_MAX_MB', 'megabytes', 1, 1_000_000).optional(),
  })
  .transform((env) => ({
    ...env,
    CONTENT_DIR: path.resolve(env.CONTENT_DIR),
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    CONTENT_API_URL: env.CONTENT_API_URL?.replace(/\/+$/, ''),
    IMAGE_CACHE_DIR: env.IMAGE_CACHE_DIR === undefined ? undefined : path.resolve(env.IMAGE_CACHE_DIR),
    BUILD_DIR: path.resolve(env.BUILD_DIR),
    NEWSLETTER_FORM_ORIGINS: env.NEWSLETTER_FORM_ORIGINS ?? [],
    PURGE_FASTLY_API_URL: env.PURGE_FASTLY_API_URL.replace(/\/+$/, ''),
    PURGE_CLOUDFLARE_API_URL: env.PURGE_CLOUDFLARE_API_URL.replace(/\/+$/, ''),
  }))
  .superRefine((env, ctx) => {
    // Half a purger would silently purge nothing.
    for (const [a, b] of [['PURGE_FASTLY_SERVICE_ID', 'PURGE_FASTLY_TOKEN'], ['PURGE_CLOUDFLARE_ZONE_ID', 'PURGE_CLOUDFLARE_TOKEN']] as const) {
      if ((env[a] === undefined) !== (env[b] === undefined)) ctx.addIssue({ code: 'custom', path: [env[a] === undefined ? a : b], message: `${a} and ${b} go together: set both or neither` });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment once at boot. A bad value stops the process with a
 * message naming the variable, never a stack trace. `defaults` lets an entry point change a default (the
 * standalone content API listens on 3001).
 */
export function loadEnv(defaults: Record<string, string> = {}, source: NodeJS.ProcessEnv = process.env): Env {
  const input = { ...defaults, ...Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) };
  const result = EnvSchema.safeParse(input);
  if (!result.success) {
    // The variable alone: a list's item index (`X.0`) means nothing to the operator.
    const lines = result.error.issues.map((issue) => `  ${String(issue.path[0] ?? 'env')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}\nSee "Configuration" in README.md.`);
  }
  return result.data;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** loadEnv for entry points: prints the problem and exits instead of throwing a stack trace. */
export function loadEnvOrExit(defaults: Record<string, string> = {}): Env {
  try {
    return loadEnv(defaults);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
