import type { HTMLAttributes } from 'react';

/**
 * A block's outer element: a `section` when the block has a heading (a section is what its
 * heading names), a `div` when an editor left the heading out (a section without one is only
 * noise to assistive technology, and the W3C's checker warns about it).
 */
export function BlockSection({ heading, ...props }: { heading: boolean } & HTMLAttributes<HTMLElement>) {
  return heading ? <section {...props} /> : <div {...props} />;
}
