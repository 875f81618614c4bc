/**
 * JSON made safe for a `<script>` element on the server (app/lib/structured-data.server.ts
 * `jsonLdText`): the only kind of text this component writes unescaped into the page.
 */
export type JsonLdText = string & { readonly __jsonLdText: true };

/**
 * Structured data (schema.org) for search engines: one `<script type="application/ld+json">`
 * per object. Loaders build and serialise it, so none of that code comes to the browser.
 */
export function JsonLd({ items }: { items: readonly JsonLdText[] }) {
  return items.map((text, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />);
}
