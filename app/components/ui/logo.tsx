/**
 * The Kairotone mark and wordmark; the link around it carries the accessible name. The
 * wordmark's weight (750) is set in app.css: SVG's font-weight attribute takes only multiples
 * of 100, CSS any weight a variable font has.
 */
export function Logo() {
  return (
    <svg className="logo__svg" viewBox="0 0 176 28" width="176" height="28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="11" fill="none" stroke="var(--accent)" strokeWidth="3.2" />
      <path d="M14 7.5V14l5 3.4" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <text x="34" y="20.5" fill="currentColor" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif" fontSize="17" letterSpacing="3.4" className="logo__word">
        KAIROTONE
      </text>
    </svg>
  );
}
