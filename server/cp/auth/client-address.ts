import type { Context } from 'hono';

/** Loopback peers: nginx on the same machine (deploy/nginx.conf proxies to 127.0.0.1). */
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The client's address for throttling: the socket's peer, or, when the peer is a proxy on the
 * same machine, the last `X-Forwarded-For` entry (nginx's `$proxy_add_x_forwarded_for` appends
 * the address it saw last, so earlier entries are whatever the client claimed and are ignored).
 * A client talking to the server directly cannot choose its address by sending the header.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'unknown';
  if (!LOOPBACK.test(peer)) return peer;
  const forwarded = c.req.header('X-Forwarded-For');
  const last = forwarded?.split(',').pop()?.trim();
  return last && /^[0-9a-fA-F:.]{2,45}$/.test(last) ? last : peer;
}
