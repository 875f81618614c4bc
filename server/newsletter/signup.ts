import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cspHash } from '../security/headers';
import MESSAGES from './messages.json';

type Lang = keyof typeof MESSAGES;

const STYLE = `body{margin:0;padding:1.5rem;font:16px/1.5 system-ui,-apple-system,'Segoe UI','Hiragino Sans','Noto Sans CJK JP','PingFang SC',sans-serif;color:#1b1f27;background:#fff}
h1{font-size:1.35rem;margin:0 0 .4rem}p{margin:0 0 1rem;color:#4a5261}label{display:block;font-weight:600;margin:.8rem 0 .3rem}
input[type=email],input[type=text]{box-sizing:border-box;width:100%;padding:.65rem .8rem;border:1px solid #9aa3b1;border-radius:8px;font:inherit}
.consent{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;color:#4a5261}.consent input{margin-top:.3rem}
button{margin-top:1.2rem;padding:.7rem 1.4rem;border:0;border-radius:999px;background:#1b1f27;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.error{color:#a4161a;margin:.4rem 0 0}.done{color:#1b1f27}.demo{margin-top:1.5rem;font-size:.85rem;color:#5c6472}
:focus-visible{outline:3px solid #0b63ce;outline-offset:2px}
`;

/** The form page's own policy: its one inline style by hash, no script at all, framed only by our pages. */
const CSP = `default-src 'none'; style-src '${cspHash(STYLE)}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`;

/**
 * A stand-in for the third-party newsletter form the footer embeds (content: the `cta`
 * global's `newsletter_iframe_code`), so the demo works offline. It stores and sends
 * nothing. `?lang=` picks the language, `?email=` pre-fills the field.
 */
export function newsletterDemo(): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CSP);
  });
  app.get('/', (c) => c.html(page(pickLang(c.req.query('lang')), { email: c.req.query('email') ?? '' })));
  // A form of two short fields: a bigger body is refused while it streams, never read whole.
  app.post('/', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Request body too large', 413) }), async (c) => {
    const lang = pickLang(c.req.query('lang'));
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    return c.html(page(lang, { email, done: valid, invalid: !valid }), valid ? 200 : 422);
  });
  return app;
}

function pickLang(value: string | undefined): Lang {
  // Own keys only: `constructor` or `__proto__` are "in" any object.
  return value && Object.hasOwn(MESSAGES, value) ? (value as Lang) : 'en';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(lang: Lang, state: { email: string; done?: boolean; invalid?: boolean }): string {
  const t = MESSAGES[lang];
  const email = escapeHtml(state.email);
  const body = state.done
    ? `<p class="done" role="status">${escapeHtml(t.thanks).replace('{email}', `<strong>${email}</strong>`)}</p>`
    : `<form method="post" action="?lang=${lang}">
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${email}"${state.invalid ? ' aria-invalid="true" aria-describedby="error"' : ''}>
  ${state.invalid ? `<p id="error" class="error">${escapeHtml(t.invalid)}</p>` : ''}
  <label for="name">${escapeHtml(t.name)}</label>
  <input id="name" name="name" type="text" autocomplete="given-name">
  <label class="consent"><input type="checkbox" name="consent" required> ${escapeHtml(t.consent)}</label>
  <button type="submit">${escapeHtml(t.submit)}</button>
</form>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style></head>
<body><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>${body}<p class="demo">${escapeHtml(t.demo)}</p></body></html>`;
}
