// @vitest-environment happy-dom
import { act, startTransition, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { island, islandsHydrated, markHydrationDone } from './island';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

type PartProps = { text: string; onPress: () => void };

/** An island whose code arrives when the test says so. */
function deferredIsland() {
  let deliver!: (component: ComponentType<PartProps>) => void;
  const load = vi.fn(() => new Promise<ComponentType<PartProps>>((resolve) => (deliver = resolve)));
  return { Part: island(load), load, deliver: (component: ComponentType<PartProps>) => deliver(component) };
}

/** What the server sends for an island: its content in place, inside React's boundary markers. */
const SERVER_HTML = '<header><button id="outside">Outside</button></header><!--$--><p><button id="inside">Server text</button></p><!--/$-->';

describe('island', () => {
  it('leaves the server HTML in place until its code is in, then hydrates that same HTML; the page counts as hydrated only then', async () => {
    const { Part, load, deliver } = deferredIsland();
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const serverButton = container.querySelector('#inside');
    const pressed = vi.fn();
    const outside = vi.fn();

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <header>
            <button id="outside" onClick={outside}>Outside</button>
          </header>
          <Part text="Server text" onPress={pressed} />
        </>,
      );
    });
    let whole = false;
    void islandsHydrated().then(() => (whole = true));

    // React runs around the island; the island's code was asked for and is not in yet.
    expect(load).toHaveBeenCalledTimes(1);
    (container.querySelector('#outside') as HTMLButtonElement).click();
    expect(outside).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#inside')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Server text');
    await act(async () => {});
    expect(whole).toBe(false);

    await act(async () =>
      deliver(({ text, onPress }) => (
        <p>
          <button id="inside" onClick={onPress}>
            {text}
          </button>
        </p>
      )),
    );
    // Hydrated, not replaced: the same element, now React's.
    expect(container.querySelector('#inside')).toBe(serverButton);
    (serverButton as HTMLButtonElement).click();
    expect(pressed).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(whole).toBe(true);
    container.remove();
  });

  it('first rendered after hydration (the next page in a client navigation), it holds the transition: the old page stays until the new one is complete', async () => {
    const { Part, deliver } = deferredIsland();
    markHydrationDone();
    let show!: (page: 'old' | 'new') => void;
    function Page() {
      const [page, setPage] = useState<'old' | 'new'>('old');
      show = setPage;
      return page === 'old' ? <h1>Old page</h1> : (<><h1>New page</h1><Part text="New block" onPress={() => {}} /></>);
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page />));

    await act(async () => startTransition(() => show('new')));
    // Not the new heading without its block (which would grow the page when the code came).
    expect(container.innerHTML).toBe('<h1>Old page</h1>');

    await act(async () => deliver(({ text }) => <p>{text}</p>));
    expect(container.innerHTML).toBe('<h1>New page</h1><p>New block</p>');
    await act(async () => root.unmount());
    container.remove();
  });
});
