/**
 * The focal point (Statamic's `focus`: `x-y-zoom`, percentages from the top left, `50-50-1` is
 * the middle): a click on the image puts it there; the two number inputs do the same from the
 * keyboard. Crops of the image keep this point in view.
 */
import { useId, type PointerEvent } from 'react';
import { useT } from '../../i18n/i18n';

const CENTRE = '50-50-1';

export function parseFocus(value: unknown): { x: number; y: number; zoom: number } {
  const [x, y, zoom] = (typeof value === 'string' && value ? value : CENTRE).split('-').map(Number);
  const pct = (n: number | undefined) => (Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n!))) : 50);
  return { x: pct(x), y: pct(y), zoom: Number.isFinite(zoom) && zoom! >= 1 ? zoom! : 1 };
}

export interface FocalPointProps {
  src: string;
  width: number;
  height: number;
  value: unknown;
  /** Absent: shown, not changed (no permission, or a localization that follows the origin). */
  onChange?(value: string): void;
  /** Why it cannot be changed here. */
  note?: string;
}

export function FocalPoint({ src, width, height, value, onChange, note }: FocalPointProps) {
  const t = useT();
  const id = useId();
  const { x, y, zoom } = parseFocus(value);
  const set = (next: { x?: number; y?: number }) => onChange?.(`${next.x ?? x}-${next.y ?? y}-${zoom}`);
  const place = (event: PointerEvent<HTMLDivElement>) => {
    if (!onChange) return;
    const box = event.currentTarget.getBoundingClientRect();
    set({ x: Math.round(((event.clientX - box.left) / box.width) * 100), y: Math.round(((event.clientY - box.top) / box.height) * 100) });
  };
  const axis = (key: 'x' | 'y', label: string) => (
    <div className="cp-focal__axis">
      <label htmlFor={`${id}-${key}`} className="cp-label-inline">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        className="cp-input cp-input-number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        value={key === 'x' ? x : y}
        readOnly={!onChange}
        aria-describedby={`${id}-help`}
        onChange={(e) => e.target.value !== '' && set({ [key]: Math.min(100, Math.max(0, Math.round(Number(e.target.value)))) })}
      />
      <span className="cp-muted" aria-hidden="true">
        %
      </span>
    </div>
  );
  return (
    <div className="cp-focal">
      <div className={`cp-focal__frame${onChange ? ' cp-focal__frame--active' : ''}`} onPointerDown={place}>
        <img src={src} alt="" width={width} height={height} draggable={false} />
        <span className="cp-focal__marker" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
      </div>
      <fieldset className="cp-focal__inputs">
        <legend className="cp-label">{t('assets.focalPoint')}</legend>
        {axis('x', t('assets.focalX'))}
        {axis('y', t('assets.focalY'))}
        {onChange && (
          <button type="button" className="cp-link-button" onClick={() => onChange(CENTRE)} disabled={x === 50 && y === 50}>
            {t('assets.focalReset')}
          </button>
        )}
      </fieldset>
      <p id={`${id}-help`} className="cp-help">
        {note ?? (onChange ? t('assets.focalHelp') : t('assets.focalReadOnly'))}
      </p>
    </div>
  );
}
