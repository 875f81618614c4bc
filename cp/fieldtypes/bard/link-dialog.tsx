/**
 * Bard's link form: URL and "Open in new tab", written as Statamic's LinkToolbar.vue writes the
 * link mark (`target: '_blank'` or null; `rel` from the field's link_noopener / link_noreferrer).
 */
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';

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
  const t = useT();
  const [href, setHref] = useState(initial.href ?? '');
  const [blank, setBlank] = useState(initial.href ? initial.target === '_blank' : config.target_blank === true);
  const urlId = useId();
  const apply = () => {
    if (!href.trim()) return onRemove();
    onApply({ href: href.trim(), rel: initial.href ? (initial.rel ?? null) : defaultRel(config), target: blank ? '_blank' : null, title: initial.title ?? null });
  };
  // Not a <form>: it sits inside the publish form, and a nested form's submit would reach the publish form's too.
  return (
    <div
      className="cp-bard__link"
      role="dialog"
      aria-label={t('bard.link')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
        else if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type === 'text') apply();
        else return;
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      <div className="cp-bard__link-url">
        <label className="cp-label" htmlFor={urlId}>
          {t('bard.linkUrl')}
        </label>
        <input id={urlId} className="cp-input" type="text" inputMode="url" spellCheck={false} value={href} autoFocus onChange={(e) => setHref(e.target.value)} placeholder={t('bard.linkPlaceholder')} />
      </div>
      <label className="cp-choice">
        <input type="checkbox" checked={blank} onChange={(e) => setBlank(e.target.checked)} />
        {t('bard.linkNewTab')}
      </label>
      <div className="cp-bard__link-actions">
        <button type="button" className="cp-button cp-button-primary cp-button-small" onClick={apply}>
          {t('bard.linkApply')}
        </button>
        {initial.href && (
          <button type="button" className="cp-button cp-button-small" onClick={onRemove}>
            {t('bard.linkRemove')}
          </button>
        )}
        <button type="button" className="cp-button cp-button-small" onClick={onCancel}>
          {t('bard.linkCancel')}
        </button>
      </div>
    </div>
  );
}
