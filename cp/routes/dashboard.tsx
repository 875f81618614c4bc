/** `/cp/dashboard`: recent changes across the content (who, when), drafts and scheduled entries, each linking to its item. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../components/status-badge';
import { useFormat, useT } from '../i18n/i18n';
import { useDashboard } from '../lib/history';
import { entryPath } from '../lib/queries';
import { siteName, useSessionData } from '../lib/session';
import type { DashboardChange, DashboardEntry } from '../shared/history';
import { LoadError } from './not-found';

const KIND_LABELS = { entry: 'dashboard.kindEntry', global: 'dashboard.kindGlobal', term: 'dashboard.kindTerm', navigation: 'dashboard.kindNavigation', asset: 'dashboard.kindAsset' } as const;

export function DashboardRoute() {
  const t = useT();
  const { data, error, isPending } = useDashboard();
  if (error) return <LoadError error={error} />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('dashboard.title')}</h1>
      </header>
      {isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : (
        <div className="cp-dashboard">
          <Panel title={t('dashboard.recent')} className="cp-dashboard-recent">
            {!data.historyAvailable ? (
              <p className="cp-help">{t('dashboard.historyUnavailable')}</p>
            ) : data.changes.length === 0 ? (
              <p className="cp-help">{t('dashboard.recentNone')}</p>
            ) : (
              <ul className="cp-dashboard-list">
                {data.changes.map((change, i) => (
                  <ChangeRow key={`${change.commit}-${i}`} change={change} />
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t('dashboard.drafts')}>
            <EntryList entries={data.drafts} empty={t('dashboard.draftsNone')} />
          </Panel>
          <Panel title={t('dashboard.scheduled')}>
            <EntryList entries={data.scheduled} empty={t('dashboard.scheduledNone')} />
          </Panel>
        </div>
      )}
    </>
  );
}

function Panel({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`cp-card cp-dashboard-panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="cp-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChangeRow({ change }: { change: DashboardChange }) {
  const t = useT();
  const format = useFormat();
  const session = useSessionData();
  const where = [t(KIND_LABELS[change.kind]), ...(change.site && session.sites.length > 1 ? [siteName(session.sites, change.site)] : [])].join(' · ');
  return (
    <li className="cp-dashboard-item">
      <span className="cp-dashboard-title">{change.path ? <Link to={change.path}>{change.title}</Link> : change.title}</span>
      <span className="cp-dashboard-meta">{where}</span>
      <span className="cp-dashboard-meta">
        {t('dashboard.changedBy', { name: change.author.name || change.author.email })} ·{' '}
        <time dateTime={change.date} title={format.dateTime(change.date)}>
          {format.relative(change.date)}
        </time>
      </span>
      {change.more > 0 && <span className="cp-dashboard-meta">{t('dashboard.more', { count: change.more, message: change.message })}</span>}
    </li>
  );
}

function EntryList({ entries, empty }: { entries: DashboardEntry[]; empty: string }) {
  const t = useT();
  const format = useFormat();
  const session = useSessionData();
  if (entries.length === 0) return <p className="cp-help">{empty}</p>;
  return (
    <ul className="cp-dashboard-list">
      {entries.map((entry) => (
        <li key={entry.id} className="cp-dashboard-item">
          <span className="cp-dashboard-title">
            <Link to={entryPath(entry.collection, entry.id)}>{entry.title}</Link> <StatusBadge status={entry.status} />
          </span>
          <span className="cp-dashboard-meta">{[entry.collectionTitle, ...(session.sites.length > 1 ? [siteName(session.sites, entry.site)] : [])].join(' · ')}</span>
          {entry.status === 'scheduled' && entry.date ? (
            <span className="cp-dashboard-meta">{t('dashboard.publishesOn', { date: format.dateTime(entry.date) })}</span>
          ) : (
            entry.updatedAt && <span className="cp-dashboard-meta">{t('dashboard.editedOn', { time: format.relative(entry.updatedAt) })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
