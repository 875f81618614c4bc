/**
 * The publish form: the blueprint's tabs → sections (cards) → fields, one state for every
 * value, `Save` (and Ctrl/Cmd+S), the server's 422 errors at their fields with a summary, the
 * 409 conflict dialog, and a guard against leaving with unsaved changes. What the item is
 * (entry or global) stays with the route: it turns the document into a `FormInit` and a
 * `FormInit` into its save request.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import type { ConflictError } from '../../shared/api';
import type { FieldSchema, FormSchema, Values } from '../../shared/schema';
import { LeaveGuard } from '../leave-guard';
import { useToast } from '../toast';
import { ConflictDialog } from './conflict-dialog';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import { NestedFieldsProvider } from './nested-provider';
import { FormContext, type FormContextValue } from './form-context';
import { fieldId, formReducer, initialState, isDirty, type FormInit, type FormState } from './form-state';
import { Tabs } from './tabs';

export interface SaveInput extends FormInit {
  force?: boolean;
}

export interface PublishFormProps {
  kind: 'entry' | 'global' | 'term' | 'asset';
  title: string;
  blueprint: FormSchema;
  init: FormInit;
  originValues: Values | null;
  originSiteName: string | null;
  site: string;
  readOnly: boolean;
  /** Saves; resolves with the saved document's state, rejects with `ApiRequestError` (409, 422, 403…). */
  save(input: SaveInput): Promise<FormInit>;
  /** Loads the item as it is now (the conflict dialog's `Reload`). */
  reload(): Promise<FormInit>;
  /** The sidebar's panels (status, slug, date, sites, link), given the form's state. */
  sidebar?(form: FormContextValue): ReactNode;
  /** Above the fields (an asset's preview with its focal point), given the form's state. */
  before?(form: FormContextValue): ReactNode;
  /** Beside the title (e.g. the site switcher). */
  headerExtra?: ReactNode;
  /** Blueprint fields the sidebar draws itself (an entry's `slug`), left out of the tabs. */
  sidebarFields?: ReadonlySet<string>;
  /** The live preview pane for the form as it is now; absent: the item has no page of its own (no `Live preview` button). */
  preview?(form: FormContextValue, close: () => void): ReactNode;
}

export function PublishForm(props: PublishFormProps) {
  const t = useT();
  const toast = useToast();
  const [state, dispatch] = useReducer(formReducer, props.init, initialState);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<ConflictError['conflict'] | null>(null);
  const [tab, setTab] = useState(props.blueprint.tabs[0]?.handle ?? '');
  const [previewing, setPreviewing] = useState(false);
  const closePreview = () => {
    setPreviewing(false);
    // Back where the editor opened it (on a tablet the pane that had the focus is gone).
    document.getElementById(`${prefix}-preview-toggle`)?.focus();
  };
  const summary = useRef<HTMLDivElement>(null);
  const prefix = useId().replace(/:/g, '');
  const dirty = isDirty(state);
  const stateRef = useRef(state);
  // Saving reads the state as it is at that moment (Ctrl+S can come before React re-renders).
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const fields = useMemo(() => allFields(props.blueprint), [props.blueprint]);
  const tabOf = useCallback((path: string) => fields.get(path.split('.')[0]!)?.tab, [fields]);
  const labelOf = useCallback((path: string) => fields.get(path.split('.')[0]!)?.field.display ?? (path in META_LABELS ? t(META_LABELS[path as keyof typeof META_LABELS]) : path), [fields, t]);

  const jump = useCallback(
    (path: string) => {
      const where = tabOf(path);
      if (where) setTab(where);
      // After the tab's fields are drawn: the control itself, else its field's first control.
      requestAnimationFrame(() => {
        const target = document.getElementById(fieldId(path)) ?? document.querySelector<HTMLElement>(`[data-field="${path.split('.')[0]}"] :is(input, select, textarea, button, [tabindex])`);
        target?.focus();
        target?.scrollIntoView?.({ block: 'center' });
      });
    },
    [tabOf],
  );

  const submit = useCallback(
    async (force?: { version: string }) => {
      if (saving) return;
      const current = stateRef.current;
      setSaving(true);
      try {
        const saved = await props.save({ values: current.values, localized: current.localized, meta: current.meta, version: force?.version ?? current.version, ...(force ? { force: true } : {}) });
        dispatch({ type: 'load', init: saved });
        setConflict(null);
        toast(t('form.saved'));
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        if (error.conflict) setConflict(error.conflict);
        else if (error.status === 422 && error.body.errors) {
          const errors = error.body.errors;
          dispatch({ type: 'errors', errors });
          const first = Object.keys(errors)[0];
          if (first) jump(first);
        } else toast(error.message, 'error');
      } finally {
        setSaving(false);
      }
    },
    [saving, props, toast, t, jump],
  );

  const reload = async () => {
    setSaving(true);
    try {
      dispatch({ type: 'load', init: await props.reload() });
      setConflict(null);
      toast(t('form.reloaded'));
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  // Ctrl/Cmd+S saves, as in every editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!props.readOnly) void submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit, props.readOnly]);

  const context: FormContextValue = { state, dispatch, originValues: props.originValues, originSiteName: props.originSiteName, site: props.site, readOnly: props.readOnly };
  const withErrors = new Set(Object.keys(state.errors).map(tabOf).filter((h): h is string => Boolean(h)));
  const currentTab = props.blueprint.tabs.find((tb) => tb.handle === tab) ?? props.blueprint.tabs[0];

  return (
    <FormContext.Provider value={context}>
      <NestedFieldsProvider>
        <form
          className="cp-publish"
          noValidate
          aria-labelledby={`${prefix}-title`}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <header className="cp-page-header">
            <div className="cp-page-title-row">
              <h1 id={`${prefix}-title`} className="cp-page-title">
                {props.title}
              </h1>
              {dirty && <span className="cp-unsaved">{t('form.unsaved')}</span>}
            </div>
            <div className="cp-page-actions">
              {props.headerExtra}
              {props.preview && (
                <button id={`${prefix}-preview-toggle`} type="button" className="cp-button cp-preview-toggle" aria-pressed={previewing} onClick={() => setPreviewing((open) => !open)}>
                  {t('preview.toggle')}
                </button>
              )}
              {!props.readOnly && (
                <button type="submit" className="cp-button cp-button-primary" disabled={saving} aria-keyshortcuts="Control+S Meta+S">
                  {saving ? t('form.saving') : t('form.save')}
                </button>
              )}
            </div>
          </header>
          <ErrorSummary ref={summary} errors={state.errors} labelOf={labelOf} onJump={jump} />
          <div className={previewing ? 'cp-publish-split cp-publish-split-open' : 'cp-publish-split'}>
            <div className="cp-publish-layout">
              <div className="cp-publish-main">
                {props.before?.(context)}
                {currentTab && (
                  <Tabs tabs={props.blueprint.tabs} current={currentTab.handle} onSelect={setTab} withErrors={withErrors} idPrefix={prefix}>
                    {currentTab.sections.map((section, index) => {
                      // A section region where the blueprint names it; without a heading, a plain card.
                      const titleId = `${prefix}-${currentTab.handle}-section-${index}`;
                      const Card = section.display ? 'section' : 'div';
                      return (
                        <Card key={index} className="cp-card cp-section" aria-labelledby={section.display ? titleId : undefined}>
                          {section.display && (
                            <h2 className="cp-section-title" id={titleId}>
                              {section.display}
                            </h2>
                          )}
                          {section.instructions && <p className="cp-help">{section.instructions}</p>}
                          <div className="cp-fields">
                            {section.fields
                              .filter((f) => !props.sidebarFields?.has(f.handle))
                              .map((field) => (
                                <Field key={field.handle} field={field} path={field.handle} />
                              ))}
                          </div>
                        </Card>
                      );
                    })}
                  </Tabs>
                )}
              </div>
              {props.sidebar && <aside className="cp-publish-sidebar" aria-label={t('form.sidebar')}>{props.sidebar(context)}</aside>}
            </div>
            {previewing && props.preview && (
              <div className="cp-publish-preview">
                {props.preview(context, closePreview)}
              </div>
            )}
          </div>
        </form>
        <ConflictDialog
          conflict={conflict}
          kind={props.kind}
          busy={saving}
          onCancel={() => setConflict(null)}
          onReload={() => void reload()}
          onOverwrite={() => conflict && void submit({ version: conflict.version })}
        />
        <LeaveGuard when={dirty && !saving} />
      </NestedFieldsProvider>
    </FormContext.Provider>
  );
}

/** Errors the server may give for an entry's own settings (the sidebar's), by path. */
const META_LABELS = { slug: 'meta.slug', date: 'meta.date', published: 'meta.published' } as const;

/** Every top-level field by handle, with the tab it is on (to switch there for an error). */
function allFields(blueprint: FormSchema): Map<string, { field: FieldSchema; tab: string }> {
  const map = new Map<string, { field: FieldSchema; tab: string }>();
  for (const tab of blueprint.tabs) for (const section of tab.sections) for (const field of section.fields) map.set(field.handle, { field, tab: tab.handle });
  return map;
}

export type { FormInit, FormState };
