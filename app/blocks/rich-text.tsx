import type { RichTextBlock } from './types';

/** Formatted text from content; the HTML was sanitised on the server. */
export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <section className="block rich-text">
      <div className="container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
      </div>
    </section>
  );
}
