import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuState } from './menu-state';
import { MENU_CLOSE_DELAY_MS, PRODUCT_PICK_CLOSE_DELAY_MS } from './timings';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function openMenu(): MenuState {
  const menu = new MenuState();
  menu.show();
  return menu;
}

describe('MenuState', () => {
  it('starts closed; show opens and hide closes at once', () => {
    const menu = new MenuState();
    expect(menu.isOpen()).toBe(false);
    menu.show();
    expect(menu.isOpen()).toBe(true);
    menu.hide();
    expect(menu.isOpen()).toBe(false);
  });

  it('closes exactly MENU_CLOSE_DELAY_MS after a click on a link to the current page', () => {
    const menu = openMenu();
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(menu.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(menu.isOpen()).toBe(false);
  });

  it('closes exactly PRODUCT_PICK_CLOSE_DELAY_MS after a product pick', () => {
    const menu = openMenu();
    menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS);
    vi.advanceTimersByTime(PRODUCT_PICK_CLOSE_DELAY_MS - 1);
    expect(menu.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(menu.isOpen()).toBe(false);
  });

  it('closes at once on a route change when no delayed close is pending', () => {
    const menu = openMenu();
    menu.routeChanged();
    expect(menu.isOpen()).toBe(false);
  });

  it('lets a pending product-pick close win over the route change the pick causes', () => {
    // The menu must stay under the product transition until its own delay ends.
    const menu = openMenu();
    menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS);
    vi.advanceTimersByTime(400);
    menu.routeChanged();
    expect(menu.isOpen()).toBe(true);
    vi.advanceTimersByTime(PRODUCT_PICK_CLOSE_DELAY_MS - 1 - 400);
    expect(menu.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(menu.isOpen()).toBe(false);
  });

  it('replaces an earlier delay with a later hideAfter', () => {
    const menu = openMenu();
    menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS);
    vi.advanceTimersByTime(100);
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(menu.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(menu.isOpen()).toBe(false);
  });

  it('replaces an earlier short delay with a later long one', () => {
    // A product pick right after a same-page click must keep the menu for the longer delay.
    const menu = openMenu();
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS);
    vi.advanceTimersByTime(PRODUCT_PICK_CLOSE_DELAY_MS - 1);
    expect(menu.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(menu.isOpen()).toBe(false);
  });

  it('does nothing on hideAfter while closed, so a later show is not closed by it', () => {
    const menu = new MenuState();
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    expect(vi.getTimerCount()).toBe(0);
    menu.show();
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 10);
    expect(menu.isOpen()).toBe(true);
  });

  it('stops a pending close on cancel', () => {
    const menu = openMenu();
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    menu.cancel();
    vi.advanceTimersByTime(PRODUCT_PICK_CLOSE_DELAY_MS * 2);
    expect(menu.isOpen()).toBe(true);
  });

  it('drops a pending close when the menu is shown again', () => {
    const menu = openMenu();
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    menu.show();
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 10);
    expect(menu.isOpen()).toBe(true);
  });

  it('drops a pending close on hide, so a reopened menu stays open', () => {
    const menu = openMenu();
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    menu.hide();
    vi.advanceTimersByTime(100);
    menu.show();
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 10);
    expect(menu.isOpen()).toBe(true);
  });

  it('closes at once on a route change after a pending close was cancelled', () => {
    // cancel() forgets the timer, so the route change is no longer deferred to it.
    const menu = openMenu();
    menu.hideAfter(PRODUCT_PICK_CLOSE_DELAY_MS);
    menu.cancel();
    menu.routeChanged();
    expect(menu.isOpen()).toBe(false);
  });

  it('notifies subscribers only when the open state changes', () => {
    const menu = new MenuState();
    const listener = vi.fn();
    menu.subscribe(listener);
    menu.hide();
    menu.routeChanged();
    expect(listener).not.toHaveBeenCalled();
    menu.show();
    menu.show();
    expect(listener).toHaveBeenCalledTimes(1);
    menu.hideAfter(MENU_CLOSE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(menu.isOpen()).toBe(false);
    menu.hide();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops notifying a listener after it unsubscribes', () => {
    const menu = new MenuState();
    const kept = vi.fn();
    const dropped = vi.fn();
    menu.subscribe(kept);
    const unsubscribe = menu.subscribe(dropped);
    unsubscribe();
    menu.show();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
