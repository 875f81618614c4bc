import { useEffect, useId, useMemo, useReducer, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { Dialog } from '../ui/dialog';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from '../ui/icons';
import { BrokenImageIcon, ResetSizeIcon, RotateLeftIcon, RotateRightIcon, ZoomInIcon, ZoomOutIcon } from './icons';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  canGoNext,
  canGoPrev,
  createWheelThrottle,
  currentImage,
  initialLightbox,
  lightboxReducer,
  swipeDirection,
  type LightboxAction,
} from './state';
import './lightbox.css';

export interface LightboxErrorDetail {
  index: number;
  src: string;
}

export interface LightboxProps {
  /** Items without a non-blank string `src` are ignored (see initialLightbox). */
  images: readonly unknown[];
  /** Index in `images` as given; clamped. */
  index: number;
  onClose: () => void;
  /** Called when an image fails to load (the root also dispatches a DOM `error` CustomEvent). */
  onError?: (detail: LightboxErrorDetail) => void;
}

interface TouchGesture {
  x: number;
  y: number;
  /** Two fingers at some point: a pinch, never a swipe. */
  pinch: { distance: number; base: number } | null;
}

const distance = (touches: TouchEvent['touches']) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/**
 * The image lightbox: a modal dialog showing one image at a time with previous/next, zoom,
 * rotation and reset; keys (arrows, + and -), swipe, pinch, double click and the mouse wheel.
 * Rendered while open; loaded lazily by the gallery.
 */
export default function Lightbox({ images, index, onClose, onError }: LightboxProps) {
  const t = useT();
  const headingId = useId();
  const [state, dispatch] = useReducer(lightboxReducer, undefined, () => initialLightbox(images, index));
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const gesture = useRef<TouchGesture | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const image = currentImage(state);
  const total = state.images.length;
  const n = state.index + 1;
  const title = image?.alt?.trim() || image?.title?.trim() || t('lightbox.title', { n, total });

  // An image already in the cache may be complete before React's load listener matters.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && state.status === 'loading') dispatch(img.naturalWidth > 0 ? { type: 'loaded', index: state.index } : { type: 'failed', index: state.index });
  }, [state.index, state.status]);

  // The spec's "error event": a DOM CustomEvent on the root, and the onError prop.
  useEffect(() => {
    if (state.status !== 'error') return;
    const detail: LightboxErrorDetail = { index: state.index, src: currentImage(state)?.src ?? '' };
    rootRef.current?.dispatchEvent(new CustomEvent<LightboxErrorDetail>('error', { detail }));
    onErrorRef.current?.(detail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed image
  }, [state.status, state.index]);

  // Wheel zoom: a native, non-passive listener so the page does not scroll; at most one step per 80 ms.
  const onWheel = useMemo(() => createWheelThrottle((direction) => dispatch({ type: 'zoomBy', steps: direction })), []);
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const listener = (event: WheelEvent) => {
      event.preventDefault();
      onWheel(event);
    };
    stage.addEventListener('wheel', listener, { passive: false });
    return () => stage.removeEventListener('wheel', listener);
  }, [onWheel]);

  const act = (action: LightboxAction) => () => dispatch(action);

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action: LightboxAction | null =
      event.key === 'ArrowLeft' ? { type: 'prev' }
      : event.key === 'ArrowRight' ? { type: 'next' }
      : event.key === '+' || event.key === '=' ? { type: 'zoomIn' }
      : event.key === '-' || event.key === '_' ? { type: 'zoomOut' }
      : null;
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  }

  function onTouchStart(event: TouchEvent) {
    if (event.touches.length === 1) {
      gesture.current = { x: event.touches[0]!.clientX, y: event.touches[0]!.clientY, pinch: null };
    } else if (event.touches.length === 2) {
      gesture.current = { x: 0, y: 0, pinch: { distance: distance(event.touches), base: state.zoom } };
    }
  }

  function onTouchMove(event: TouchEvent) {
    const pinch = gesture.current?.pinch;
    if (!pinch || event.touches.length !== 2 || pinch.distance <= 0) return;
    dispatch({ type: 'pinch', scale: distance(event.touches) / pinch.distance, base: pinch.base });
  }

  function onTouchEnd(event: TouchEvent) {
    const g = gesture.current;
    if (!g || event.touches.length > 0) return;
    gesture.current = null;
    const end = event.changedTouches[0];
    if (g.pinch || !end) return;
    const direction = swipeDirection(end.clientX - g.x, end.clientY - g.y);
    if (direction) dispatch({ type: direction });
  }

  const prevDisabled = !canGoPrev(state);
  const nextDisabled = !canGoNext(state);

  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }} labelledBy={headingId} className="lightbox" closeOnBackdrop={false}>
      <div ref={rootRef} className="lightbox__root" data-status={state.status} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="lightbox__bar">
          <h2 id={headingId} className="visually-hidden">
            {title}
          </h2>
          <p className="lightbox__counter" aria-hidden="true">
            {total ? `${n} / ${total}` : ''}
          </p>
          <button type="button" className="lightbox__button" aria-label={t('lightbox.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>

        <div
          ref={stageRef}
          className="lightbox__stage"
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => (gesture.current = null)}
          onDoubleClick={act({ type: 'doubleClick' })}
        >
          {image && state.status !== 'error' ? (
            <img
              key={state.index}
              ref={imgRef}
              className="lightbox__image"
              src={image.src}
              alt={image.alt ?? ''}
              width={image.width}
              height={image.height}
              draggable={false}
              data-zoom={state.zoom}
              data-rotation={state.rotation}
              style={{ transform: `scale(${state.zoom}) rotate(${state.rotation}deg)` }}
              onLoad={() => dispatch({ type: 'loaded', index: state.index })}
              onError={() => dispatch({ type: 'failed', index: state.index })}
            />
          ) : null}
          <div className="lightbox__status" role="status">
            {state.status === 'loading' ? (
              <>
                <span className="lightbox__spinner" aria-hidden="true" />
                <span className="visually-hidden">{t('lightbox.loading')}</span>
              </>
            ) : null}
          </div>
          {state.status === 'error' ? (
            <div className="lightbox__error" role="alert">
              <BrokenImageIcon />
              <p>{t('lightbox.error')}</p>
            </div>
          ) : null}
        </div>

        <button type="button" className="lightbox__button lightbox__nav lightbox__nav--prev" aria-label={t('lightbox.previous')} aria-disabled={prevDisabled || undefined} onClick={act({ type: 'prev' })}>
          <ArrowLeftIcon />
        </button>
        <button type="button" className="lightbox__button lightbox__nav lightbox__nav--next" aria-label={t('lightbox.next')} aria-disabled={nextDisabled || undefined} onClick={act({ type: 'next' })}>
          <ArrowRightIcon />
        </button>

        <div className="lightbox__toolbar">
          <button type="button" className="lightbox__button" aria-label={t('lightbox.zoomOut')} aria-disabled={state.zoom <= MIN_ZOOM || undefined} onClick={act({ type: 'zoomOut' })}>
            <ZoomOutIcon />
          </button>
          <button type="button" className="lightbox__button" aria-label={t('lightbox.zoomIn')} aria-disabled={state.zoom >= MAX_ZOOM || undefined} onClick={act({ type: 'zoomIn' })}>
            <ZoomInIcon />
          </button>
          <button type="button" className="lightbox__button" aria-label={t('lightbox.rotateLeft')} onClick={act({ type: 'rotateLeft' })}>
            <RotateLeftIcon />
          </button>
          <button type="button" className="lightbox__button" aria-label={t('lightbox.rotateRight')} onClick={act({ type: 'rotateRight' })}>
            <RotateRightIcon />
          </button>
          <button type="button" className="lightbox__button" aria-label={t('lightbox.reset')} onClick={act({ type: 'reset' })}>
            <ResetSizeIcon />
          </button>
        </div>
      </div>
    </Dialog>
  );
}
