import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router';
import type { Img } from '../lib/shell';
import { prefersReducedMotion } from '../runtime/hash-scroll';
import type { TransitionPhase } from '../runtime/product-transition';
import { loadRouteModules, preloadPayload } from '../runtime/route-modules';
import { TRANSITION_ANIMATION_MS } from '../runtime/timings';
import { Image } from './ui/image';

/** A product picked in the menu: where to go, the image to enlarge, and where that image starts (the badge). */
export interface ProductPick {
  to: string;
  image: Img | null;
  from: DOMRect;
}

const StartContext = createContext<(pick: ProductPick) => unknown>(() => {});

/** Starts the product page transition (SPEC.md section 4) for a pick from the menu. */
export function useProductTransition(): (pick: ProductPick) => unknown {
  return useContext(StartContext);
}

/**
 * Runs the transition (timings in app/runtime/product-transition.ts) and draws its overlay:
 * the product's transition image growing from the badge, above everything, menu included.
 */
export function ProductTransitionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [run, setRun] = useState<{ pick: ProductPick; phase: TransitionPhase; reducedMotion: boolean } | null>(null);
  const cancel = useRef<(() => void) | null>(null);

  const start = useCallback(
    async (pick: ProductPick) => {
      cancel.current?.();
      const reducedMotion = prefersReducedMotion();
      // Loaded on the first pick, to keep it out of every page's first load; the 100 ms start delay follows.
      const { runProductTransition } = await import('../runtime/product-transition');
      cancel.current?.();
      cancel.current = runProductTransition({
        reducedMotion,
        // The target's code and data, fetched the way the navigation will use them.
        prefetch: () => Promise.all([loadRouteModules(pick.to), preloadPayload(pick.to)]),
        navigate: async () => {
          await navigate(pick.to);
          return !router?.state.errors;
        },
        onPhase: (phase) => setRun(phase === 'idle' ? null : { pick, phase, reducedMotion }),
      });
    },
    [navigate, router],
  );
  useEffect(() => () => cancel.current?.(), []);

  return (
    <StartContext.Provider value={start}>
      {children}
      {run ? <TransitionOverlay {...run} /> : null}
    </StartContext.Provider>
  );
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
