/**
 * PBR materials for the product models. Colours follow the 2D drawings
 * (scripts/assets/lib/hardware.ts GRAPHITE/BLACK, scripts/assets/lib/svg.ts ACCENT).
 * Each call returns fresh instances so the two models never share state.
 */
import { MeshStandardMaterial } from 'three';
import type { MeshStandardMaterialParameters } from 'three';

/** Amber of the timecode digits and status LED (ACCENT in the drawings). */
export const AMBER = '#ffb020';

function mat(name: string, p: MeshStandardMaterialParameters): MeshStandardMaterial {
  const m = new MeshStandardMaterial(p);
  m.name = name;
  return m;
}

export function materials() {
  return {
    /** Beacon body: graphite anodised aluminium. */
    graphite: mat('graphite-anodised', { color: '#3a3e44', metalness: 0.55, roughness: 0.36 }),
    /** Slate frame: black anodised aluminium. */
    frame: mat('black-anodised', { color: '#26292e', metalness: 0.5, roughness: 0.4 }),
    /** Slate face: glossy black acrylic. */
    acrylic: mat('black-acrylic', { color: '#0e0f11', metalness: 0, roughness: 0.14 }),
    /** Display cover glass (the digits sit just in front of it). */
    glass: mat('display-glass', { color: '#040506', metalness: 0, roughness: 0.06 }),
    digitsOn: mat('timecode-lit', { color: '#2a1800', emissive: AMBER, emissiveIntensity: 1, metalness: 0, roughness: 0.5 }),
    digitsOff: mat('timecode-unlit', { color: '#120d06', metalness: 0, roughness: 0.4 }),
    ledAmber: mat('led-amber', { color: '#2a1800', emissive: AMBER, emissiveIntensity: 1.1, metalness: 0, roughness: 0.25 }),
    ledGreen: mat('led-green', { color: '#0a2414', emissive: '#46e08a', emissiveIntensity: 1, metalness: 0, roughness: 0.25 }),
    /** Laser-etched wordmark: bright bare aluminium showing through the anodising. */
    etch: mat('etched-wordmark', { color: '#a9b3bd', metalness: 0.7, roughness: 0.42 }),
    /** Printed field lines on the acrylic. */
    print: mat('print-grey', { color: '#6a6f75', metalness: 0, roughness: 0.5 }),
    /** Openings, recesses, grooves. */
    hole: mat('recess-black', { color: '#060708', metalness: 0, roughness: 0.85 }),
    button: mat('button-graphite', { color: '#2c3239', metalness: 0.35, roughness: 0.5 }),
    rubber: mat('rubber-black', { color: '#15171a', metalness: 0, roughness: 0.9 }),
    alu: mat('bright-aluminium', { color: '#d4d8dd', metalness: 1, roughness: 0.28 }),
    screw: mat('screw-steel', { color: '#7b838c', metalness: 1, roughness: 0.35 }),
    gold: mat('gold-pin', { color: '#d4ae62', metalness: 1, roughness: 0.3 }),
    insulator: mat('connector-insulator', { color: '#e8e2d0', metalness: 0, roughness: 0.6 }),
    portGrey: mat('port-tongue', { color: '#3a3f45', metalness: 0.2, roughness: 0.6 }),
    stickBlack: mat('stick-black', { color: '#131416', metalness: 0, roughness: 0.32 }),
    stickWhite: mat('stick-white', { color: '#eef0f1', metalness: 0, roughness: 0.32 }),
    red: mat('marker-red', { color: '#d0312d', metalness: 0, roughness: 0.5 }),
  };
}

export type Materials = ReturnType<typeof materials>;
