/**
 * The frame of every screen: the sign-in screen while nobody is signed in, else the sidebar
 * (Dashboard; Collections, Navigation, Globals, Taxonomies, Assets, Users and Roles, each for those who may open it), the
 * top bar (site name, user menu with `Log out`) and the screen.
 * Below 1024 px the sidebar folds away behind a menu button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCpLocale, useT } from '../i18n/i18n';
import { onUnauthorized } from '../lib/api';
import { SESSION_KEY, useSession, useSessionActions } from '../lib/session';
import { browserLocale, isCpLocale } from '../shared/locales';
import { sectionsOf } from '../shared/permissions';
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
  // Only what the editor may open (Statamic's policies, cp/shared/permissions.ts).
  const sections = sectionsOf(session.data.user);

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
        <NavSection heading={t('nav.content')}>
          {sections.collections && <NavItem to="/collections" icon="collections" label={t('nav.collections')} />}
          {sections.navigation && <NavItem to="/navigation" icon="navigation" label={t('tree.navigation')} />}
          {sections.globals && <NavItem to="/globals" icon="globals" label={t('nav.globals')} />}
          {sections.taxonomies && <NavItem to="/taxonomies" icon="taxonomies" label={t('nav.taxonomies')} />}
          {sections.assets && <NavItem to="/assets" icon="assets" label={t('assets.title')} />}
        </NavSection>
        <NavSection heading={t('users.navSection')}>
          {sections.users && <NavItem to="/users" icon="users" label={t('users.title')} />}
          {sections.roles && <NavItem to="/roles" icon="roles" label={t('users.rolesTitle')} />}
        </NavSection>
      </nav>
      <main id="cp-main" className="cp-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** A heading and its links; nothing at all when the editor may open none of them. */
function NavSection({ heading, children }: { heading: string; children: ReactNode[] }) {
  if (!children.some(Boolean)) return null;
  return (
    <>
      <p className="cp-nav-heading">{heading}</p>
      <ul>{children}</ul>
    </>
  );
}

function NavItem({ to, icon, label }: { to: string; icon: string; label: string }) {
  return (
    <li>
      <NavLink to={to} className="cp-nav-link">
        <span className={`cp-nav-icon cp-icon-${icon}`} aria-hidden="true" />
        {label}
      </NavLink>
    </li>
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
