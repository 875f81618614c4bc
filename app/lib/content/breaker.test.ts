import { describe, expect, it } from 'vitest';
import { CircuitBreaker, retryAfterSeconds } from './breaker';

/** A breaker on a clock the test moves by hand. */
function breakerAt(options: { failures?: number; cooldownMs?: number } = {}) {
  let now = 1_000_000;
  const breaker = new CircuitBreaker({ failures: 3, cooldownMs: 5_000, ...options, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('lets calls through while fewer than `failures` failed in a row; a success resets the count', () => {
    const { breaker } = breakerAt();
    breaker.failed();
    breaker.failed();
    expect(breaker.allow()).toBe(true);
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.allow()).toBe(true);
    expect(breaker.open).toBe(false);
  });

  it('opens at the third failure in a row and refuses calls for the cooldown', () => {
    const { breaker, advance } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    expect(breaker.open).toBe(true);
    expect(breaker.allow()).toBe(false);
    expect(breaker.remainingMs()).toBe(5_000);
    advance(4_999);
    expect(breaker.allow()).toBe(false);
    expect(breaker.remainingMs()).toBe(1);
  });

  it('after the cooldown lets exactly one probe through; its success closes the breaker', () => {
    const { breaker, advance } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(5_000);
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.succeeded();
    expect(breaker.open).toBe(false);
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(true);
  });

  it("a failed probe opens it again for a whole cooldown", () => {
    const { breaker, advance } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(6_000);
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.allow()).toBe(false);
    expect(breaker.remainingMs()).toBe(5_000);
    advance(5_000);
    expect(breaker.allow()).toBe(true);
  });
});

describe('retryAfterSeconds', () => {
  it('is the rest of the cooldown, rounded up, while the breaker is open', () => {
    const { breaker, advance } = breakerAt({ cooldownMs: 8_000 });
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(2_500);
    expect(retryAfterSeconds(breaker)).toBe(6);
    advance(5_400);
    expect(retryAfterSeconds(breaker)).toBe(1);
  });

  it('is a whole cooldown when the breaker is closed or over its cooldown, and 5 s without a breaker', () => {
    const { breaker, advance } = breakerAt({ cooldownMs: 8_000 });
    expect(retryAfterSeconds(breaker)).toBe(8);
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(9_000);
    expect(retryAfterSeconds(breaker)).toBe(8);
    expect(retryAfterSeconds()).toBe(5);
  });
});
