let locks = 0;
let savedY = 0;

/**
 * Locks page scroll (menu and modals) and returns the unlock function. Nested locks are
 * counted; the last unlock restores the scroll position the page had when first locked.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    savedY = window.scrollY;
    root.style.setProperty('--scroll-lock-offset', `${-savedY}px`);
    root.classList.add('scroll-locked');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      root.classList.remove('scroll-locked');
      root.style.removeProperty('--scroll-lock-offset');
      window.scrollTo({ top: savedY, behavior: 'instant' });
    }
  };
}
