import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Each island's "has hydrated" promise, added as islands render (a set: rendering twice is harmless). */
const rendered = new Set<Promise<void>>();

const onServer = typeof document === 'undefined';

/** Set once the first render has hydrated (app/root.tsx): islands mounted after it are parts of a new page. */
let hydrationDone = false;
export function markHydrationDone(): void {
  hydrationDone = true;
}

/** On the server: every island's code, loading or loaded (app/entry.server.tsx waits for it before a render). */
const serverLoads: Promise<unknown>[] = [];
let allLoaded: Promise<unknown> | null = null;

/**
 * A part of the page whose code is not in the first load: the blocks, the menu and shop
 * dialogs, the footer, the error page, the runtime between page loads. The server renders it
 * in place like any other component; in the browser its chunk is fetched once React starts
 * hydrating, and until it has arrived React leaves the server's HTML as it is (a Suspense
 * boundary that is still dehydrated). That HTML works by itself: links, dialogs opened by
 * command, popovers, a plain form (decision 016), so the visitor loses nothing meanwhile; a
 * click in it is the browser's, and React takes the part over as the browser left it.
 *
 * Only for parts whose props do not change before their code is in: React would otherwise
 * drop the server's HTML and show the empty fallback until then. Client navigations are
 * transitions, which keep the old page instead.
 *
 * An island first rendered after hydration (a block of the next page) has no boundary of its
 * own: waiting for its code holds the whole navigation's transition, so the old page stays
 * until the new one can show complete. With an empty fallback it would show without the
 * block, then grow when the code came, moving whatever a `#hash` had been scrolled to.
 *
 * On the server the code is loaded as soon as the island is declared, and a render starts
 * only once it is in (`islandsLoaded`): a boundary waiting for its code would be streamed
 * after the rest of the page and moved into place by a script, which shifts the layout.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  const loading = () => load().then((component) => (Loaded = component));

  function Hydrated(props: P) {
    useEffect(() => markHydrated(), []);
    const Component = Loaded!;
    return <Component {...props} />;
  }
  const Lazy = lazy(() => loading().then(() => ({ default: Hydrated })));
  if (onServer) {
    serverLoads.push(loading());
    allLoaded = null;
  }

  function Island(props: P) {
    rendered.add(hydrated);
    // Fixed for the island's life: the server's HTML has the boundary, so hydration needs it too.
    const [boundary] = useState(() => onServer || !hydrationDone);
    if (!boundary) return <Lazy {...props} />;
    return <Suspense fallback={null}>{onServer && Loaded ? <Hydrated {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Island;
}

/** Resolves once every island rendered so far has hydrated (app/root.tsx marks the document then). */
export function islandsHydrated(): Promise<void> {
  return Promise.all(rendered).then(() => undefined);
}

/** On the server: resolves once the code of every island declared so far is loaded (at once after the first time). */
export function islandsLoaded(): Promise<unknown> {
  return (allLoaded ??= Promise.all(serverLoads));
}
