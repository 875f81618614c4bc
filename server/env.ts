import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the default content source (our own `content/` and `resources/`). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int('PORT must be a whole number').min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_SITE_URL: z
      .url({ protocol: /^https?$/, message: 'PUBLIC_SITE_URL must be an absolute http(s) URL such as https://www.example.com' })
      .optional(),
    CONTENT_DIR: z.string().min(1).default(PROJECT_ROOT),
    CONTENT_API_URL: z
      .url({ protocol: /^https?$/, message: 'CONTENT_API_URL must be an absolute http(s) URL such as https://cms.example.com' })
      .optional(),
    CONTENT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  })
  .transform((env) => ({
    ...env,
    CONTENT_DIR: path.resolve(env.CONTENT_DIR),
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    CONTENT_API_URL: env.CONTENT_API_URL?.replace(/\/+$/, ''),
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
