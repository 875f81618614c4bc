import { useRef, useState, type MouseEvent, type ToggleEvent } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../root-data';
import { useT } from '../i18n/i18n';
import type { NavLink } from '../lib/shell';
import type { MenuState } from '../runtime/menu-state';
import { isCurrentPath } from '../runtime/refresh';
import { MENU_CLOSE_DELAY_MS, PRODUCT_PICK_CLOSE_DELAY_MS } from '../runtime/timings';
import { useProductTransition } from './product-transition';
import { ShopButton } from './shop-button';
import { SocialLinks } from './social-links';
import { closes, SITE_MENU_ID } from './ui/commands';
import { Dialog } from './ui/dialog';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from './ui/icons';
import { SmartLink } from './ui/smart-link';
import { Image } from './ui/image';
import { useHydrated } from './ui/use-hydrated';

/** Which way a submenu is drawn: product badges, teaser cards (children with a menu teaser image), or a list. */
function submenuKind(item: NavLink): 'products' | 'teasers' | 'list' {
  if (item.children.length > 0 && item.children.every((c) => c.collection === 'products')) return 'products';
  if (item.children.some((c) => c.hasTeaser)) return 'teasers';
  return 'list';
}

const submenuId = (index: number) => `${SITE_MENU_ID}-sub-${index}`;

/**
 * The full-screen menu: main navigation with submenus, shop button (small screens), meta links
 * and social icons. A modal <dialog> the Menu button opens by command and Close closes;
 * submenus are popovers their item toggles and Go back hides. All of it works from first
 * paint; React adds the timings of SPEC.md section 4 (MenuState) and the product transition.
 */
export function SiteMenu({ open, menu }: { open: boolean; menu: MenuState }) {
  const inner = useRef<HTMLDivElement>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) {
      menu.show();
      return;
    }
    menu.hide();
    // The next opening starts from the main list.
    for (const submenu of inner.current?.querySelectorAll<HTMLElement>(':popover-open') ?? []) submenu.hidePopover();
  };
  // A click on a link to the page already shown re-navigates it (app/runtime/client-runtime.tsx) and closes the menu shortly after.
  const onClickCapture = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    // Any query: the path stays, so no route change would close the menu.
    if (isCurrentPath(new URL(anchor.href), window.location)) menu.hideAfter(MENU_CLOSE_DELAY_MS);
  };
  return (
    <Dialog id={SITE_MENU_ID} open={open} onOpenChange={onOpenChange} labelledBy={`${SITE_MENU_ID}-title`} className="site-menu" closeOnBackdrop={false}>
      <div ref={inner} className="site-menu__inner" onClickCapture={onClickCapture}>
        <MenuContent onProductPicked={() => menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS)} />
      </div>
    </Dialog>
  );
}

function MenuContent({ onProductPicked }: { onProductPicked: () => void }) {
  const t = useT();
  const shell = useRootData()?.shell;
  const hydrated = useHydrated();
  /** The open submenu's index, as its popover reports it (for aria-expanded once hydrated). */
  const [active, setActive] = useState<number | null>(null);
  const items = shell?.main ?? [];

  return (
    <>
      <div className="site-menu__bar">
        <h2 id={`${SITE_MENU_ID}-title`} className="visually-hidden">{t('shell.mainNavigation')}</h2>
        <button type="button" className="pill-button" aria-label={t('shell.close')} {...closes(SITE_MENU_ID)}>
          <CloseIcon />
          <span aria-hidden="true">{t('shell.close')}</span>
        </button>
      </div>
      <nav className="site-menu__nav" aria-labelledby={`${SITE_MENU_ID}-title`}>
        <ul className="site-menu__primary">
          {items.map((item, index) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    className="site-menu__primary-item"
                    popoverTarget={submenuId(index)}
                    // Before hydration the browser derives it from popovertarget.
                    aria-expanded={hydrated ? active === index : undefined}
                  >
                    {item.title}
                    <ArrowRightIcon />
                  </button>
                  <Submenu
                    id={submenuId(index)}
                    item={item}
                    onToggle={(open) => setActive((current) => (open ? index : current === index ? null : current))}
                    onProductPicked={onProductPicked}
                  />
                </>
              ) : item.url ? (
                <SmartLink to={item.url} className="site-menu__primary-item">{item.title}</SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
        {/* Where an open submenu is drawn beside the main list on wide screens (its popover is anchored here). */}
        <div className="site-menu__slot" aria-hidden="true" />
      </nav>
      <div className="site-menu__footer">
        <ShopButton className="button site-menu__shop" />
        <nav aria-label={t('shell.metaNavigation')}>
          <ul className="inline-links">
            {(shell?.meta ?? []).map((link) => (link.url ? <li key={link.id}><SmartLink to={link.url}>{link.title}</SmartLink></li> : null))}
          </ul>
        </nav>
        <SocialLinks />
      </div>
    </>
  );
}

interface SubmenuProps {
  id: string;
  item: NavLink;
  onToggle: (open: boolean) => void;
  onProductPicked: () => void;
}

function Submenu({ id, item, onToggle, onProductPicked }: SubmenuProps) {
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
    <div id={id} popover="auto" className={`site-menu__submenu site-menu__submenu--${kind}`} onToggle={(event: ToggleEvent) => onToggle(event.newState === 'open')}>
      <button type="button" className="site-menu__back" popoverTarget={id} popoverTargetAction="hide">
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
