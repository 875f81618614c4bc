/** Failed sign-ins allowed per account within the window (Laravel's login throttle is 5 a minute; ours is stricter). */
export const ACCOUNT_LIMIT = 5;
/** Failed sign-ins allowed per client address within the window (an office behind one address gets room). */
export const ADDRESS_LIMIT = 20;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Keys kept per map at most: a flood of made-up emails or addresses cannot grow memory without bound. */
const MAX_KEYS = 10_000;

/**
 * Failed sign-ins within a sliding window, per key. Only the newest `limit` failure times are
 * kept per key (the block lifts when the oldest of them leaves the window), and at most
 * MAX_KEYS keys (the least recently failed go first).
 */
class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until another attempt is allowed; 0 when it is allowed now. */
  waitMs(key: string, now: number): number {
    const times = this.current(key, now);
    if (times.length < this.limit) return 0;
    return times[times.length - this.limit]! + this.windowMs - now;
  }

  fail(key: string, now: number): void {
    const times = [...this.current(key, now), now].slice(-this.limit);
    // Re-inserted: the map's order is the order keys last failed in.
    this.failures.delete(key);
    this.failures.set(key, times);
    while (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  private current(key: string, now: number): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const live = times.filter((t) => now - t < this.windowMs);
    if (live.length === 0) this.failures.delete(key);
    return live;
  }
}

/**
 * Sign-in throttling per account and per client address, checked before the password is.
 * In memory, per process: behind nginx with two replicas each counts its own attempts (an
 * attacker gets at most the limits times the replicas), which keeps sign-in free of shared
 * state; decision 020 says why that is enough.
 */
export class LoginThrottle {
  private readonly accounts: FailureWindow;
  private readonly addresses: FailureWindow;

  constructor(
    private readonly now: () => number = Date.now,
    limits: { account?: number; address?: number; windowMs?: number } = {},
  ) {
    const windowMs = limits.windowMs ?? THROTTLE_WINDOW_MS;
    this.accounts = new FailureWindow(limits.account ?? ACCOUNT_LIMIT, windowMs);
    this.addresses = new FailureWindow(limits.address ?? ADDRESS_LIMIT, windowMs);
  }

  /** Whole seconds the client must wait before trying again; 0: it may try now. */
  retryAfter(email: string, address: string): number {
    const now = this.now();
    const wait = Math.max(this.accounts.waitMs(accountKey(email), now), this.addresses.waitMs(address, now));
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  failed(email: string, address: string): void {
    const now = this.now();
    this.accounts.fail(accountKey(email), now);
    this.addresses.fail(address, now);
  }

  /** A successful sign-in clears the account's failures (not the address's: one good account must not unlock guessing at others). */
  succeeded(email: string): void {
    this.accounts.clear(accountKey(email));
  }

  /** Keys held (tests: the maps stay bounded). */
  sizes(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.size, addresses: this.addresses.size };
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
