import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

/** HMAC-SHA256 of a message under the panel's secret, base64url. */
export function sign(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64url');
}

/** Compares two strings in time that depends on their length only. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CpSecret = { secret: string; generated: boolean } | { secret: null; problem: string };

/**
 * The secret sessions and CSRF tokens are signed with: CP_SECRET; in development and tests
 * a random one per process (sessions end with the process). Production without one gets no
 * control panel (never a guessable default), while the public site keeps running.
 */
export function resolveCpSecret(env: Pick<Env, 'NODE_ENV' | 'CP_SECRET'>): CpSecret {
  if (env.CP_SECRET) return { secret: env.CP_SECRET, generated: false };
  if (env.NODE_ENV === 'production') {
    return { secret: null, problem: 'CP_SECRET is not set: the control panel is off. Set CP_SECRET to a random value of at least 32 characters (e.g. `openssl rand -base64 48`), the same for every replica, and restart.' };
  }
  return { secret: randomBytes(32).toString('base64url'), generated: true };
}
