/**
 * The frame of every screen: the sign-in screen while nobody is signed in, else the sidebar
 * (Dashboard; Collections, Navigation, Globals, Taxonomies, Assets; Users and Roles for those who may), the
 * top bar (site name, user menu with `Log out`) and the screen.
 * Below 1024 px the sidebar folds away behind a menu button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCpLocale, useT } from '../i18n/i18n';
import { onUnauthorized } from '../lib/api';
import { SESSION_KEY, useSession, useSessionActions } from '../lib/session';
import { browserLocale, isCpLocale } from '../shared/locales';
import { LoadError } from './not-found';
import { SignIn } from './sign-in';

export function Shell() {
  const t = useT();
  const client = useQueryClient();
  const session = useSession();
  const location = useLocation();
  // The menu (below 1024 px) is open for the screen it was opened on: navigating closes it.
  const [menuOn, setMenuOn] = useState<string | null>(null);
  const menuOpen = menuOn === location.pathname;
  const setMenuOpen = (open: (was: boolean) => boolean) => setMenuOn(open(menuOpen) ? location.pathname : null);
  useEffect(() => onUnauthorized(() => void client.invalidateQueries({ queryKey: SESSION_KEY })), [client]);
  // The editor's language (their preference, else the browser's) before the first screen shows;
  // a later switch keeps the screen as it is until the new language's texts are in.
  const stored = session.data?.user?.preferences.locale;
  const localeReady = useCpLocale(isCpLocale(stored) ? stored : browserLocale(navigator.languages));
  const [shown, setShown] = useState(false);
  if (localeReady && session.data && !shown) setShown(true);

  if (session.isPending || !(localeReady || shown)) return <div className="cp-loading" aria-busy="true">{t('shell.loading')}</div>;
  if (session.isError) return <LoadError error={session.error} />;
  if (!session.data.user) return <SignIn session={session.data} />;

  return (
    <div className={menuOpen ? 'cp-app cp-app-menu-open' : 'cp-app'}>
      <a className="cp-skip-link" href="#cp-main">
        {t('shell.skipToContent')}
      </a>
      <header className="cp-topbar">
        <button type="button" className="cp-menu-button" aria-expanded={menuOpen} aria-controls="cp-nav" onClick={() => setMenuOpen((o) => !o)}>
          <span className="cp-menu-icon" aria-hidden="true" />
          <span className="cp-visually-hidden">{t('shell.menu')}</span>
        </button>
        <span className="cp-brand">{session.data.siteName ?? t('shell.title')}</span>
        <UserMenu name={session.data.user.name || session.data.user.email} email={session.data.user.email} />
      </header>
      <nav id="cp-nav" className="cp-nav" aria-label={t('shell.navigation')}>
        <ul>
          <li>
            <NavLink to="/dashboard" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-dashboard" aria-hidden="true" />
              {t('dashboard.title')}
            </NavLink>
          </li>
        </ul>
        <p className="cp-nav-heading">{t('nav.content')}</p>
        <ul>
          <li>
            <NavLink to="/collections" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-collections" aria-hidden="true" />
              {t('nav.collections')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/navigation" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-navigation" aria-hidden="true" />
              {t('tree.navigation')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/globals" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-globals" aria-hidden="true" />
              {t('nav.globals')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/taxonomies" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-taxonomies" aria-hidden="true" />
              {t('nav.taxonomies')}
            </NavLink>
          </li>
          {mayViewAssets(session.data.user) && (
            <li>
              <NavLink to="/assets" className="cp-nav-link">
                <span className="cp-nav-icon cp-icon-assets" aria-hidden="true" />
                {t('assets.title')}
              </NavLink>
            </li>
          )}
        </ul>
        <UsersNav permissions={session.data.user.super ? null : session.data.user.permissions} />
      </nav>
      <main id="cp-main" className="cp-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** Assets in the menu for those who may view a container (`view {container} assets`). */
function mayViewAssets(user: { super: boolean; permissions: string[] }): boolean {
  return user.super || user.permissions.some((p) => /^view \S+ assets$/.test(p));
}

/** The Users section: shown to those who may see users (`view users`) or edit roles (`edit roles`); `null`: a super user. */
function UsersNav({ permissions }: { permissions: string[] | null }) {
  const t = useT();
  const users = permissions === null || permissions.includes('view users');
  const roles = permissions === null || permissions.includes('edit roles');
  if (!users && !roles) return null;
  return (
    <>
      <p className="cp-nav-heading">{t('users.navSection')}</p>
      <ul>
        {users && (
          <li>
            <NavLink to="/users" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-users" aria-hidden="true" />
              {t('users.title')}
            </NavLink>
          </li>
        )}
        {roles && (
          <li>
            <NavLink to="/roles" className="cp-nav-link">
              <span className="cp-nav-icon cp-icon-roles" aria-hidden="true" />
              {t('users.rolesTitle')}
            </NavLink>
          </li>
        )}
      </ul>
    </>
  );
}

function UserMenu({ name, email }: { name: string; email: string }) {
  const t = useT();
  const { logout } = useSessionActions();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="cp-user" ref={root}>
      <button type="button" className="cp-user-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span className="cp-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="cp-user-name">{name}</span>
      </button>
      <div id={id} className="cp-user-menu" hidden={!open}>
        <p className="cp-user-email">{email}</p>
        <Link to="/account" className="cp-button cp-button-block" onClick={() => setOpen(false)}>
          {t('users.account')}
        </Link>
        <Link to="/preferences" className="cp-button cp-button-block" onClick={() => setOpen(false)}>
          {t('prefs.title')}
        </Link>
        <button type="button" className="cp-button cp-button-block" onClick={() => void logout()}>
          {t('shell.logout')}
        </button>
      </div>
    </div>
  );
}
