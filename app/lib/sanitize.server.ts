import sanitizeHtml from 'sanitize-html';

/**
 * Cleans HTML that comes from content (Markdown fields, rich text) before it is rendered:
 * only text formatting, lists, tables, headings, links and images survive; links keep
 * http(s), mailto and site paths; images only site paths (another host's image is a request
 * the visitor did not ask for, and CSP's img-src refuses it anyway); no scripts, event
 * handlers, styles or iframes.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'hr',
      'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
      'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub', 'abbr', 'small', 'span',
    ],
    allowedAttributes: { a: ['href', 'title', 'hreflang', 'rel'], img: ['src', 'alt', 'width', 'height', 'title'], th: ['scope'], abbr: ['title'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      // Content headings start below the page's h1.
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:\/\//i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener' } : attribs,
      }),
    },
  });
}
