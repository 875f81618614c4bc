/**
 * Bard's link form: URL and "Open in new tab", written as Statamic's LinkToolbar.vue writes the
 * link mark (`target: '_blank'` or null; `rel` from the field's link_noopener / link_noreferrer).
 */
import { useId, useState } from 'react';

export interface LinkAttrs {
  href: string | null;
  rel: string | null;
  target: string | null;
  title: string | null;
}

export interface LinkDialogProps {
  initial: Partial<LinkAttrs>;
  config: Record<string, unknown>;
  onApply(attrs: LinkAttrs): void;
  onRemove(): void;
  onCancel(): void;
}

/** Statamic's LinkToolbar defaultRel. */
export function defaultRel(config: Record<string, unknown>): string | null {
  const rel = [config.link_noopener ? 'noopener' : '', config.link_noreferrer ? 'noreferrer' : ''].filter(Boolean);
  return rel.length ? rel.join(' ') : null;
}

export function LinkDialog({ initial, config, onApply, onRemove, onCancel }: LinkDialogProps) {
  const [href, setHref] = useState(initial.href ?? '');
  const [blank, setBlank] = useState(initial.href ? initial.target === '_blank' : config.target_blank === true);
  const urlId = useId();
  return (
    <form
      className="cp-bard__link"
      role="dialog"
      aria-label="Link"
      onSubmit={(e) => {
        e.preventDefault();
        if (!href.trim()) return onRemove();
        onApply({ href: href.trim(), rel: initial.href ? (initial.rel ?? null) : defaultRel(config), target: blank ? '_blank' : null, title: initial.title ?? null });
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <label htmlFor={urlId}>URL</label>
      <input id={urlId} type="text" inputMode="url" value={href} autoFocus onChange={(e) => setHref(e.target.value)} placeholder="https://… or /page" />
      <label>
        <input type="checkbox" checked={blank} onChange={(e) => setBlank(e.target.checked)} /> Open in new tab
      </label>
      <button type="submit">Apply</button>
      {initial.href && (
        <button type="button" onClick={onRemove}>
          Remove link
        </button>
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
