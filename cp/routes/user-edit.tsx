/**
 * `/cp/users/{id}/edit`: a user's name, roles, groups and super, another user's password
 * (`change passwords`), and in the sidebar disabling (their sessions end) and deleting.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Modal } from '../components/modal';
import { useToast } from '../components/toast';
import { UserForm } from '../components/user-form';
import { useT } from '../i18n/i18n';
import { api, ApiRequestError } from '../lib/api';
import { useSessionData } from '../lib/session';
import { userKeys, userPath, useUser } from '../lib/users';
import type { UserResponse, UserStatusRequest, UserUpdateRequest } from '../shared/api';
import { LoadError } from './not-found';
import { UserStatus } from './users';

export function UserEditRoute() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id = '' } = useParams();
  const session = useSessionData();
  const { data, error, isPending } = useUser(id);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  const { user, can } = data;
  const self = session.user?.id === user.id;

  const saved = (answer: UserResponse) => {
    client.setQueryData(userKeys.user(id), answer);
    void client.invalidateQueries({ queryKey: ['users'] });
  };
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (failure) {
      toast(failure instanceof ApiRequestError ? failure.message : t('error.generic'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const setDisabled = (disabled: boolean) =>
    run(async () => {
      const body: UserStatusRequest = { version: user.version, disabled };
      saved(await api<UserResponse>(`${userPath(id)}/status`, { method: 'PUT', body }));
      toast(disabled ? t('users.disabledDone', { name: user.name }) : t('users.enabledDone', { name: user.name }));
    });
  const remove = () =>
    run(async () => {
      setAsking(false);
      await api<null>(userPath(id), { method: 'DELETE' });
      client.removeQueries({ queryKey: userKeys.user(id) });
      void client.invalidateQueries({ queryKey: ['users'] });
      toast(t('users.deleted', { name: user.name }));
      navigate('/users');
    });

  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <p className="cp-breadcrumb">
            <Link to="/users">{t('users.title')}</Link>
          </p>
          <h1 className="cp-page-title">{user.name}</h1>
          <p className="cp-muted">{user.email}</p>
        </div>
      </header>
      <div className="cp-publish-layout">
        <div className="cp-publish-main">
          <UserForm
            key={user.version}
            mode="edit"
            initial={{ email: user.email, name: user.name, super: user.super, roles: user.roles, groups: user.groups, password: '' }}
            roles={data.roles}
            groups={data.groups}
            can={{ ...can, makeSuper: can.makeSuper && can.edit }}
            passwordField={can.changePasswords && !self}
            submit={async (values) => {
              const body: UserUpdateRequest = { version: user.version, name: values.name, super: values.super, roles: values.roles, groups: values.groups, ...(values.password ? { password: values.password } : {}) };
              saved(await api<UserResponse>(userPath(id), { method: 'PUT', body }));
              toast(t('users.saved', { name: values.name }));
            }}
          />
        </div>
        <aside className="cp-publish-sidebar">
          <section className="cp-card cp-sidebar-card" aria-labelledby="cp-user-status">
            <h2 className="cp-sidebar-title" id="cp-user-status">
              {t('users.status')}
            </h2>
            <p>
              <UserStatus user={user} />
            </p>
            {!user.hasPassword && <p className="cp-help">{t('users.noPassword')}</p>}
            {self && (
              <p>
                <Link to="/account" className="cp-sidebar-link">
                  {t('users.changePassword')}
                </Link>
              </p>
            )}
            {can.edit && !self && (
              <button type="button" className="cp-button cp-button-block" disabled={busy} onClick={() => void setDisabled(!user.disabled)}>
                {user.disabled ? t('users.enable') : t('users.disable')}
              </button>
            )}
            {can.edit && !self && <p className="cp-help">{t('users.disableHelp')}</p>}
            {can.delete && !self && (
              <button type="button" className="cp-button cp-button-danger-quiet cp-button-block" disabled={busy} onClick={() => setAsking(true)}>
                {t('users.delete')}
              </button>
            )}
          </section>
        </aside>
      </div>
      <Modal
        open={asking}
        role="alertdialog"
        title={t('users.deleteTitle', { name: user.name })}
        onCancel={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="cp-button" data-autofocus onClick={() => setAsking(false)}>
              {t('delete.cancel')}
            </button>
            <button type="button" className="cp-button cp-button-danger" disabled={busy} onClick={() => void remove()}>
              {t('users.deleteConfirm')}
            </button>
          </>
        }
      >
        <p>{t('users.deleteText', { email: user.email })}</p>
      </Modal>
    </>
  );
}
