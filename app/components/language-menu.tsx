import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../i18n/i18n';
import { SITES } from '../i18n/sites';
import { useAlternates } from './alternates';
import { CheckIcon, GlobeIcon } from './ui/icons';
import { useHydrated } from './ui/use-hydrated';
import { useRouteChange } from './ui/use-route-change';

/** Remembers the visitor's language for the redirect on `/` (SPEC.md section 9: 365 days, SameSite=Lax). */
export function rememberLanguage(site: string): void {
  document.cookie = `i18n_redirected=${site}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
}

/**
 * The language dropdown: the current language ticked, the others linking to this page in that
 * language. A popover its button toggles, so it works from first paint and without JavaScript:
 * the browser closes it on an outside click or Escape (returning focus to the button); React
 * closes it on a route change.
 */
export function LanguageMenu() {
  const t = useT();
  const { site } = useLocale();
  const alternates = useAlternates();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  // Opened before hydration: React's state follows the popover's.
  useEffect(() => {
    if (list.current?.matches(':popover-open')) setOpen(true);
  }, []);
  useRouteChange(() => {
    if (list.current?.matches(':popover-open')) list.current.hidePopover();
  });

  return (
    <div className="language-menu">
      <button
        type="button"
        className="pill-button language-menu__button"
        aria-label={t('shell.language')}
        // Before hydration the browser derives it from popovertarget.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        popoverTarget={listId}
      >
        <GlobeIcon />
        <span className="language-menu__code" aria-hidden="true">{site.toUpperCase()}</span>
      </button>
      <ul ref={list} id={listId} className="language-menu__list" popover="auto" onToggle={(event: ToggleEvent) => setOpen(event.newState === 'open')}>
        {SITES.map((s) => (
          <li key={s.handle}>
            {s.handle === site ? (
              <span className="language-menu__item language-menu__item--current" aria-current="true" lang={s.lang}>
                <CheckIcon />
                {s.name}
              </span>
            ) : (
              <Link className="language-menu__item" to={alternates[s.handle]!} hrefLang={s.lang} lang={s.lang} onClick={() => rememberLanguage(s.handle)}>
                <span className="language-menu__tick" />
                {s.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
