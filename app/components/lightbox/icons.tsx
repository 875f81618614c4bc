/** The lightbox's own toolbar icons (decorative: each button carries the accessible name). */
import { Svg as IconFrame, type IconProps } from '../ui/icons';

/** The shared icon frame at this family's size and stroke. */
function Svg(props: IconProps) {
  return <IconFrame width="22" height="22" strokeWidth="1.8" {...props} />;
}

export const ZoomInIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21M8 10.5h5M10.5 8v5" />
  </Svg>
);
export const ZoomOutIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21M8 10.5h5" />
  </Svg>
);
export const RotateLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4v5h5" />
    <path d="M4.6 9A8 8 0 1 1 6 17.7" />
  </Svg>
);
export const RotateRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 4v5h-5" />
    <path d="M19.4 9A8 8 0 1 0 18 17.7" />
  </Svg>
);
export const ResetSizeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    <rect x="8.5" y="8.5" width="7" height="7" rx="1" />
  </Svg>
);
export const BrokenImageIcon = (p: IconProps) => (
  <Svg width="56" height="56" {...p}>
    <path d="M4 13V5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6l-3 2-3-2-3 2-3-2-4 2z" />
    <path d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4l-3 2-3-2-3 2-3-2z" />
    <circle cx="9" cy="8" r="1.3" />
  </Svg>
);
