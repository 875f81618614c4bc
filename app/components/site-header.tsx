import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../root-data';
import { useLocale, useT } from '../i18n/i18n';
import { LanguageMenu } from './language-menu';
import { ShopButton } from './shop-button';
import { MenuState } from '../runtime/menu-state';
import { opens, SITE_MENU_ID } from './ui/commands';
import { CartIcon, MenuIcon } from './ui/icons';
import { island } from './ui/island';
import { Logo } from './ui/logo';
import { useRouteChange } from './ui/use-route-change';

// The dialogs work by command before their code is in; it loads after the first load (app/components/ui/island.tsx).
const SiteMenu = island(() => import('./site-menu').then((m) => m.SiteMenu));
const ShopModal = island(() => import('./shop-modal').then((m) => m.ShopModal));

/**
 * Fixed menu button with the language globe, the logo, and the shop button (desktop; in the
 * menu on small screens). The buttons open their dialog or popover by themselves, from first
 * paint; the menu's state lives in MenuState once React runs, which the dialog keeps informed.
 */
export function SiteHeader() {
  const t = useT();
  const { home } = useLocale();
  const siteName = useRootData()?.shell.seo.siteName ?? 'Kairotone';
  const [menu] = useState(() => new MenuState());
  const menuOpen = useSyncExternalStore(menu.subscribe, menu.isOpen, () => false);
  useRouteChange(() => menu.routeChanged());
  useEffect(() => () => menu.cancel(), [menu]);
  return (
    <header className="site-header">
      {/* The dialogs come first: on a slow connection the buttons that open them must never paint before them. */}
      <SiteMenu open={menuOpen} menu={menu} />
      <ShopModal />
      <div className="site-header__controls">
        {/* No aria-expanded: the menu is a modal dialog opened by command, which leaves the
            button inert behind it, so it is never seen expanded; and HTML forbids it beside
            `command`, whose state the browser reports itself (docs/decisions/025-valid-html.md). */}
        <button type="button" className="pill-button menu-button" aria-label={t('shell.menu')} aria-controls={SITE_MENU_ID} {...opens(SITE_MENU_ID)}>
          <MenuIcon />
          <span aria-hidden="true">{t('shell.menu')}</span>
        </button>
        <LanguageMenu />
      </div>
      <Link to={home} className="logo" aria-label={t('shell.home', { siteName })}>
        <Logo />
      </Link>
      <ShopButton className="button site-header__shop">
        <CartIcon />
        {t('shell.shopNow')}
      </ShopButton>
    </header>
  );
}
