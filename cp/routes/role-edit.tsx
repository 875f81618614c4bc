/**
 * `/cp/roles/{handle}/edit` and `/cp/roles/create`: a role's title, handle (new roles) and
 * permissions, Statamic's matrix; a super role holds every permission (only a super user
 * makes one). Permissions of the role the matrix does not show are kept by the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describedBy, FieldProblem, FormProblem, NOT_REFUSED, refusedBy } from '../components/form-problem';
import { PermissionMatrix } from '../components/permission-matrix';
import { useToast } from '../components/toast';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { rolePath, useRole, userKeys } from '../lib/users';
import type { RoleResponse, RoleSaveRequest } from '../shared/api';
import { LoadError } from './not-found';

const SUPER = 'super';
/** Statamic's handle from a title: lowercase snake case. */
const toHandle = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 64);

export function RoleEditRoute() {
  const { handle } = useParams();
  const t = useT();
  const { data, error, isPending } = useRole(handle ?? null);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  return <RoleForm key={data.version ?? ''} doc={data} />;
}

function RoleForm({ doc }: { doc: RoleResponse }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const creating = doc.role === null;
  const [title, setTitle] = useState(doc.role?.title ?? '');
  const [handle, setHandle] = useState(doc.role?.handle ?? '');
  const [handleTouched, setHandleTouched] = useState(false);
  const [permissions, setPermissions] = useState(doc.role?.permissions ?? ['access cp']);
  const [{ problem, errors }, setRefused] = useState(NOT_REFUSED);
  const [busy, setBusy] = useState(false);
  const isSuper = permissions.includes(SUPER);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefused(NOT_REFUSED);
    try {
      const body: RoleSaveRequest = { version: doc.version, title, permissions, ...(creating ? { handle } : {}) };
      const saved = await api<RoleResponse>(creating ? '/roles' : rolePath(doc.role!.handle), { method: creating ? 'POST' : 'PUT', body });
      client.setQueryData(userKeys.role(saved.role!.handle), saved);
      void client.invalidateQueries({ queryKey: userKeys.roles });
      toast(t('users.roleSaved', { title: saved.role!.title }));
      if (creating) navigate(`${rolePath(saved.role!.handle)}/edit`);
    } catch (failure) {
      setRefused(refusedBy(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <p className="cp-breadcrumb">
            <Link to="/roles">{t('users.rolesTitle')}</Link>
          </p>
          <h1 className="cp-page-title">{creating ? t('users.roleCreate') : doc.role!.title}</h1>
        </div>
      </header>
      <form className="cp-role-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormProblem title={t('users.notSaved')} problem={problem} />
        <div className="cp-card cp-user-form">
          <div className="cp-fields">
            <div className="cp-field">
              <label className="cp-label" htmlFor={`${id}-title`}>
                {t('users.roleTitle')} <span className="cp-required" aria-hidden="true">*</span>
              </label>
              <input
                id={`${id}-title`}
                className="cp-input"
                required
                {...describedBy(`${id}-title-error`, errors.title)}
                value={title}
                onChange={(e) => {
                  setTitle(e.target.value);
                  if (creating && !handleTouched) setHandle(toHandle(e.target.value));
                }}
              />
              <FieldProblem id={`${id}-title-error`} errors={errors.title} />
            </div>
            <div className="cp-field">
              <label className="cp-label" htmlFor={`${id}-handle`}>
                {t('users.roleHandle')}
              </label>
              <p className="cp-help" id={`${id}-handle-help`}>
                {t('users.roleHandleHelp')}
              </p>
              <input
                id={`${id}-handle`}
                className="cp-input cp-mono"
                required
                readOnly={!creating}
                {...describedBy(`${id}-handle-error`, errors.handle, `${id}-handle-help`)}
                value={handle}
                onChange={(e) => {
                  setHandleTouched(true);
                  setHandle(e.target.value);
                }}
              />
              <FieldProblem id={`${id}-handle-error`} errors={errors.handle} />
            </div>
            <div className="cp-field">
              <label className="cp-choice">
                <input type="checkbox" checked={isSuper} disabled={!doc.can.makeSuper} aria-describedby={`${id}-super-help`} onChange={(e) => setPermissions(e.target.checked ? [SUPER, ...permissions] : permissions.filter((p) => p !== SUPER))} />
                {t('users.superUser')}
              </label>
              <p className="cp-help" id={`${id}-super-help`}>
                {doc.can.makeSuper ? t('users.roleSuperHelp') : t('users.superOnlySuper')}
              </p>
            </div>
          </div>
        </div>
        {!isSuper && <PermissionMatrix matrix={doc.matrix} chosen={permissions} onChange={setPermissions} />}
        <div className="cp-form-actions">
          <button type="submit" className="cp-button cp-button-primary" disabled={busy}>
            {busy ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </>
  );
}
