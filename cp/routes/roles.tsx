/** `/cp/roles`: Statamic's roles, with how many permissions and users each has (`edit roles`). */
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { rolePath, useRoles } from '../lib/users';
import { LoadError } from './not-found';

export function RolesRoute() {
  const t = useT();
  const { data, error, isPending } = useRoles();
  if (error) return <LoadError error={error} />;

  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('users.rolesTitle')}</h1>
        <div className="cp-page-actions">
          <Link to="/roles/create" className="cp-button cp-button-primary">
            {t('users.roleCreate')}
          </Link>
        </div>
      </header>
      <div className="cp-card cp-card-flush">
        {isPending ? (
          <p className="cp-loading-inline">{t('shell.loading')}</p>
        ) : data.data.length === 0 ? (
          <div className="cp-empty">
            <p>{t('users.rolesNone')}</p>
          </div>
        ) : (
          <div className="cp-table-scroll">
            <table className="cp-table">
              <caption className="cp-visually-hidden">{t('users.rolesCaption', { count: data.data.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.roleTitle')}</th>
                  <th scope="col">{t('users.roleHandle')}</th>
                  <th scope="col" className="cp-num">
                    {t('users.rolePermissions')}
                  </th>
                  <th scope="col" className="cp-num">
                    {t('users.title')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((role) => (
                  <tr key={role.handle}>
                    <th scope="row">
                      <Link to={`${rolePath(role.handle)}/edit`} className="cp-row-link">
                        {role.title}
                      </Link>
                    </th>
                    <td className="cp-mono cp-muted">{role.handle}</td>
                    <td className="cp-num">{role.super ? t('users.everyPermission') : role.permissions}</td>
                    <td className="cp-num">{role.users}</td>
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
