import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { Img } from '../lib/shell';

/** A product picked in the menu: where to go, the image to enlarge, and where that image starts (the badge). */
export interface ProductPick {
  to: string;
  image: Img | null;
  from: DOMRect;
}

const StartContext = createContext<(pick: ProductPick) => unknown>(() => {});

// Loaded on the first pick, to keep it out of every page's first load; the 100 ms start delay follows.
const ProductTransition = lazy(() => import('./product-transition-overlay'));

/** Starts the product page transition (SPEC.md section 4) for a pick from the menu. */
export function useProductTransition(): (pick: ProductPick) => unknown {
  return useContext(StartContext);
}

/**
 * Holds the running transition, if any: a new pick replaces the one running (the old one is
 * cancelled as it unmounts). The transition itself, timings and overlay, is
 * app/components/product-transition-overlay.tsx.
 */
export function ProductTransitionProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ pick: ProductPick; run: number } | null>(null);
  const runs = useRef(0);
  const start = useCallback((pick: ProductPick) => setCurrent({ pick, run: ++runs.current }), []);
  const end = useCallback(() => setCurrent(null), []);

  return (
    <StartContext.Provider value={start}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ProductTransition key={current.run} pick={current.pick} onEnd={end} />
        </Suspense>
      ) : null}
    </StartContext.Provider>
  );
}
