/**
 * A circuit breaker for the remote content API (CONTENT_API_URL). When the API stops
 * answering, every rendered page would otherwise wait for its calls to time out, one after
 * another, and requests would pile up behind them. After `failures` failed calls in a row the
 * breaker opens: calls fail at once for `cooldownMs`. Then one call goes out as a probe (the
 * others still fail at once); its success closes the breaker, its failure opens it again.
 * So the site recovers by itself within one cooldown of the API coming back.
 */

export interface BreakerOptions {
  /** Failed calls in a row that open the breaker. */
  failures?: number;
  /** How long an open breaker refuses calls before it lets a probe through. */
  cooldownMs?: number;
  now?: () => number;
}

export const BREAKER_FAILURES = 3;
export const BREAKER_COOLDOWN_MS = 5_000;

export class CircuitBreaker {
  private readonly failures: number;
  readonly cooldownMs: number;
  private readonly now: () => number;
  private failedInARow = 0;
  private openUntil = 0;
  private probing = false;

  constructor({ failures = BREAKER_FAILURES, cooldownMs = BREAKER_COOLDOWN_MS, now = Date.now }: BreakerOptions = {}) {
    this.failures = failures;
    this.cooldownMs = cooldownMs;
    this.now = now;
  }

  /** Whether a call may go out now. A true answer must be followed by `succeeded` or `failed`. */
  allow(): boolean {
    if (this.failedInARow < this.failures) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    this.failedInARow = 0;
    this.probing = false;
  }

  failed(): void {
    this.failedInARow += 1;
    this.probing = false;
    if (this.failedInARow >= this.failures) this.openUntil = this.now() + this.cooldownMs;
  }

  /** True while calls are refused or only a probe may go out. */
  get open(): boolean {
    return this.failedInARow >= this.failures;
  }

  /** Milliseconds until a probe may go out (0 when closed or when the cooldown is over). */
  remainingMs(): number {
    return this.open ? Math.max(0, this.openUntil - this.now()) : 0;
  }
}

/** `Retry-After` for a page the content API could not serve: the rest of the cooldown, at least a second. */
export function retryAfterSeconds(breaker?: CircuitBreaker): number {
  const ms = breaker?.remainingMs() || (breaker?.cooldownMs ?? BREAKER_COOLDOWN_MS);
  return Math.max(1, Math.ceil(ms / 1000));
}
