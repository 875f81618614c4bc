import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { useRootData } from '../root-data';
import { useLocale, useT } from '../i18n/i18n';
import { LanguageMenu } from './language-menu';
import { ShopModal } from './shop-modal';
import { MenuState } from '../runtime/menu-state';
import { useShellState } from './shell-state';
import { SiteMenu, SITE_MENU_ID } from './site-menu';
import { CartIcon, MenuIcon } from './ui/icons';
import { Logo } from './ui/logo';

/** Fixed menu button with the language globe, the logo, and the shop button (desktop; in the menu on small screens). */
export function SiteHeader() {
  const t = useT();
  const { home } = useLocale();
  const siteName = useRootData()?.shell.seo.siteName ?? 'Kairotone';
  const { openShop } = useShellState();
  const [menu] = useState(() => new MenuState());
  const menuOpen = useSyncExternalStore(menu.subscribe, menu.isOpen, () => false);
  const { pathname } = useLocation();
  useEffect(() => menu.routeChanged(), [menu, pathname]);
  useEffect(() => () => menu.cancel(), [menu]);
  return (
    <header className="site-header">
      <div className="site-header__controls">
        <button type="button" className="pill-button menu-button" aria-label={t('shell.menu')} aria-expanded={menuOpen} aria-controls={SITE_MENU_ID} onClick={() => menu.show()}>
          <MenuIcon />
          <span aria-hidden="true">{t('shell.menu')}</span>
        </button>
        <LanguageMenu />
      </div>
      <Link to={home} className="logo" aria-label={t('shell.home', { siteName })}>
        <Logo />
      </Link>
      <button type="button" className="button site-header__shop" onClick={openShop}>
        <CartIcon />
        {t('shell.shopNow')}
      </button>
      <SiteMenu open={menuOpen} menu={menu} />
      <ShopModal />
    </header>
  );
}
