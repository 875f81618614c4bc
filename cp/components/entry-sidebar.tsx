/**
 * The entry form's sidebar: `Published`, slug, date (dated collections), the entry in every
 * site (existing localizations link to their form; a missing one can be created from this
 * entry), and the public page.
 */
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { SlugField } from '../fieldtypes/slug-field';
import { DateField } from '../fieldtypes/date-field';
import type { CpSite, EntryDocument } from '../shared/api';
import type { FieldSchema } from '../shared/schema';
import type { FormContextValue } from './publish-form/form-context';
import { fieldId } from './publish-form/form-state';
import { StatusBadge } from './status-badge';

export interface EntrySidebarProps {
  form: FormContextValue;
  collection: string;
  dated: boolean;
  /** The blueprint's own slug and date fields, when it has them (their config: `from`, `time_enabled`). */
  slugField?: FieldSchema;
  dateField?: FieldSchema;
  canPublish: boolean;
  document: EntryDocument | null;
  sites: CpSite[];
  onCreateLocalization?(site: string): void;
  creating?: string | null;
}

const plain = (handle: string, type: string, display: string): FieldSchema => ({ handle, type, display, localizable: true, required: false, validate: [], config: {} });

export function EntrySidebar({ form, collection, dated, slugField, dateField, canPublish, document, sites, onCreateLocalization, creating }: EntrySidebarProps) {
  const t = useT();
  const { state, dispatch } = form;
  const published = state.meta.published === true;
  const readOnly = form.readOnly;
  const slug = { ...(slugField ?? plain('slug', 'slug', t('meta.slug'))), display: t('meta.slug') };
  const date = { ...(dateField ?? plain('date', 'date', t('meta.date'))), display: t('meta.date') };
  const metaField = (field: FieldSchema, key: 'slug' | 'date', Editor: typeof SlugField) => {
    const errors = state.errors[key] ?? [];
    const id = fieldId(key);
    return (
      <div className="cp-field">
        <label className="cp-label" htmlFor={id}>
          {field.display}
        </label>
        <Editor field={field} value={(state.meta[key] as string | null) ?? null} onChange={(v) => dispatch({ type: 'meta', key, value: v })} id={id} describedBy={errors.length ? `${id}-error` : undefined} invalid={errors.length > 0} readOnly={readOnly} site={form.site} path={key} />
        {errors.length > 0 && (
          <ul id={`${id}-error`} className="cp-field-errors">
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
    );
  };
  return (
    <>
      <div className="cp-card cp-sidebar-card">
        <div className="cp-toggle-row cp-publish-toggle">
          <button
            type="button"
            role="switch"
            id={fieldId('published')}
            aria-checked={published}
            aria-labelledby="cp-published-label"
            className="cp-switch"
            disabled={readOnly || !canPublish}
            onClick={() => dispatch({ type: 'meta', key: 'published', value: !published })}
          >
            <span className="cp-switch-thumb" aria-hidden="true" />
          </button>
          <span id="cp-published-label" className="cp-toggle-label">
            {t('meta.published')}
          </span>
          {document && <StatusBadge status={document.meta.status} />}
        </div>
        {!canPublish && <p className="cp-help">{t('meta.noPublishPermission')}</p>}
        {metaField(slug, 'slug', SlugField)}
        {dated && metaField(date, 'date', DateField)}
        {document?.meta.url && (
          <p className="cp-sidebar-link">
            <a href={document.meta.url} target="_blank" rel="noreferrer">
              {t('meta.visit')}
              <span className="cp-visually-hidden"> {t('meta.newTab')}</span>
            </a>
          </p>
        )}
      </div>
      {document && document.localizations.length > 1 && (
        <nav className="cp-card cp-sidebar-card" aria-labelledby="cp-sites-title">
          <h2 id="cp-sites-title" className="cp-sidebar-title">
            {t('site.localizations')}
          </h2>
          <ul className="cp-localizations">
            {document.localizations.map((loc) => {
              const name = sites.find((s) => s.handle === loc.site)?.name ?? loc.site;
              const current = loc.site === document.site;
              return (
                <li key={loc.site} className={current ? 'cp-localization cp-localization-current' : 'cp-localization'}>
                  {loc.id ? (
                    <Link to={`/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(loc.id)}`} aria-current={current ? 'page' : undefined}>
                      {name}
                      {loc.origin && <span className="cp-muted"> · {t('site.origin')}</span>}
                    </Link>
                  ) : (
                    <>
                      <span className="cp-muted">{name}</span>
                      {onCreateLocalization && (
                        <button type="button" className="cp-link-button" disabled={creating === loc.site} onClick={() => onCreateLocalization(loc.site)} aria-label={t('site.createLocalizationFor', { site: name })}>
                          {t('site.createLocalization')}
                        </button>
                      )}
                    </>
                  )}
                  {loc.status && <StatusBadge status={loc.status} />}
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </>
  );
}
