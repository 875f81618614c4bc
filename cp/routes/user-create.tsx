/** `/cp/users/create`: a new user with their roles, groups and, if given, a first password. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../components/toast';
import { UserForm } from '../components/user-form';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { userKeys, userPath, useUsers } from '../lib/users';
import type { UserCreateRequest, UserResponse } from '../shared/api';
import { LoadError } from './not-found';

export function UserCreateRoute() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data, error, isPending } = useUsers({});
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;

  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <p className="cp-breadcrumb">
            <Link to="/users">{t('users.title')}</Link>
          </p>
          <h1 className="cp-page-title">{t('users.create')}</h1>
        </div>
      </header>
      <UserForm
        mode="create"
        initial={{ email: '', name: '', super: false, roles: [], groups: [], password: '' }}
        roles={data.roles}
        groups={data.groups}
        can={data.can}
        passwordField
        submit={async (values) => {
          const body: UserCreateRequest = { email: values.email.trim(), name: values.name, super: values.super, roles: values.roles, groups: values.groups, password: values.password === '' ? null : values.password };
          const created = await api<UserResponse>('/users', { method: 'POST', body });
          client.setQueryData(userKeys.user(created.user.id), created);
          void client.invalidateQueries({ queryKey: ['users'] });
          toast(t('users.created', { name: created.user.name }));
          navigate(`${userPath(created.user.id)}/edit`);
        }}
      />
    </>
  );
}
