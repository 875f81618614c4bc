import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, LoginThrottle, THROTTLE_WINDOW_MS } from './throttle';

describe('LoginThrottle', () => {
  it('counts failures in a sliding 15-minute window: the block lifts when the oldest failure leaves it', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    expect([ACCOUNT_LIMIT, ADDRESS_LIMIT, THROTTLE_WINDOW_MS]).toEqual([5, 20, 900_000]);
    for (let i = 0; i < 4; i++) {
      throttle.failed('a@example.com', '192.0.2.1');
      now += 100_000;
    }
    expect(throttle.retryAfter('A@example.com ', '192.0.2.9')).toBe(0);
    throttle.failed('a@example.com', '192.0.2.1');
    // Failures at 0, 100 s … 400 s; now 400 s: the first leaves at 900 s.
    expect(throttle.retryAfter('a@example.com', '192.0.2.9')).toBe(500);
    now = 899_500;
    expect(throttle.retryAfter('a@example.com', '192.0.2.9')).toBe(1);
    now = 900_000;
    expect(throttle.retryAfter('a@example.com', '192.0.2.9')).toBe(0);
  });

  it('a success clears the account’s failures, not the address’s', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now, { account: 2, address: 3 });
    throttle.failed('a@example.com', '192.0.2.1');
    throttle.failed('b@example.com', '192.0.2.1');
    throttle.failed('a@example.com', '192.0.2.1');
    expect(throttle.retryAfter('a@example.com', '192.0.2.2')).toBe(900);
    throttle.succeeded('a@example.com');
    expect(throttle.retryAfter('a@example.com', '192.0.2.2')).toBe(0);
    now += 1000;
    expect(throttle.retryAfter('c@example.com', '192.0.2.1')).toBe(899);
  });

  it('memory stays bounded under a flood of made-up accounts and addresses', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < 25_000; i++) throttle.failed(`user${i}@example.com`, `10.0.${i >> 8}.${i & 255}`);
    const { accounts, addresses } = throttle.sizes();
    expect(accounts).toBeLessThanOrEqual(10_000);
    expect(addresses).toBeLessThanOrEqual(10_000);
    // The newest are the ones kept.
    throttle.failed('user24999@example.com', 'x');
    for (let i = 0; i < 3; i++) throttle.failed('user24999@example.com', 'x');
    expect(throttle.retryAfter('user24999@example.com', 'y')).toBeGreaterThan(0);
  });
});
