import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router';
import { prefersReducedMotion } from '../runtime/hash-scroll';
import { runProductTransition, type TransitionPhase } from '../runtime/product-transition';
import { loadRouteModules, preloadPayload } from '../runtime/route-modules';
import { TRANSITION_ANIMATION_MS } from '../runtime/timings';
import type { ProductPick } from './product-transition';
import { Image } from './ui/image';

/**
 * One run of the product page transition (timings in app/runtime/product-transition.ts) and
 * its overlay: the product's transition image growing from the badge, above everything,
 * menu included. Mounted for a pick, it calls `onEnd` when the overlay is gone; unmounted
 * early (a new pick), it cancels.
 */
export default function ProductTransition({ pick, onEnd }: { pick: ProductPick; onEnd: () => void }) {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [phase, setPhase] = useState<TransitionPhase>('idle');
  const [reducedMotion] = useState(prefersReducedMotion);

  useEffect(
    () =>
      runProductTransition({
        reducedMotion,
        // The target's code and data, fetched the way the navigation will use them.
        prefetch: () => Promise.all([loadRouteModules(pick.to), preloadPayload(pick.to)]),
        navigate: async () => {
          await navigate(pick.to);
          return !router?.state.errors;
        },
        onPhase: (next) => (next === 'idle' ? onEnd() : setPhase(next)),
      }),
    // One run per mount: the provider mounts a new one (a new key) for each pick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return phase === 'idle' ? null : <TransitionOverlay pick={pick} phase={phase} reducedMotion={reducedMotion} />;
}

function TransitionOverlay({ pick, phase, reducedMotion }: { pick: ProductPick; phase: TransitionPhase; reducedMotion: boolean }) {
  const overlay = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = overlay.current;
    // A popover sits in the top layer, above the open menu (a modal dialog, also in the top layer).
    element?.showPopover();
    const box = image.current;
    if (box && !reducedMotion) {
      const to = box.getBoundingClientRect();
      const { from } = pick;
      const scale = Math.max(0.05, from.width / Math.max(1, to.width));
      const dx = from.left + from.width / 2 - (to.left + to.width / 2);
      const dy = from.top + from.height / 2 - (to.top + to.height / 2);
      box.animate([{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: 'none' }], {
        duration: TRANSITION_ANIMATION_MS,
        easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
        fill: 'both',
      });
    }
    return () => {
      if (element?.matches(':popover-open')) element.hidePopover();
    };
  }, [pick, reducedMotion]);

  return (
    <div ref={overlay} popover="manual" className="product-transition" data-phase={phase} data-reduced-motion={reducedMotion || undefined} aria-hidden="true" data-testid="product-transition">
      {pick.image ? (
        <div ref={image} className="product-transition__image">
          <Image image={pick.image} sizes="90vw md:720px" priority decorative />
        </div>
      ) : null}
    </div>
  );
}
