/**
 * Signing in over raw HTTP (tests/hostile/send.ts), as the panel's page does: GET the session
 * for the sign-in token and its cookie, POST the credentials, keep the session cookie and the
 * session's token. Hostile requests then carry these headers, or deliberately not.
 */
import { CSRF_HEADER, type SessionResponse } from '../../../cp/shared/api';
import type { Sender } from '../send';
import { utf8Bytes } from '../corpus/shared';

export interface SignedIn {
  email: string;
  /** `Cookie`, `Origin` and the CSRF header of the session, as the panel's page sends them. */
  headers: Record<string, string>;
  cookie: string;
  csrf: string;
}

function cookiesOf(setCookie: string[] | undefined, jar: Map<string, string>): void {
  for (const line of setCookie ?? []) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    if (value === '' || /Max-Age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

export async function signIn(sender: Sender, origin: string, email: string, password: string): Promise<SignedIn> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const session = await sender.send({ method: 'GET', path: '/cp/api/session', headers: {} });
  if (session.status !== 200) throw new Error(`GET /cp/api/session answered ${session.status ?? session.error}: ${session.body.toString('utf8').slice(0, 300)}`);
  cookiesOf(session.headers['set-cookie'], jar);
  const pre = JSON.parse(session.body.toString('utf8')) as SessionResponse;
  const login = await sender.send({
    method: 'POST',
    path: '/cp/api/login',
    headers: { 'Content-Type': 'application/json', Origin: origin, [CSRF_HEADER]: pre.csrf, Cookie: cookie() },
    body: utf8Bytes(JSON.stringify({ email, password })),
  });
  if (login.status !== 200) throw new Error(`signing in as ${email} answered ${login.status ?? login.error}: ${login.body.toString('utf8').slice(0, 300)}`);
  cookiesOf(login.headers['set-cookie'], jar);
  const { csrf } = JSON.parse(login.body.toString('utf8')) as SessionResponse;
  return { email, csrf, cookie: cookie(), headers: { Cookie: cookie(), Origin: origin, [CSRF_HEADER]: csrf } };
}
