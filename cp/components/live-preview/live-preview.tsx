/**
 * The live preview pane beside the form: the real page of the item as the unsaved form would
 * make it (POST /cp/api/preview → a short-lived URL), updated a moment after every change
 * (cp/lib/preview-scheduler.ts), at a phone's, a tablet's or a desktop's width, with its
 * state said politely to screen readers and the server's refusals in words.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { api, ApiRequestError } from '../../lib/api';
import { PreviewScheduler } from '../../lib/preview-scheduler';
import type { PreviewRequest, PreviewResponse } from '../../shared/api';
import { PreviewFrames } from './preview-frames';

export const DEVICES = [
  { id: 'phone', label: 'preview.phone', width: 390 },
  { id: 'tablet', label: 'preview.tablet', width: 768 },
  { id: 'desktop', label: 'preview.desktop', width: 1280 },
] as const satisfies readonly { id: string; label: MessageId; width: number }[];

export type DeviceId = (typeof DEVICES)[number]['id'];

export interface LivePreviewProps {
  /** What the form would save now; a new value (by content) asks for a new page. */
  request: PreviewRequest;
  /** The item's title, for the frame's accessible name. */
  title: string;
  /** Closes the pane (narrow screens: back to the form). */
  onClose(): void;
}

export function LivePreview({ request, title, onClose }: LivePreviewProps) {
  const t = useT();
  const id = useId();
  const [device, setDevice] = useState<DeviceId>(() => (window.matchMedia?.('(max-width: 1023px)').matches ? 'phone' : 'desktop'));
  const [url, setUrl] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const body = useMemo(() => JSON.stringify(request), [request]);

  // The translator is a new function every render: the scheduler (made once) reads the latest.
  const tRef = useRef(t);
  useLayoutEffect(() => {
    tRef.current = t;
  });
  const scheduler = useRef<PreviewScheduler<string, PreviewResponse> | null>(null);
  useEffect(() => {
    const current = new PreviewScheduler<string, PreviewResponse>({
      run: (json, signal) =>
        api<PreviewResponse>('/preview', {
          method: 'POST',
          body: JSON.parse(json) as unknown,
          signal,
        }),
      onResult: (answer) => {
        setError(null);
        setUrl(answer.url);
      },
      onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : tRef.current('preview.failed')),
      onBusy: (value) => value && setBusy(true),
    });
    scheduler.current = current;
    return () => current.dispose();
  }, []);

  // Every change of what the form would save; the first one (the pane just opened) at once.
  const first = useRef(true);
  useEffect(() => {
    scheduler.current?.change(body);
    if (first.current) {
      first.current = false;
      scheduler.current?.flush();
    }
  }, [body]);

  const width = DEVICES.find((d) => d.id === device)!.width;
  const updating = busy || url !== shown;
  const status = error ? null : updating ? t('preview.updating') : t('preview.upToDate');

  return (
    <section className="cp-preview" aria-labelledby={`${id}-heading`}>
      <div className="cp-preview-bar">
        <button type="button" className="cp-button cp-preview-back" onClick={onClose}>
          {t('preview.back')}
        </button>
        <h2 id={`${id}-heading`} className="cp-visually-hidden">
          {t('preview.heading')}
        </h2>
        <div role="radiogroup" aria-label={t('preview.width')} className="cp-segmented">
          {DEVICES.map((d) => (
            <label key={d.id} className="cp-segment">
              <input type="radio" name={`${id}-device`} value={d.id} checked={device === d.id} onChange={() => setDevice(d.id)} />
              <span>{t(d.label)}</span>
            </label>
          ))}
        </div>
        <p className="cp-preview-status" aria-live="polite" data-state={error ? 'error' : updating ? 'updating' : 'ready'}>
          {status}
        </p>
        {shown && (
          <a className="cp-button cp-preview-open" href={shown} target="_blank" rel="noopener">
            {t('preview.openNewTab')}
            <span className="cp-visually-hidden"> {t('meta.newTab')}</span>
          </a>
        )}
      </div>
      {error && (
        <p className="cp-preview-error" role="alert">
          {t('preview.error', { message: error })}
        </p>
      )}
      {!shown && !error && <p className="cp-preview-loading">{t('preview.loading')}</p>}
      <PreviewFrames
        url={url}
        width={width}
        title={t('preview.frameTitle', { title })}
        onShown={(shownUrl, failure) => {
          if (shownUrl !== url) return;
          setBusy(false);
          if (failure) setError(failure);
          else {
            setError(null);
            setShown(shownUrl);
          }
        }}
      />
    </section>
  );
}
