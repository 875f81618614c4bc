/**
 * An item's history (Statamic's "Revisions"): its versions, newest first, each a link that
 * shows what changed from it to now, field by field, and `Restore this version` (asked first
 * in a dialog), which saves that version as a new one. The chosen version is in the URL
 * (`?version=`), so Back and a shared link show the same.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormat, useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import { restoreVersion, useHistoryList, useHistoryVersion, type HistoryTarget } from '../../lib/history';
import { siteName, useSessionData } from '../../lib/session';
import type { HistoryChange, HistoryVersion } from '../../shared/history';
import { LoadError } from '../../routes/not-found';
import { Modal } from '../modal';
import { useToast } from '../toast';
import { HistoryValueView } from './history-value';

export interface HistoryScreenProps {
  target: HistoryTarget;
  /** The item's form, where `Back` and a restore lead. */
  formPath: string;
  breadcrumb: ReactNode;
  /** Beside the title (a global set's site switcher). */
  headerExtra?: ReactNode;
  /** The restore's answer (the item's document): put it where the form reads it, then go there. */
  onRestored(document: unknown, version: HistoryVersion): void;
}

/** Names of what is not a blueprint field, in the panel's words; and of the kinds of change. */
const CHANGE_LABELS = { added: 'history.added', removed: 'history.removed', changed: 'history.changed' } as const;
const OWN_LABELS = { slug: 'meta.slug', date: 'meta.date', published: 'meta.published', tree: 'history.fieldTree' } as const;

export function HistoryScreen({ target, formPath, breadcrumb, headerExtra, onRestored }: HistoryScreenProps) {
  const t = useT();
  const format = useFormat();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const commit = params.get('version');
  const list = useHistoryList(target, page);
  // The version the page was opened with keeps the focus where the browser put it; one picked here moves it.
  const [opened] = useState(commit);
  const prefix = useId().replace(/:/g, '');
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) if (value === null) next.delete(key);
    else next.set(key, value);
    return `?${next.toString()}`;
  };
  if (list.error) return <LoadError error={list.error} />;

  return (
    <>
      <p className="cp-breadcrumb">{breadcrumb}</p>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <h1 className="cp-page-title">{list.data ? t('history.title', { title: list.data.title }) : t('history.open')}</h1>
        </div>
        <div className="cp-page-actions">
          {headerExtra}
          <Link to={formPath} className="cp-button">
            {t('history.back')}
          </Link>
        </div>
      </header>
      {list.isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : !list.data.available ? (
        <p className="cp-empty">{t('history.unavailable')}</p>
      ) : (
        <div className="cp-history">
          <section className="cp-card cp-history-versions" aria-labelledby={`${prefix}-versions`}>
            <h2 id={`${prefix}-versions`} className="cp-sidebar-title">
              {t('history.versions')}
            </h2>
            {list.data.data.length === 0 ? (
              <p className="cp-help">{t('history.none')}</p>
            ) : (
              <ol className="cp-history-list">
                {list.data.data.map((version) => (
                  <li key={version.commit}>
                    <Link to={withParams({ version: version.commit })} className="cp-history-version" aria-current={version.commit === commit ? 'true' : undefined} replace>
                      <span className="cp-history-when">{format.dateTime(version.date)}</span>
                      <span className="cp-history-who">{version.author.name || version.author.email}</span>
                      <span className="cp-history-message">{version.message}</span>
                    </Link>
                  </li>
                ))}
              </ol>
            )}
            {(page > 1 || list.data.meta.hasMore) && (
              <nav className="cp-history-pages" aria-label={t('history.pages')}>
                {page > 1 ? (
                  <Link to={withParams({ page: String(page - 1), version: null })} className="cp-button cp-button-small">
                    {t('history.newer')}
                  </Link>
                ) : (
                  <span />
                )}
                {list.data.meta.hasMore && (
                  <Link to={withParams({ page: String(page + 1), version: null })} className="cp-button cp-button-small">
                    {t('history.older')}
                  </Link>
                )}
              </nav>
            )}
          </section>
          <VersionDifference key={commit ?? ''} target={target} commit={commit} focus={commit !== opened} onRestored={onRestored} title={list.data.title} />
        </div>
      )}
    </>
  );
}

function VersionDifference({ target, commit, focus, title, onRestored }: { target: HistoryTarget; commit: string | null; focus: boolean; title: string; onRestored: HistoryScreenProps['onRestored'] }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const session = useSessionData();
  const version = useHistoryVersion(target, commit);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const prefix = useId().replace(/:/g, '');
  // A version the editor picked: its difference takes the focus (below the list on a tablet).
  useEffect(() => {
    if (focus && version.data) heading.current?.focus();
  }, [focus, version.data]);

  if (!commit) {
    return (
      <section className="cp-card cp-history-diff" aria-label={t('history.changesTitle')}>
        <p className="cp-help">{t('history.choose')}</p>
      </section>
    );
  }
  if (version.error) return <LoadError error={version.error} />;
  if (version.isPending) {
    return (
      <section className="cp-card cp-history-diff" aria-busy="true" aria-label={t('history.changesTitle')}>
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      </section>
    );
  }
  const data = version.data;
  const when = format.dateTime(data.version.date);
  const labelOf = (change: HistoryChange) => {
    const label = change.label ?? (change.field in OWN_LABELS ? t(OWN_LABELS[change.field as keyof typeof OWN_LABELS]) : change.field);
    return change.site ? t('history.fieldInSite', { field: label, site: siteName(session.sites, change.site) }) : label;
  };

  const restore = async () => {
    setBusy(true);
    try {
      const document = await restoreVersion<unknown>(target, commit, { version: data.current });
      setAsking(false);
      void client.invalidateQueries({ queryKey: ['history', target.path] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      toast(t('history.restored', { date: when }));
      onRestored(document, data.version);
    } catch (failure) {
      setAsking(false);
      if (!(failure instanceof ApiRequestError)) throw failure;
      // The server's message is in the editor's language already; these say more in a restore's words
      // (a refusal by permission, a change since, fields today's blueprint refuses).
      const words = failure.status === 403 ? 'history.forbidden' : failure.status === 409 ? 'history.conflict' : failure.status === 422 && 'errors' in failure.body ? 'history.invalid' : null;
      toast(words ? t(words) : failure.message, 'error');
      // The difference the editor saw is not the one to restore over any more.
      if (failure.status === 409) void version.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="cp-card cp-history-diff" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} ref={heading} tabIndex={-1} className="cp-section-title">
        {t('history.changesTitle')}
      </h2>
      <p className="cp-help">{t('history.versionOf', { date: when, name: data.version.author.name || data.version.author.email })}</p>
      {data.changes.length === 0 ? (
        <p className="cp-history-same">{t('history.same')}</p>
      ) : (
        <div className="cp-table-scroll">
          <table className="cp-table cp-history-table">
            <caption className="cp-visually-hidden">{t('history.changesTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.field')}</th>
                <th scope="col">{t('history.then')}</th>
                <th scope="col">{t('history.now')}</th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((change, i) => (
                <tr key={`${change.field}-${change.site ?? ''}-${i}`}>
                  <th scope="row">
                    {labelOf(change)}
                    <span className={`cp-history-change cp-history-${change.change}`}>{t(CHANGE_LABELS[change.change])}</span>
                  </th>
                  <td>
                    <HistoryValueView value={change.before} other={change.after} />
                  </td>
                  <td>
                    <HistoryValueView value={change.after} other={change.before} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.canRestore ? (
        data.changes.length > 0 && (
          <div className="cp-history-actions">
            <button type="button" className="cp-button cp-button-primary" onClick={() => setAsking(true)} disabled={busy}>
              {t('history.restore')}
            </button>
          </div>
        )
      ) : (
        <p className="cp-help">{t('history.noRestorePermission')}</p>
      )}
      <Modal
        open={asking}
        role="alertdialog"
        title={t('history.restoreTitle')}
        onCancel={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="cp-button" onClick={() => setAsking(false)} disabled={busy} data-autofocus>
              {t('history.cancel')}
            </button>
            <button type="button" className="cp-button cp-button-primary" onClick={() => void restore()} disabled={busy}>
              {busy ? t('history.restoring') : t('history.restoreConfirm')}
            </button>
          </>
        }
      >
        <p>{t('history.restoreBody', { title, date: when })}</p>
      </Modal>
    </section>
  );
}
