import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resolveCpSecret } from './cp/auth/secret';
import { EnvError, loadEnv, PROJECT_ROOT } from './env';

/** loadEnv with only the given variables (never the test process's own environment). */
const load = (source: Record<string, string | undefined>, defaults: Record<string, string> = {}) => loadEnv(defaults, source);

/** The EnvError loadEnv throws for these variables. */
function envError(source: Record<string, string>): EnvError {
  try {
    load(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`loadEnv(${JSON.stringify(source)}) did not throw`);
}

describe('loadEnv: defaults', () => {
  it('an empty environment gets every default', () => {
    expect(load({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_SITE_URL: 'http://localhost:3000',
      CONTENT_DIR: PROJECT_ROOT,
      CONTENT_API_URL: undefined,
      CONTENT_API_TIMEOUT_MS: 5000,
      CONTENT_API_CACHE_MS: 10000,
      CONTENT_API_STATUS_FILTERS: [],
      CONTENT_MODE: 'static',
      BUILD_DIR: path.join(PROJECT_ROOT, 'build'),
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      BUILD_CHECK_INTERVAL_MS: 300_000,
      NEWSLETTER_FORM_ORIGINS: [],
      VIDEO_EMBED_ORIGINS: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      MAPS_MAP_ID: 'DEMO_MAP_ID',
      MAPS_LOAD_RETRIES: 3,
      RENDER_CONCURRENCY: 2,
      RENDER_QUEUE: 64,
      RENDER_CACHE_MB: 32,
      RENDER_THREADS: 0,
      PUBLISH_THREADS: 1,
      CP_ENABLED: true,
      TRUSTED_PROXIES: 'loopback',
      PURGE_FASTLY_API_URL: 'https://api.fastly.com',
      PURGE_CLOUDFLARE_API_URL: 'https://api.cloudflare.com/client/v4',
      SHARED_CACHE_SECONDS: 86_400,
    });
  });

  it('CONTENT_API_STATUS_FILTERS: none by default, collection handles or *, anything else refused', () => {
    expect(load({ CONTENT_API_STATUS_FILTERS: 'news, pages' }).CONTENT_API_STATUS_FILTERS).toEqual(['news', 'pages']);
    expect(load({ CONTENT_API_STATUS_FILTERS: '*' }).CONTENT_API_STATUS_FILTERS).toEqual(['*']);
    expect(() => load({ CONTENT_API_STATUS_FILTERS: 'news,../x' })).toThrow(/CONTENT_API_STATUS_FILTERS/);
  });

  it('the default content directory is the repository root', () => {
    expect(PROJECT_ROOT).toBe(path.resolve(import.meta.dirname, '..'));
  });

  it('the default PUBLIC_SITE_URL follows PORT', () => {
    expect(load({ PORT: '8080' }).PUBLIC_SITE_URL).toBe('http://localhost:8080');
  });

  it('an entry point can change a default, and the environment still wins over it', () => {
    expect(load({}, { PORT: '3001' }).PORT).toBe(3001);
    expect(load({ PORT: '4000' }, { PORT: '3001' }).PORT).toBe(4000);
  });

  it('empty and undefined variables count as unset', () => {
    expect(load({ PORT: '', HOST: undefined, CONTENT_API_URL: '' }, { PORT: '3001' })).toMatchObject({ PORT: 3001, HOST: '0.0.0.0', CONTENT_API_URL: undefined });
  });

  it('reads process.env when no source is given', () => {
    vi.stubEnv('PORT', '4321');
    try {
      expect(loadEnv().PORT).toBe(4321);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('loadEnv: accepted values', () => {
  const cases: { name: string; source: Record<string, string>; expected: Record<string, unknown> }[] = [
    { name: 'PORT is coerced to a number', source: { PORT: '8080' }, expected: { PORT: 8080 } },
    { name: 'PORT 1 is the lowest', source: { PORT: '1' }, expected: { PORT: 1 } },
    { name: 'PORT 65535 is the highest', source: { PORT: '65535' }, expected: { PORT: 65535 } },
    { name: 'NODE_ENV production', source: { NODE_ENV: 'production' }, expected: { NODE_ENV: 'production' } },
    { name: 'NODE_ENV test', source: { NODE_ENV: 'test' }, expected: { NODE_ENV: 'test' } },
    { name: 'HOST', source: { HOST: '127.0.0.1' }, expected: { HOST: '127.0.0.1' } },
    { name: 'PUBLIC_SITE_URL https', source: { PUBLIC_SITE_URL: 'https://www.kairotone.example' }, expected: { PUBLIC_SITE_URL: 'https://www.kairotone.example' } },
    { name: 'PUBLIC_SITE_URL trailing slash trimmed', source: { PUBLIC_SITE_URL: 'https://www.kairotone.example/' }, expected: { PUBLIC_SITE_URL: 'https://www.kairotone.example' } },
    { name: 'PUBLIC_SITE_URL with a path, slashes trimmed', source: { PUBLIC_SITE_URL: 'http://localhost:5173/site///' }, expected: { PUBLIC_SITE_URL: 'http://localhost:5173/site' } },
    { name: 'CONTENT_API_URL trailing slash trimmed', source: { CONTENT_API_URL: 'https://cms.kairotone.example/' }, expected: { CONTENT_API_URL: 'https://cms.kairotone.example' } },
    { name: 'CONTENT_API_URL http with a port', source: { CONTENT_API_URL: 'http://127.0.0.1:3001' }, expected: { CONTENT_API_URL: 'http://127.0.0.1:3001' } },
    { name: 'CONTENT_API_TIMEOUT_MS coerced', source: { CONTENT_API_TIMEOUT_MS: '250' }, expected: { CONTENT_API_TIMEOUT_MS: 250 } },
    { name: 'CONTENT_DIR absolute stays', source: { CONTENT_DIR: '/srv/statamic' }, expected: { CONTENT_DIR: '/srv/statamic' } },
    { name: 'CONTENT_DIR relative is resolved against the working directory', source: { CONTENT_DIR: 'tests/fixtures/statamic-site' }, expected: { CONTENT_DIR: path.resolve('tests/fixtures/statamic-site') } },
    { name: 'CONTENT_MODE live', source: { CONTENT_MODE: 'live' }, expected: { CONTENT_MODE: 'live' } },
    { name: 'NEWSLETTER_FORM_ORIGINS listed', source: { NEWSLETTER_FORM_ORIGINS: 'https://forms.example.com, https://eu.mail.example:8443/' }, expected: { NEWSLETTER_FORM_ORIGINS: ['https://forms.example.com', 'https://eu.mail.example:8443'] } },
    { name: 'VIDEO_EMBED_ORIGINS replaces the default', source: { VIDEO_EMBED_ORIGINS: 'https://www.youtube-nocookie.com' }, expected: { VIDEO_EMBED_ORIGINS: ['https://www.youtube-nocookie.com'] } },
    { name: 'MAPS_API_KEY', source: { MAPS_API_KEY: 'AIzaSyDemo_key-123' }, expected: { MAPS_API_KEY: 'AIzaSyDemo_key-123' } },
    { name: 'MAPS_MAP_ID and MAPS_LOAD_RETRIES defaults', source: {}, expected: { MAPS_MAP_ID: 'DEMO_MAP_ID', MAPS_LOAD_RETRIES: 3 } },
    { name: 'MAPS_LOAD_RETRIES 0 (no retry)', source: { MAPS_LOAD_RETRIES: '0' }, expected: { MAPS_LOAD_RETRIES: 0 } },
    { name: 'BUILD_DIR relative is resolved', source: { BUILD_DIR: 'dist' }, expected: { BUILD_DIR: path.resolve('dist') } },
    { name: 'CONTENT_DIR is normalised', source: { CONTENT_DIR: '/srv/statamic/../site/' }, expected: { CONTENT_DIR: '/srv/site' } },
  ];

  it.each(cases)('$name', ({ source, expected }) => {
    expect(load(source)).toMatchObject(expected);
  });
});

describe('loadEnv: the control panel', () => {
  it('is on by default; CP_ENABLED turns it off', () => {
    expect(load({}).CP_ENABLED).toBe(true);
    expect(load({ CP_ENABLED: 'false' }).CP_ENABLED).toBe(false);
    expect(load({ CP_ENABLED: '0' }).CP_ENABLED).toBe(false);
    expect(load({ CP_ENABLED: '1' }).CP_ENABLED).toBe(true);
  });

  it('CP_SECRET is optional here (production without it runs the site without the panel), at least 32 characters when set', () => {
    expect(load({ NODE_ENV: 'production' }).CP_SECRET).toBeUndefined();
    expect(load({ CP_SECRET: 'x'.repeat(32) }).CP_SECRET).toBe('x'.repeat(32));
  });

  it('the panel signs with CP_SECRET; development gets a random secret per process, production none', () => {
    expect(resolveCpSecret(load({ NODE_ENV: 'production', CP_SECRET: 's'.repeat(40) }))).toEqual({ secret: 's'.repeat(40), generated: false });
    const production = resolveCpSecret(load({ NODE_ENV: 'production' }));
    expect(production.secret).toBeNull();
    expect('problem' in production && production.problem).toMatch(/CP_SECRET is not set/);
    const a = resolveCpSecret(load({ NODE_ENV: 'development' }));
    const b = resolveCpSecret(load({}));
    expect(a).toMatchObject({ generated: true });
    expect(a.secret).toMatch(/^[\w-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
  });
});

describe('loadEnv: rejected values throw EnvError naming the variable', () => {
  const cases: { name: string; source: Record<string, string>; variable: string; message?: string }[] = [
    { name: 'PORT not a number', source: { PORT: 'abc' }, variable: 'PORT' },
    { name: 'PORT 0', source: { PORT: '0' }, variable: 'PORT' },
    { name: 'PORT negative', source: { PORT: '-1' }, variable: 'PORT' },
    { name: 'PORT above 65535', source: { PORT: '65536' }, variable: 'PORT' },
    { name: 'PORT a fraction', source: { PORT: '3000.5' }, variable: 'PORT', message: 'PORT must be a whole number' },
    { name: 'NODE_ENV unknown', source: { NODE_ENV: 'staging' }, variable: 'NODE_ENV' },
    { name: 'PUBLIC_SITE_URL ftp', source: { PUBLIC_SITE_URL: 'ftp://kairotone.example' }, variable: 'PUBLIC_SITE_URL', message: 'absolute http(s) URL' },
    { name: 'PUBLIC_SITE_URL relative path', source: { PUBLIC_SITE_URL: '/site' }, variable: 'PUBLIC_SITE_URL', message: 'absolute http(s) URL' },
    { name: 'PUBLIC_SITE_URL without a scheme', source: { PUBLIC_SITE_URL: 'www.kairotone.example' }, variable: 'PUBLIC_SITE_URL' },
    { name: 'PUBLIC_SITE_URL javascript:', source: { PUBLIC_SITE_URL: 'javascript:alert(1)' }, variable: 'PUBLIC_SITE_URL' },
    { name: 'CONTENT_API_URL file:', source: { CONTENT_API_URL: 'file:///srv/content' }, variable: 'CONTENT_API_URL', message: 'absolute http(s) URL' },
    { name: 'CONTENT_API_URL relative', source: { CONTENT_API_URL: 'api' }, variable: 'CONTENT_API_URL' },
    { name: 'CONTENT_API_TIMEOUT_MS too short', source: { CONTENT_API_TIMEOUT_MS: '50' }, variable: 'CONTENT_API_TIMEOUT_MS' },
    { name: 'CONTENT_API_TIMEOUT_MS not a number', source: { CONTENT_API_TIMEOUT_MS: 'soon' }, variable: 'CONTENT_API_TIMEOUT_MS' },
    { name: 'CONTENT_MODE unknown', source: { CONTENT_MODE: 'preview' }, variable: 'CONTENT_MODE', message: 'static or live' },
    { name: 'LOG_LEVEL unknown', source: { LOG_LEVEL: 'verbose' }, variable: 'LOG_LEVEL' },
    { name: 'SHUTDOWN_TIMEOUT_MS negative', source: { SHUTDOWN_TIMEOUT_MS: '-5' }, variable: 'SHUTDOWN_TIMEOUT_MS' },
    { name: 'BUILD_CHECK_INTERVAL_MS too often', source: { BUILD_CHECK_INTERVAL_MS: '100' }, variable: 'BUILD_CHECK_INTERVAL_MS', message: 'at least 5000' },
    { name: 'NEWSLETTER_FORM_ORIGINS over http', source: { NEWSLETTER_FORM_ORIGINS: 'http://forms.example.com' }, variable: 'NEWSLETTER_FORM_ORIGINS', message: 'https origins' },
    { name: 'NEWSLETTER_FORM_ORIGINS with a path', source: { NEWSLETTER_FORM_ORIGINS: 'https://forms.example.com/signup' }, variable: 'NEWSLETTER_FORM_ORIGINS' },
    { name: 'VIDEO_EMBED_ORIGINS wildcard', source: { VIDEO_EMBED_ORIGINS: 'https://*.example.com' }, variable: 'VIDEO_EMBED_ORIGINS', message: 'no wildcard' },
    { name: 'VIDEO_EMBED_ORIGINS any https', source: { VIDEO_EMBED_ORIGINS: 'https:' }, variable: 'VIDEO_EMBED_ORIGINS' },
    { name: 'MAPS_API_KEY with spaces', source: { MAPS_API_KEY: 'my key with spaces' }, variable: 'MAPS_API_KEY' },
    { name: 'MAPS_LOAD_RETRIES above 10', source: { MAPS_LOAD_RETRIES: '50' }, variable: 'MAPS_LOAD_RETRIES', message: 'at most 10' },
    { name: 'MAPS_MAP_ID with a slash', source: { MAPS_MAP_ID: '../x' }, variable: 'MAPS_MAP_ID' },
    { name: 'CP_ENABLED not a boolean', source: { CP_ENABLED: 'off' }, variable: 'CP_ENABLED', message: 'true or false' },
    { name: 'CP_SECRET too short', source: { CP_SECRET: 'short-secret' }, variable: 'CP_SECRET', message: 'at least 32 characters' },
  ];

  it.each(cases)('$name', ({ source, variable, message }) => {
    const error = envError(source);
    expect(error.name).toBe('EnvError');
    expect(error.message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    if (message) expect(error.message).toContain(message);
    expect(error.message).toContain('See "Configuration" in README.md.');
  });

  it('names every bad variable at once', () => {
    const error = envError({ PORT: 'x', PUBLIC_SITE_URL: 'nope', CONTENT_API_URL: '/api' });
    const named = [...error.message.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]);
    expect(named.sort()).toEqual(['CONTENT_API_URL', 'PORT', 'PUBLIC_SITE_URL']);
  });
});

describe('loadEnv: cache purging', () => {
  const fastly = { PURGE_FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', PURGE_FASTLY_TOKEN: 'fastly-token-123' };
  const cloudflare = { PURGE_CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353', PURGE_CLOUDFLARE_TOKEN: 'cloudflare-token-123' };

  it('takes each purger whole, and the API URLs without a trailing slash', () => {
    expect(load({ ...fastly, ...cloudflare, PURGE_FASTLY_API_URL: 'http://127.0.0.1:9000/', PURGE_CLOUDFLARE_API_URL: 'http://127.0.0.1:9000/cf//' })).toMatchObject({
      ...fastly,
      ...cloudflare,
      PURGE_FASTLY_API_URL: 'http://127.0.0.1:9000',
      PURGE_CLOUDFLARE_API_URL: 'http://127.0.0.1:9000/cf',
    });
  });

  // Half a purger would purge nothing without a word: refused, naming both halves.
  const halves: { name: string; source: Record<string, string>; variable: string; other: string }[] = [
    { name: 'a Fastly service without its token', source: { PURGE_FASTLY_SERVICE_ID: fastly.PURGE_FASTLY_SERVICE_ID }, variable: 'PURGE_FASTLY_TOKEN', other: 'PURGE_FASTLY_SERVICE_ID' },
    { name: 'a Fastly token without its service', source: { PURGE_FASTLY_TOKEN: fastly.PURGE_FASTLY_TOKEN }, variable: 'PURGE_FASTLY_SERVICE_ID', other: 'PURGE_FASTLY_TOKEN' },
    { name: 'a Cloudflare zone without its token', source: { PURGE_CLOUDFLARE_ZONE_ID: cloudflare.PURGE_CLOUDFLARE_ZONE_ID }, variable: 'PURGE_CLOUDFLARE_TOKEN', other: 'PURGE_CLOUDFLARE_ZONE_ID' },
    { name: 'a Cloudflare token without its zone', source: { PURGE_CLOUDFLARE_TOKEN: cloudflare.PURGE_CLOUDFLARE_TOKEN }, variable: 'PURGE_CLOUDFLARE_ZONE_ID', other: 'PURGE_CLOUDFLARE_TOKEN' },
  ];

  it.each(halves)('refuses $name, naming both', ({ source, variable, other }) => {
    const error = envError(source);
    expect(error.message).toMatch(new RegExp(`^  ${variable}: .*${other}`, 'm'));
    expect(error.message).toContain('set both or neither');
  });

  it.each([
    { variable: 'PURGE_VARNISH_URL', value: '127.0.0.1:6081' },
    { variable: 'PURGE_VARNISH_URL', value: 'ftp://varnish.example' },
    { variable: 'PURGE_WEBHOOK_URL', value: '/purge' },
    { variable: 'PURGE_FASTLY_API_URL', value: 'file:///etc/passwd' },
    { variable: 'PURGE_CLOUDFLARE_API_URL', value: 'api.cloudflare.com' },
  ])('refuses $variable=$value (not an absolute http(s) URL)', ({ variable, value }) => {
    expect(envError({ [variable]: value }).message).toMatch(new RegExp(`^  ${variable}: .*absolute http\\(s\\) URL`, 'm'));
  });

  it('refuses a webhook token shorter than 8 characters', () => {
    expect(envError({ PURGE_WEBHOOK_URL: 'https://hooks.example/purge', PURGE_WEBHOOK_TOKEN: 'short' }).message).toMatch(/^ {2}PURGE_WEBHOOK_TOKEN: /m);
  });

  it('SHARED_CACHE_SECONDS is a whole number from 60 to a year', () => {
    expect(load({ SHARED_CACHE_SECONDS: '60' }).SHARED_CACHE_SECONDS).toBe(60);
    expect(load({ SHARED_CACHE_SECONDS: '31536000' }).SHARED_CACHE_SECONDS).toBe(31_536_000);
    expect(envError({ SHARED_CACHE_SECONDS: '59' }).message).toMatch(/^ {2}SHARED_CACHE_SECONDS: .*at least 60/m);
    expect(envError({ SHARED_CACHE_SECONDS: '31536001' }).message).toMatch(/^ {2}SHARED_CACHE_SECONDS: .*at most 31536000/m);
    expect(envError({ SHARED_CACHE_SECONDS: '3600.5' }).message).toMatch(/^ {2}SHARED_CACHE_SECONDS: .*whole number/m);
    expect(envError({ SHARED_CACHE_SECONDS: 'a day' }).message).toMatch(/^ {2}SHARED_CACHE_SECONDS: /m);
  });
});
