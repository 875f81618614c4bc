/**
 * Whether the visitor asked for reduced motion. The embed blocks' own copy of
 * runtime/hash-scroll's check: importing that module from these lazy chunks would make the
 * bundler split it (and the timings it imports) out of the root chunk into chunks of their
 * own, which costs every page's first load a few hundred bytes.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
