/** What a tree node may link to: one rule for the server's check and the editor's form. */

/**
 * http(s) with a host, mailto:, tel:, a path of the site (`/…`, not `//host`) or an anchor. No
 * whitespace or backslash anywhere: browsers read `/\host` as another site. No user or password
 * before the host: `https://kairotone.com@evil.example` shows a trusted name and opens another
 * site (issue 35, finding 10).
 */
const SAFE_URL = /^(?:https?:\/\/[^/\s\\?#@]+(?:[/?#][^\s\\]*)?|mailto:[^\s\\]+|tel:[+0-9()\-.]+|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/i;

export function isSafeNodeUrl(url: string): boolean {
  return SAFE_URL.test(url);
}
