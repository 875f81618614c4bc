import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { clientAddress, proxyTrust } from './client-address';

/** Issue 35, finding 10: X-Forwarded-For counts only from the proxies TRUSTED_PROXIES names. */

async function seen(peer: string, forwarded: string | undefined, setting: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxyTrust(setting))));
  const response = await app.request('/', { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe('the client address behind proxies', () => {
  it('loopback (the default): a local proxy’s last entry; anyone else is their own socket address', async () => {
    expect(await seen('127.0.0.1', '6.6.6.6, 203.0.113.7', 'loopback')).toBe('203.0.113.7');
    expect(await seen('::ffff:127.0.0.1', '203.0.113.7', 'loopback')).toBe('203.0.113.7');
    expect(await seen('198.51.100.2', '203.0.113.7', 'loopback')).toBe('198.51.100.2');
  });

  it('none: never the header, whoever sends it', async () => {
    expect(await seen('127.0.0.1', '203.0.113.7', 'none')).toBe('127.0.0.1');
  });

  it('listed addresses and ranges, IPv4 and IPv6; loopback is then not trusted unless listed', async () => {
    const setting = '10.0.0.5, 10.1.0.0/16, 2001:db8::/32';
    expect(await seen('10.0.0.5', '203.0.113.7', setting)).toBe('203.0.113.7');
    expect(await seen('10.1.200.3', '203.0.113.7', setting)).toBe('203.0.113.7');
    expect(await seen('::ffff:10.1.0.9', '203.0.113.7', setting)).toBe('203.0.113.7');
    expect(await seen('2001:db8::1', '203.0.113.7', setting)).toBe('203.0.113.7');
    expect(await seen('10.0.0.6', '203.0.113.7', setting)).toBe('10.0.0.6');
    expect(await seen('127.0.0.1', '203.0.113.7', setting)).toBe('127.0.0.1');
    expect(await seen('127.0.0.1', '203.0.113.7', `${setting}, loopback`)).toBe('203.0.113.7');
  });

  it('a value it cannot read stops the server with the variable named', () => {
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '::1/129']) {
      expect(() => loadEnv({}, { TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
    expect(loadEnv({}, { TRUSTED_PROXIES: '10.0.0.0/8' }).TRUSTED_PROXIES).toBe('10.0.0.0/8');
  });
});
