import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Which socket peers may say who the client is (`X-Forwarded-For`): TRUSTED_PROXIES, `loopback`
 * by default (nginx on the same machine, deploy/nginx.conf), `none`, or addresses and CIDR
 * ranges (`10.0.0.5, 10.1.0.0/16`) of the proxies in front. Decision 038: a peer not listed
 * cannot choose its address by sending the header.
 */
export type ProxyTrust = (peer: string) => boolean;

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const loopbackTrust: ProxyTrust = (peer) => LOOPBACK.test(peer);

/** The trust a TRUSTED_PROXIES value describes; throws with the entry it cannot read. */
export function proxyTrust(setting: string): ProxyTrust {
  const value = setting.trim().toLowerCase();
  if (value === 'loopback' || value === '') return loopbackTrust;
  if (value === 'none') return () => false;
  const list = new BlockList();
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? null : Number(bits);
    if (family === 0 || (prefix !== null && (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)))) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (peer) => {
    const plain = peer.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address for throttling: the socket's peer, or, when the peer is a trusted proxy,
 * the last `X-Forwarded-For` entry (nginx's `$proxy_add_x_forwarded_for` appends the address it
 * saw last, so earlier entries are whatever the client claimed and are ignored).
 */
export function clientAddress(c: Context, trusted: ProxyTrust = loopbackTrust): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'unknown';
  if (!trusted(peer)) return peer;
  const forwarded = c.req.header('X-Forwarded-For');
  const last = forwarded?.split(',').pop()?.trim();
  return last && /^[0-9a-fA-F:.]{2,45}$/.test(last) ? last : peer;
}
