import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../root-data';
import { useT } from '../i18n/i18n';
import type { NavLink } from '../lib/shell';
import type { MenuState } from '../runtime/menu-state';
import { isCurrentPath } from '../runtime/refresh';
import { MENU_CLOSE_DELAY_MS, PRODUCT_PICK_CLOSE_DELAY_MS } from '../runtime/timings';
import { useProductTransition } from './product-transition';
import { useShellState } from './shell-state';
import { SocialLinks } from './social-links';
import { Dialog } from './ui/dialog';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from './ui/icons';
import { SmartLink } from './ui/smart-link';
import { Image } from './ui/image';

export const SITE_MENU_ID = 'site-menu';

/** Which way a submenu is drawn: product badges, teaser cards (children with a menu teaser image), or a list. */
function submenuKind(item: NavLink): 'products' | 'teasers' | 'list' {
  if (item.children.length > 0 && item.children.every((c) => c.collection === 'products')) return 'products';
  if (item.children.some((c) => c.hasTeaser)) return 'teasers';
  return 'list';
}

/** The full-screen menu: main navigation with submenus, shop button (small screens), meta links and social icons. */
export function SiteMenu({ open, menu }: { open: boolean; menu: MenuState }) {
  const close = () => menu.hide();
  // A click on a link to the page already shown re-navigates it (app/runtime/client-runtime.tsx) and closes the menu shortly after.
  const onClickCapture = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    // Any query: the path stays, so no route change would close the menu.
    if (isCurrentPath(new URL(anchor.href), window.location)) menu.hideAfter(MENU_CLOSE_DELAY_MS);
  };
  return (
    <Dialog open={open} onClose={close} labelledBy={`${SITE_MENU_ID}-title`} className="site-menu" closeOnBackdrop={false}>
      <MenuContent onClose={close} onClickCapture={onClickCapture} onProductPicked={() => menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS)} />
    </Dialog>
  );
}

/** Rendered only while the menu is open, so the open submenu resets each time it closes. */
interface MenuContentProps {
  onClose: () => void;
  onClickCapture: (event: MouseEvent) => void;
  onProductPicked: () => void;
}

function MenuContent({ onClose, onClickCapture, onProductPicked }: MenuContentProps) {
  const t = useT();
  const shell = useRootData()?.shell;
  const { openShop } = useShellState();
  const [activeId, setActiveId] = useState<string | null>(null);
  const items = shell?.main ?? [];
  const active = items.find((i) => i.id === activeId) ?? null;

  return (
    <div id={SITE_MENU_ID} className="site-menu__inner" data-submenu={active ? 'open' : undefined} onClickCapture={onClickCapture}>
      <div className="site-menu__bar">
        <h2 id={`${SITE_MENU_ID}-title`} className="visually-hidden">{t('shell.mainNavigation')}</h2>
        <button type="button" className="pill-button" aria-label={t('shell.close')} onClick={onClose}>
          <CloseIcon />
          <span aria-hidden="true">{t('shell.close')}</span>
        </button>
      </div>
      <nav className="site-menu__nav" aria-labelledby={`${SITE_MENU_ID}-title`}>
        <ul className="site-menu__primary">
          {items.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button type="button" className="site-menu__primary-item" aria-expanded={item.id === activeId} onClick={() => setActiveId(item.id === activeId ? null : item.id)}>
                  {item.title}
                  <ArrowRightIcon />
                </button>
              ) : item.url ? (
                <SmartLink to={item.url} className="site-menu__primary-item">{item.title}</SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
        {active ? <Submenu item={active} onBack={() => setActiveId(null)} onProductPicked={onProductPicked} /> : null}
      </nav>
      <div className="site-menu__footer">
        <button type="button" className="button site-menu__shop" onClick={() => { onClose(); openShop(); }}>
          {t('shell.shopNow')}
        </button>
        <nav aria-label={t('shell.metaNavigation')}>
          <ul className="inline-links">
            {(shell?.meta ?? []).map((link) => (link.url ? <li key={link.id}><SmartLink to={link.url}>{link.title}</SmartLink></li> : null))}
          </ul>
        </nav>
        <SocialLinks />
      </div>
    </div>
  );
}

function Submenu({ item, onBack, onProductPicked }: { item: NavLink; onBack: () => void; onProductPicked: () => void }) {
  const t = useT();
  const kind = submenuKind(item);
  const startTransition = useProductTransition();
  /** A product badge runs the product page transition, which navigates itself; the menu closes under it. */
  const pickProduct = (child: NavLink) => (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !child.url || child.external) return;
    event.preventDefault();
    startTransition({ to: child.url, image: child.transitionImage ?? child.badge, from: event.currentTarget.getBoundingClientRect() });
    onProductPicked();
  };
  return (
    <div className={`site-menu__submenu site-menu__submenu--${kind}`}>
      <button type="button" className="site-menu__back" onClick={onBack}>
        <ArrowLeftIcon />
        {t('shell.goBack')}
      </button>
      {item.url ? (
        <Link to={item.url} className="site-menu__submenu-title">
          {item.title}
          <ArrowRightIcon />
        </Link>
      ) : (
        <p className="site-menu__submenu-title">{item.title}</p>
      )}
      <ul className={`submenu submenu--${kind}`}>
        {item.children.map((child) =>
          child.url ? (
            <li key={child.id}>
              <SmartLink to={child.url} className="submenu__link" onClick={kind === 'products' ? pickProduct(child) : undefined}>
                {kind === 'products' && child.badge ? (
                  <Image className="submenu__badge" image={child.badge} sizes="50vw sm:240px" decorative />
                ) : null}
                {kind === 'teasers' && child.teaser ? (
                  <Image className="submenu__teaser" image={child.teaser} sizes="50vw sm:320px" decorative />
                ) : null}
                <span className="submenu__title">{child.title}</span>
              </SmartLink>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
