/**
 * Whether the full-screen menu is open, and when it closes (SPEC.md section 4): at once on
 * a route change or the close button; 300 ms after a click on a link to the current page;
 * 2100 ms after a product is picked, which also outlasts the route change the pick causes
 * (the menu stays under the product transition until then).
 */
export class MenuState {
  private open = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  readonly isOpen = (): boolean => this.open;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(): void {
    this.cancel();
    this.set(true);
  }

  hide(): void {
    this.cancel();
    this.set(false);
  }

  /** Closes after `ms`; a later call replaces the earlier delay. */
  hideAfter(ms: number): void {
    this.cancel();
    if (!this.open) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.set(false);
    }, ms);
  }

  /** A route change closes the menu, unless a delayed close is already under way. */
  routeChanged(): void {
    if (this.timer === undefined) this.hide();
  }

  /** Stops a pending delayed close (the header unmounts). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    for (const listener of this.listeners) listener();
  }
}
