/** Small 24×24 stroke icons for blocks. Decorative: the text next to them carries the meaning. */
import type { ReactNode } from 'react';
import { Svg as IconFrame, type IconProps } from '../components/ui/icons';
import type { DownloadKind, FeatureIcon } from './types';

/** The shared icon frame at this family's size and stroke. */
function Svg(props: IconProps) {
  return <IconFrame width="24" height="24" strokeWidth="1.7" {...props} />;
}

const FEATURE_PATHS: Record<FeatureIcon, ReactNode> = {
  wireless: (
    <>
      <path d="M2.5 9.5a13.5 13.5 0 0 1 19 0" />
      <path d="M5.8 12.9a8.8 8.8 0 0 1 12.4 0" />
      <path d="M9.1 16.2a4.1 4.1 0 0 1 5.8 0" />
      <circle cx="12" cy="19.3" r="0.9" fill="currentColor" />
    </>
  ),
  battery: (
    <>
      <rect x="2.5" y="7" width="17" height="10" rx="2.2" />
      <path d="M22 10.5v3M6 10v4M9.5 10v4M13 10v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  sync: (
    <>
      <path d="M19.5 12a7.5 7.5 0 0 1-13.2 4.9" />
      <path d="M4.5 12a7.5 7.5 0 0 1 13.2-4.9" />
      <path d="M18 3.5v3.8h-3.8M6 20.5v-3.8h3.8" />
    </>
  ),
  display: (
    <>
      <rect x="2.5" y="5" width="19" height="12" rx="2" />
      <path d="M8 21h8M12 17v4M7 9v4M10 9v4M14 9v4M17 9v4" />
    </>
  ),
  audio: <path d="M3.5 10v4M7.5 7v10M11.5 4v16M15.5 8v8M19.5 10.5v3" />,
  camera: (
    <>
      <rect x="2.5" y="6.5" width="13" height="11" rx="2" />
      <path d="M15.5 10.5l6-3.2v9.4l-6-3.2" />
    </>
  ),
  app: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  bluetooth: <path d="M7 7.5l10 9-5 4.5V3l5 4.5-10 9" />,
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.1 8.3-7.5 9.5-4.4-1.2-7.5-5-7.5-9.5V6z" />
      <path d="M9 12l2.2 2.2L15.5 10" />
    </>
  ),
  weight: (
    <>
      <circle cx="12" cy="6" r="2.5" />
      <path d="M7.2 9h9.6l2.7 11.5h-15z" />
    </>
  ),
  cable: (
    <>
      <path d="M9.5 3v4M14.5 3v4" />
      <path d="M7 7h10v3.5a5 5 0 0 1-10 0z" />
      <path d="M12 15.5v1.5a3.5 3.5 0 0 0 3.5 3.5H20" />
    </>
  ),
};

export function FeatureIconSvg({ icon, ...props }: IconProps & { icon: FeatureIcon | null }) {
  return <Svg {...props}>{icon ? FEATURE_PATHS[icon] : <circle cx="12" cy="12" r="3.5" />}</Svg>;
}

const KIND_PATHS: Record<DownloadKind, ReactNode> = {
  app: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
      <path d="M3 9h18M6.5 6.8h.01M9 6.8h.01" />
    </>
  ),
  firmware: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="1.8" />
      <path d="M9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21" />
    </>
  ),
  manual: (
    <>
      <path d="M6.5 3h7.5l4.5 4.5v12a1.5 1.5 0 0 1-1.5 1.5h-10.5a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 6.5 3z" />
      <path d="M13.5 3v5h5M8.5 12.5h7M8.5 16.5h5" />
    </>
  ),
};

export function KindIcon({ kind, ...props }: IconProps & { kind: DownloadKind | null }) {
  return <Svg {...props}>{kind ? KIND_PATHS[kind] : <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />}</Svg>;
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Svg>
  );
}

export function ArrowIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </Svg>
  );
}

export function GlobeSmallIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </Svg>
  );
}
