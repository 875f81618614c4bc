/** The panel page's CSP nonce (`<meta name="csp-nonce" content="…">`), for editors that must add a <style> (CodeMirror). */
export function cspNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
}
