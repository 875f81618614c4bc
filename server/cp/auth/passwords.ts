import Piscina from 'piscina';

/** Laravel's default bcrypt cost (config/hashing.php), so Statamic and the panel hash alike. */
export const BCRYPT_COST = 10;

/** The forms say it too: one constant for both sides. */
export { MIN_PASSWORD_LENGTH } from '../../../cp/shared/api';

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * A valid bcrypt hash that matches no password anyone types: compared against when the
 * account does not exist, so an unknown email costs the same bcrypt round as a wrong password.
 */
const DUMMY_HASH = '$2y$10$9VV9DecYMHTPyLXFMkGrTOvaYGdy/53KXjKvAiUlHDGJnoahBilN6';

/**
 * Checks waiting for the password thread at most: past it, a flood of sign-ins (from rotating
 * addresses, which the per-address throttle does not see) is refused at once, never queued
 * without end. 32 checks are about 2 s of one core's work.
 */
export const MAX_WAITING_CHECKS = 32;

/** The password thread is busy with MAX_WAITING_CHECKS others: answered 429 with Retry-After. */
export class PasswordsBusyError extends Error {
  constructor() {
    super('Too many password checks at once');
  }
}

let pool: Piscina | undefined;
let maxWaiting = MAX_WAITING_CHECKS;

/** Sets how many checks may wait (tests: 0 refuses every check); returns what puts the limit back. */
export function limitWaitingChecks(limit: number): () => void {
  const before = maxWaiting;
  maxWaiting = limit;
  return () => {
    maxWaiting = before;
  };
}

/**
 * bcrypt on its own thread (issue 35, finding 5): on the server's loop, each check took about
 * 70 ms from visitors. One thread: on two cores the other is the server's. Made on first use;
 * an idle thread does not keep a process (a test, `make:user`) alive.
 */
function passwordPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./bcrypt-thread.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return pool;
}

async function onThread<T>(task: { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string }): Promise<T> {
  const threads = passwordPool();
  // The limit is checked here, not by the pool's own `maxQueue`: tests lower it (limitWaitingChecks).
  if (threads.queueSize >= maxWaiting) throw new PasswordsBusyError();
  return (await threads.run(task)) as T;
}

/** A bcrypt hash as PHP's `password_hash()` writes it (`$2y$`), so Statamic verifies it unchanged. */
export async function hashPassword(password: string): Promise<string> {
  const hashed = await onThread<string>({ op: 'hash', password, cost: BCRYPT_COST });
  return `$2y$${hashed.slice(4)}`;
}

/** Whether a value is a bcrypt hash (`$2y$`, `$2b$` or `$2a$`). */
export function isBcryptHash(value: unknown): value is string {
  return typeof value === 'string' && BCRYPT.test(value);
}

/**
 * Checks a password against a stored hash; a missing or malformed hash still costs one bcrypt
 * comparison (against a dummy) and fails, so timing says nothing about the account. Throws
 * PasswordsBusyError when too many checks wait already.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  // $2y$ (PHP) and $2b$ (OpenBSD) are the same algorithm; $2a$ differs only for non-ASCII bugs bcryptjs does not have.
  const usable = isBcryptHash(stored);
  const matches = await onThread<boolean>({ op: 'compare', password, hash: `$2b$${(usable ? stored : DUMMY_HASH).slice(4)}` });
  return usable && matches;
}

/** Checks and hashes the password thread has finished (tests: the work ran there, not on this loop). */
export function passwordThreadRuns(): number {
  return pool?.completed ?? 0;
}
