import type { Env } from '../env';
import type { CacheTag } from './tags';

/** A place answers are cached that can drop them by tag. */
export interface Purger {
  name: string;
  /** Drops every answer named by one of `tags`; throws when the cache did not say it did. */
  purge(tags: readonly CacheTag[]): Promise<void>;
}

type Fetch = typeof fetch;

/** How long one purge request may take before it counts as failed. */
const PURGE_TIMEOUT_MS = 5_000;

/**
 * The purgers the environment configures (README, "Caching and purging"): Varnish with
 * vmod xkey, Fastly, Cloudflare and a plain webhook, any together. None: nothing to purge.
 */
export function purgersFromEnv(env: Env, fetchImpl: Fetch = fetch): Purger[] {
  const purgers: Purger[] = [];
  if (env.PURGE_VARNISH_URL) purgers.push(varnish(env.PURGE_VARNISH_URL, fetchImpl));
  if (env.PURGE_FASTLY_SERVICE_ID && env.PURGE_FASTLY_TOKEN) purgers.push(fastly(env.PURGE_FASTLY_API_URL, env.PURGE_FASTLY_SERVICE_ID, env.PURGE_FASTLY_TOKEN, fetchImpl));
  if (env.PURGE_CLOUDFLARE_ZONE_ID && env.PURGE_CLOUDFLARE_TOKEN) purgers.push(cloudflare(env.PURGE_CLOUDFLARE_API_URL, env.PURGE_CLOUDFLARE_ZONE_ID, env.PURGE_CLOUDFLARE_TOKEN, fetchImpl));
  if (env.PURGE_WEBHOOK_URL) purgers.push(webhook(env.PURGE_WEBHOOK_URL, env.PURGE_WEBHOOK_TOKEN, fetchImpl));
  return purgers;
}

/** Varnish: `PURGE` with the tags in `xkey` (deploy/varnish.vcl calls xkey.purge on them). */
export function varnish(url: string, fetchImpl: Fetch): Purger {
  return {
    name: 'varnish',
    async purge(tags) {
      for (const part of chunks(tags, 200)) await expectOk(fetchImpl(url, { method: 'PURGE', headers: { xkey: part.join(' ') }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }), 'varnish');
    },
  };
}

/** Fastly: purge by surrogate key, up to 256 keys a request. */
export function fastly(api: string, serviceId: string, token: string, fetchImpl: Fetch): Purger {
  return {
    name: 'fastly',
    async purge(tags) {
      for (const part of chunks(tags, 256)) {
        await expectOk(fetchImpl(`${api}/service/${encodeURIComponent(serviceId)}/purge`, { method: 'POST', headers: { 'Fastly-Key': token, 'Surrogate-Key': part.join(' '), Accept: 'application/json' }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }), 'fastly');
      }
    },
  };
}

/** Cloudflare: purge_cache by tags, 30 a request (the plans' common limit). */
export function cloudflare(api: string, zoneId: string, token: string, fetchImpl: Fetch): Purger {
  return {
    name: 'cloudflare',
    async purge(tags) {
      for (const part of chunks(tags, 30)) {
        await expectOk(fetchImpl(`${api}/zones/${encodeURIComponent(zoneId)}/purge_cache`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: part }), signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }), 'cloudflare');
      }
    },
  };
}

/** Anything else: a POST of `{"tags": [...]}` (with a bearer token when one is set). */
export function webhook(url: string, token: string | undefined, fetchImpl: Fetch): Purger {
  return {
    name: 'webhook',
    async purge(tags) {
      await expectOk(fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ tags }), signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }), 'webhook');
    },
  };
}

async function expectOk(answer: Promise<Response>, name: string): Promise<void> {
  const response = await answer;
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
