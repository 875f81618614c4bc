import { createHash, randomBytes } from 'node:crypto';
import type { Env } from '../env';

/**
 * What the Google Maps JavaScript API needs (its allowlist CSP guide), allowed only when a
 * maps key is configured; the reseller map loads it only after the visitor's consent.
 */
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  // Maps adds <style> elements and copies a nonce only from a `style[nonce]` element, which
  // prerendered pages (allowed by hash) do not have: inline styles, never inline scripts.
  style: ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
};

export type SecurityConfig = Pick<Env, 'PUBLIC_SITE_URL' | 'NEWSLETTER_FORM_ORIGINS' | 'VIDEO_EMBED_ORIGINS' | 'MAPS_API_KEY'> & {
  /** Development only: Vite injects the CSS as `<style>` elements for hot reload. Never in production. */
  devInlineStyles?: boolean;
};

/** How a page's inline scripts are allowed: a per-response nonce (rendered) or their hashes (prerendered). */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

/**
 * The policy for HTML pages. Scripts only from this site plus the page's own inline scripts
 * (by nonce or hash, never 'unsafe-inline'); frames only from this site and the configured
 * newsletter and video hosts; the maps hosts only with a maps key. Nothing broader.
 */
export function pageCsp(config: SecurityConfig, scripts: ScriptAllowance): string {
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const maps = config.MAPS_API_KEY !== undefined;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline, ...(maps ? MAPS.script : [])],
    ['style-src', "'self'", ...new Set([...(config.devInlineStyles ? ["'unsafe-inline'"] : []), ...(maps ? MAPS.style : [])])],
    ['img-src', "'self'", 'data:', 'blob:', ...(maps ? MAPS.img : [])],
    ['font-src', "'self'", ...(maps ? MAPS.font : [])],
    ['connect-src', "'self'", ...(maps ? MAPS.connect : [])],
    ['frame-src', "'self'", ...config.NEWSLETTER_FORM_ORIGINS, ...config.VIDEO_EMBED_ORIGINS],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Without JavaScript the newsletter form itself goes to the signup form (app/components/newsletter.tsx).
    ['form-action', "'self'", ...config.NEWSLETTER_FORM_ORIGINS],
    // The newsletter demo form is framed by our own pages; nobody else may frame us.
    ['frame-ancestors', "'self'"],
  ];
  if (isHttps(config)) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** `pageCsp` with a per-response nonce, the rest of the policy built once (answers from memory make one per request). */
export function nonceCsp(config: SecurityConfig): (nonce: string) => string {
  // Nonces are base64: this marker cannot be part of one, nor of the rest of the policy.
  const [before, after] = pageCsp(config, { nonce: '\u0000' }).split('\u0000') as [string, string];
  return (nonce) => before + nonce + after;
}

/**
 * The control panel's policy (decision 019), for its documents and its API alike: scripts
 * from this site only (its own bundle, never inline), styles from this site or by the
 * response's nonce (editors such as CodeMirror inject <style> elements), nobody may frame it.
 */
export function controlPanelCsp(config: Pick<SecurityConfig, 'PUBLIC_SITE_URL'>, nonce: string): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'"],
    // The live preview shows the real page in a frame of our own.
    ['frame-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  if (isHttps(config)) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** For everything that is not a page (JSON, images, scripts, feeds): nothing may run or frame it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * For a raster image opened by itself (a gallery image's full size, followed without
 * JavaScript): the browser's own image viewer styles its document inline. A raster file has no
 * styles of its own, so this allows nothing of the file's; SVG keeps RESOURCE_CSP.
 */
export const RASTER_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The policy of a non-page response by its media type. */
export function resourceCsp(contentType: string): string {
  return /^image\/(?:jpeg|png|webp|avif|gif)\b/.test(contentType) ? RASTER_IMAGE_CSP : RESOURCE_CSP;
}

/** The headers every response carries, whatever it is. */
export function baseSecurityHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only when the public origin is https: over plain http the header is meaningless and a
    // local http deploy must not be pinned to https.
    ...(isHttps(config) ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

function isHttps(config: Pick<SecurityConfig, 'PUBLIC_SITE_URL'>): boolean {
  return config.PUBLIC_SITE_URL.startsWith('https://');
}

// Random bytes drawn 4 KB at a time: one call per 256 nonces instead of one per response
// (each call into the system's generator costs more than the 16 bytes it returns).
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/** A fresh nonce: 128 random bits, base64, never handed out twice. */
export function createNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(256 * NONCE_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

/** The CSP source for an inline script or style element's text. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
