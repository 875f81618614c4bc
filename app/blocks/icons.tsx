/**
 * Small 24×24 stroke icons for blocks. Decorative: the text next to them carries the meaning.
 * Their drawings are symbols of one sprite (icons.svg), a hashed file the browser caches like
 * the scripts, so no path data comes with the page's JavaScript; each icon is an <svg> that
 * `<use>`s its symbol and gives it stroke, fill and size (they inherit into the symbol).
 */
import { Svg as IconFrame, type IconProps } from '../components/ui/icons';
import type { DownloadKind, FeatureIcon } from './types';
// `?url`: always a file of its own (vite.config.ts keeps SVGs from being inlined), since
// browsers do not let <use> reference a `data:` URL.
import sprite from './icons.svg?url';

/** The shared icon frame at this family's size and stroke, drawing the sprite's symbol `symbol`. */
function SpriteIcon({ symbol, ...props }: IconProps & { symbol: string }) {
  return (
    <IconFrame width="24" height="24" strokeWidth="1.7" {...props}>
      <use href={`${sprite}#${symbol}`} />
    </IconFrame>
  );
}

export function FeatureIconSvg({ icon, ...props }: IconProps & { icon: FeatureIcon | null }) {
  return <SpriteIcon symbol={`feature-${icon ?? 'none'}`} {...props} />;
}

export function KindIcon({ kind, ...props }: IconProps & { kind: DownloadKind | null }) {
  return <SpriteIcon symbol={`kind-${kind ?? 'none'}`} {...props} />;
}

export const PlayIcon = (props: IconProps) => <SpriteIcon symbol="play" {...props} />;
export const ArrowIcon = (props: IconProps) => <SpriteIcon symbol="arrow" {...props} />;
export const PinIcon = (props: IconProps) => <SpriteIcon symbol="pin" {...props} />;
export const GlobeSmallIcon = (props: IconProps) => <SpriteIcon symbol="globe" {...props} />;
