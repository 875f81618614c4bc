/**
 * `/cp/users`: the users, searchable by name or email, filtered by role and status (in the
 * URL, so a list can be bookmarked). Only for editors with `view users` (the server checks).
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { userPath, useUsers, type UserListFilter } from '../lib/users';
import type { UserSummary } from '../shared/api';
import { LoadError } from './not-found';
import { useTypedSearch } from '../lib/typed-search';

export function UsersRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const role = params.get('role') ?? '';
  const status = params.get('status') === 'active' || params.get('status') === 'disabled' ? (params.get('status') as UserListFilter['status']) : undefined;
  const ids = { search: useId(), role: useId(), status: useId() };

  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const [typed, setTyped] = useTypedSearch(search, (text) => update('search', text));

  const { data, error, isPending, isFetching } = useUsers({ search: search || undefined, role: role || undefined, status });
  if (error) return <LoadError error={error} />;
  const roleTitle = (handle: string) => data?.roles.find((r) => r.handle === handle)?.title ?? handle;

  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('users.title')}</h1>
        {data?.can.create && (
          <div className="cp-page-actions">
            <Link to="/users/create" className="cp-button cp-button-primary">
              {t('users.create')}
            </Link>
          </div>
        )}
      </header>
      <div className="cp-card cp-card-flush">
        <div className="cp-list-tools" role="search">
          <label htmlFor={ids.search} className="cp-visually-hidden">
            {t('users.search')}
          </label>
          <input id={ids.search} type="search" className="cp-input cp-search" placeholder={t('users.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <label htmlFor={ids.role} className="cp-label-inline">
            {t('users.role')}
          </label>
          <select id={ids.role} className="cp-input cp-select cp-select-compact" value={role} onChange={(e) => update('role', e.target.value)}>
            <option value="">{t('users.anyRole')}</option>
            {data?.roles.map((r) => (
              <option key={r.handle} value={r.handle}>
                {r.title}
              </option>
            ))}
          </select>
          <label htmlFor={ids.status} className="cp-label-inline">
            {t('users.status')}
          </label>
          <select id={ids.status} className="cp-input cp-select cp-select-compact" value={status ?? ''} onChange={(e) => update('status', e.target.value)}>
            <option value="">{t('users.anyStatus')}</option>
            <option value="active">{t('users.active')}</option>
            <option value="disabled">{t('users.disabled')}</option>
          </select>
        </div>
        {isPending ? (
          <p className="cp-loading-inline">{t('shell.loading')}</p>
        ) : data.data.length === 0 ? (
          <div className="cp-empty">
            <p>{t('users.none')}</p>
          </div>
        ) : (
          <div className="cp-table-scroll">
            <table className="cp-table" aria-busy={isFetching || undefined}>
              <caption className="cp-visually-hidden">{t('users.caption', { count: data.data.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.name')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.roles')}</th>
                  <th scope="col">{t('users.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      <Link to={`${userPath(user.id)}/edit`} className="cp-row-link">
                        {user.name}
                      </Link>
                    </th>
                    <td className="cp-muted">{user.email}</td>
                    <td>{[...(user.super || user.superByRole ? [t('users.super')] : []), ...user.roles.map(roleTitle)].join(', ') || '—'}</td>
                    <td>
                      <UserStatus user={user} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}

export function UserStatus({ user }: { user: Pick<UserSummary, 'disabled'> }) {
  const t = useT();
  return (
    <span className={`cp-badge ${user.disabled ? 'cp-badge-expired' : 'cp-badge-published'}`}>
      <span className="cp-badge-dot" aria-hidden="true" />
      {user.disabled ? t('users.disabled') : t('users.active')}
    </span>
  );
}
