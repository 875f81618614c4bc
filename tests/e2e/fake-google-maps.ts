import type { Page, Request, Route } from '@playwright/test';

/**
 * Google Maps is a third-party service at the edge of the system: the browser tests answer
 * its script with this stand-in (no network, no key), which speaks the part of the Maps
 * JavaScript API the reseller map uses. Markers are buttons named by their title, as the
 * real advanced markers are when clickable; what the map was asked to show is kept on
 * `window.__fakeMap` for the tests to read.
 */
const FAKE_MAPS_SCRIPT = String.raw`(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const state = (window.__fakeMap = { center: null, zoom: null, fitted: null, markers: [] });
  class FakeMap {
    constructor(element, options) {
      this.element = element;
      this.layer = document.createElement('div');
      this.layer.className = 'fake-map';
      this.layer.dataset.mapId = options.mapId;
      element.append(this.layer);
      state.center = options.center;
      state.zoom = options.zoom;
    }
    fitBounds(bounds) { state.fitted = bounds; }
    panTo(center) { state.center = center; }
    setZoom(zoom) { state.zoom = zoom; }
  }
  class PinElement {
    constructor(options) { this.element = document.createElement('span'); Object.assign(this, options); }
  }
  class AdvancedMarkerElement {
    constructor({ map, position, title }) {
      this.button = document.createElement('button');
      this.button.type = 'button';
      this.button.textContent = title;
      this.position = position;
      this.title = title;
      state.markers.push(this);
      this.map = map;
    }
    set map(map) { this._map = map; if (map) map.layer.append(this.button); else this.button.remove(); }
    get map() { return this._map; }
    set zIndex(value) { this.button.dataset.selected = value ? 'true' : 'false'; }
    addListener(type, listener) { if (type === 'click') this.button.addEventListener('click', () => listener({})); }
  }
  const libraries = { maps: { Map: FakeMap }, marker: { AdvancedMarkerElement, PinElement } };
  google.maps.importLibrary = (name) => Promise.resolve(libraries[name]);
  // The loader's bootstrap waits for the callback named in the URL.
  const callback = params.get('callback').split('.').reduce((object, key) => object[key], window);
  callback();
})();`;

export const MAPS_SCRIPT_PATTERN = 'https://maps.googleapis.com/maps/api/js?**';

/** Requests to every third-party host the embeds could reach, recorded; all are answered locally. */
export interface ThirdParty {
  requests: string[];
}

/**
 * Routes every request that leaves 127.0.0.1: the maps script gets the stand-in (or fails,
 * with `mapsFail`), YouTube's player a blank page; each is recorded.
 */
export async function routeThirdParty(page: Page, { mapsFail = false }: { mapsFail?: boolean } = {}): Promise<ThirdParty> {
  const recorded: ThirdParty = { requests: [] };
  const isThirdParty = (url: URL) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost';
  await page.route(
    (url) => isThirdParty(url),
    async (route: Route, request: Request) => {
      const url = request.url();
      recorded.requests.push(url);
      if (url.startsWith('https://maps.googleapis.com/maps/api/js')) {
        if (mapsFail) return route.abort('connectionrefused');
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
      }
      if (url.startsWith('https://www.youtube-nocookie.com/embed/')) {
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' });
      }
      return route.abort('blockedbyclient');
    },
  );
  return recorded;
}

export const isMapsHost = (url: string) => /^https:\/\/maps\.(googleapis|gstatic)\.com\//.test(url);
export const isVideoHost = (url: string) => /^https:\/\/(www\.)?(youtube(-nocookie)?\.com|ytimg\.com|i\.ytimg\.com)\//.test(url);
