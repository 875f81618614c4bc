import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale, useT } from '../i18n/i18n';
import { SITES } from '../i18n/sites';
import { useAlternates } from './alternates';
import { CheckIcon, GlobeIcon } from './ui/icons';

/** Remembers the visitor's language for the redirect on `/` (SPEC.md section 9: 365 days, SameSite=Lax). */
export function rememberLanguage(site: string): void {
  document.cookie = `i18n_redirected=${site}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
}

/** The language dropdown: the current language ticked, the others linking to this page in that language. */
export function LanguageMenu() {
  const t = useT();
  const { site } = useLocale();
  const alternates = useAlternates();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // A route change closes the dropdown (adjusting state while rendering, as React recommends).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="language-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="pill-button"
        aria-label={t('shell.language')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon />
        <span className="language-menu__code" aria-hidden="true">{site.toUpperCase()}</span>
      </button>
      <ul id={listId} className="language-menu__list" hidden={!open}>
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
