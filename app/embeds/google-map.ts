/// <reference types="google.maps" />
import { loadMaps, type MapsConfig } from './maps-loader';

/** A reseller as the map needs it: an index into the block's list, and where it is. */
export interface MapPlace {
  index: number;
  name: string;
  lat: number;
  lng: number;
}

export interface ResellerMapController {
  /** Pans to the reseller's marker, zooms in and highlights it. */
  focus(index: number): void;
  /** Shows only these resellers' markers (the country filter) and fits the view to them. */
  show(indices: readonly number[]): void;
  dispose(): void;
}

export interface MountOptions {
  config: MapsConfig;
  places: MapPlace[];
  /** A marker was picked on the map. */
  onSelect(index: number): void;
  /** The key was refused after the script loaded (Google calls `gm_authFailure`). */
  onAuthFailure(): void;
}

/** Zoom level when one reseller is focused: the streets around the shop. */
const FOCUS_ZOOM = 14;
/** Most zoomed-in view when fitting a single marker. */
const MAX_FIT_ZOOM = 12;

/**
 * The reseller map (loaded only after the visitor's consent, as its own chunk): the Google
 * Maps script through the retrying loader, then a map with one advanced marker per reseller.
 * Rejects with the loader's MapsLoadError when the script cannot be loaded.
 */
export async function mountResellerMap(container: HTMLElement, { config, places, onSelect, onAuthFailure }: MountOptions): Promise<ResellerMapController> {
  (window as unknown as { gm_authFailure?: () => void }).gm_authFailure = onAuthFailure;
  const { maps, marker } = await loadMaps(config);

  const map = new maps.Map(container, {
    mapId: config.mapId,
    center: { lat: 50, lng: 10 },
    zoom: 4,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
  });

  const markers = new Map<number, { marker: google.maps.marker.AdvancedMarkerElement; pin: google.maps.marker.PinElement }>();
  for (const place of places) {
    const pin = new marker.PinElement(pinStyle(false));
    const element = new marker.AdvancedMarkerElement({ map, position: { lat: place.lat, lng: place.lng }, title: place.name, content: pin.element, gmpClickable: true });
    element.addListener('click', () => onSelect(place.index));
    markers.set(place.index, { marker: element, pin });
  }

  let visible = places.map((p) => p.index);
  let focused: number | null = null;

  const fit = () => {
    const shown = places.filter((p) => visible.includes(p.index));
    if (shown.length === 0) return;
    const lats = shown.map((p) => p.lat);
    const lngs = shown.map((p) => p.lng);
    map.fitBounds({ north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) }, 48);
    if (shown.length === 1) map.setZoom(MAX_FIT_ZOOM);
  };
  fit();

  return {
    focus(index) {
      const target = markers.get(index);
      if (!target) return;
      if (focused !== null) restyle(markers.get(focused), false);
      focused = index;
      restyle(target, true);
      const place = places.find((p) => p.index === index)!;
      map.panTo({ lat: place.lat, lng: place.lng });
      map.setZoom(FOCUS_ZOOM);
    },
    show(indices) {
      visible = [...indices];
      for (const [index, { marker: element }] of markers) element.map = visible.includes(index) ? map : null;
      fit();
    },
    dispose() {
      for (const { marker: element } of markers.values()) element.map = null;
      markers.clear();
      container.replaceChildren();
    },
  };
}

function restyle(entry: { marker: google.maps.marker.AdvancedMarkerElement; pin: google.maps.marker.PinElement } | undefined, selected: boolean): void {
  if (!entry) return;
  Object.assign(entry.pin, pinStyle(selected));
  entry.marker.zIndex = selected ? 10 : null;
}

/** The site's colours (app/app.css): accent for the focused reseller, the dark surface for the others. */
function pinStyle(selected: boolean): google.maps.marker.PinElementOptions {
  return selected
    ? { background: '#ffb020', borderColor: '#8a5a00', glyphColor: '#15110a', scale: 1.3 }
    : { background: '#1a2130', borderColor: '#0b0e13', glyphColor: '#eef1f5', scale: 1 };
}
