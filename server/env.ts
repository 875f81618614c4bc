import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the default content source (our own `content/` and `resources/`). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PORT_MESSAGE = 'PORT must be a whole number from 1 to 65535';
const port = z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE);

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
    CONTENT_API_TIMEOUT_MS: z.coerce
      .number({ error: 'CONTENT_API_TIMEOUT_MS must be a number of milliseconds' })
      .int('CONTENT_API_TIMEOUT_MS must be a whole number of milliseconds')
      .min(100, 'CONTENT_API_TIMEOUT_MS must be at least 100')
      .max(60_000, 'CONTENT_API_TIMEOUT_MS must be at most 60000')
      .default(5000),
    // Image service (server/images). Unset stays undefined here; server/images/service.ts
    // applies the defaults (no remote hosts, .cache/ipx under the project root, 512 MB).
    IMAGE_DOMAINS: z
      .string()
      .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/, 'IMAGE_DOMAINS must be comma-separated host names such as images.example.com (no scheme, port or path)')))
      .optional(),
    IMAGE_CACHE_DIR: z.string().min(1).optional(),
    IMAGE_CACHE_MAX_MB: z.coerce
      .number({ error: 'IMAGE_CACHE_MAX_MB must be a number of megabytes' })
      .int('IMAGE_CACHE_MAX_MB must be a whole number of megabytes')
      .min(1, 'IMAGE_CACHE_MAX_MB must be at least 1')
      .max(1_000_000, 'IMAGE_CACHE_MAX_MB must be at most 1000000')
      .optional(),
  })
  .transform((env) => ({
    ...env,
    CONTENT_DIR: path.resolve(env.CONTENT_DIR),
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    CONTENT_API_URL: env.CONTENT_API_URL?.replace(/\/+$/, ''),
    IMAGE_CACHE_DIR: env.IMAGE_CACHE_DIR === undefined ? undefined : path.resolve(env.IMAGE_CACHE_DIR),
  }));

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
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
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
