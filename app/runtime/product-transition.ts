import { TRANSITION_ANIMATION_MS, TRANSITION_FADE_MS, TRANSITION_REDUCED_FADE_MS, TRANSITION_SAFETY_MS, TRANSITION_START_DELAY_MS } from './timings';

export type TransitionPhase = 'idle' | 'animating' | 'fading';

export interface TransitionSteps {
  /** Fetches the target first (SPEC.md section 7); a failure is ignored. */
  prefetch: () => Promise<unknown>;
  /** Runs the client navigation; resolves false when it failed. */
  navigate: () => Promise<boolean>;
  /** The overlay's phase: the enlarging image, its fade-out, gone. */
  onPhase: (phase: TransitionPhase) => void;
  reducedMotion?: boolean;
}

/**
 * The product page transition (SPEC.md section 4): 100 ms after the pick the target is
 * fetched (failures ignored), then the transition image enlarges for 2 s while the navigation
 * runs. It ends when both the animation and the page load have finished, or at once when the
 * navigation fails, or after 3.5 s whatever happens; then it fades out for 0.5 s. With
 * reduced motion nothing enlarges: the overlay only fades, briefly. Returns a cancel function.
 */
export function runProductTransition({ prefetch, navigate, onPhase, reducedMotion = false }: TransitionSteps): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  let state: 'waiting' | 'running' | 'ended' = 'waiting';
  let navigationStarted = false;
  let animationDone = false;
  let pageLoaded = false;

  const startNavigation = () => {
    if (navigationStarted) return;
    navigationStarted = true;
    navigate().then(
      (ok) => {
        if (!ok) return end();
        pageLoaded = true;
        if (animationDone) end();
      },
      () => end(),
    );
  };

  const end = () => {
    if (state === 'ended') return;
    const wasRunning = state === 'running';
    state = 'ended';
    for (const id of timers) clearTimeout(id);
    timers.clear();
    // The safety timeout can fire while the target is still being fetched: the visitor still gets the page.
    startNavigation();
    if (!wasRunning) return onPhase('idle');
    onPhase('fading');
    later(reducedMotion ? TRANSITION_REDUCED_FADE_MS : TRANSITION_FADE_MS, () => onPhase('idle'));
  };

  later(TRANSITION_START_DELAY_MS, () => {
    later(TRANSITION_SAFETY_MS, end);
    void prefetch()
      .catch(() => undefined)
      .then(() => {
        if (state !== 'waiting') return;
        state = 'running';
        onPhase('animating');
        later(reducedMotion ? 0 : TRANSITION_ANIMATION_MS, () => {
          animationDone = true;
          if (pageLoaded) end();
        });
        startNavigation();
      });
  });

  return () => {
    state = 'ended';
    for (const id of timers) clearTimeout(id);
    timers.clear();
  };
}
