import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { Image } from '../components/ui/image';
import type { ModelViewer } from '../embeds/model-viewer';
import { prefersReducedMotion } from '../embeds/motion';
import type { Model3dBlock } from './types';
import { BlockSection } from './block-section';

type Stage = 'poster' | 'loading' | 'ready' | 'unavailable';

/**
 * A product in 3D: the poster first; when the block comes into view the 3D library (its own
 * chunk) and the model load and the interactive view replaces the poster: orbit and zoom by
 * mouse, touch and keyboard. Where WebGL is missing or the model fails, the poster stays.
 */
export function Model3d({ block }: { block: Model3dBlock }) {
  const t = useT();
  const hintId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const viewer = useRef<ModelViewer | null>(null);
  const [state, setState] = useState<Stage>('poster');

  useEffect(() => {
    const element = stage.current;
    const host = canvasHost.current;
    if (!element || !host || typeof IntersectionObserver === 'undefined') return;
    let mounted: ModelViewer | null = null;
    // Leaving the page (or a new model) cancels everything under way, the model's download too.
    const aborted = new AbortController();
    const cancelled = () => aborted.signal.aborted;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setState('loading');
      import('../embeds/model-viewer')
        .then(async ({ mountModelViewer, webglAvailable }) => {
          if (cancelled()) return;
          if (!webglAvailable()) return setState('unavailable');
          const view = await mountModelViewer(host, { url: block.modelUrl, reducedMotion: prefersReducedMotion(), signal: aborted.signal });
          if (cancelled()) return view.dispose();
          mounted = view;
          viewer.current = view;
          setState('ready');
        })
        .catch((error: unknown) => {
          if (cancelled()) return;
          console.error('Failed to load the 3D model:', error);
          setState('unavailable');
        });
    });
    observer.observe(element);
    return () => {
      aborted.abort();
      observer.disconnect();
      mounted?.dispose();
      viewer.current = null;
    };
  }, [block.modelUrl]);

  const ready = state === 'ready';
  return (
    <BlockSection heading={Boolean(block.heading)} className="block model3d">
      <div className="container model3d__layout">
        <div className="model3d__text">
          {block.heading ? <h2 className="block__heading model3d__heading">{block.heading}</h2> : null}
          {block.caption ? <p className="model3d__caption">{block.caption}</p> : null}
          {ready ? (
            <p id={hintId} className="model3d__hint">
              {t('model.hint')}
            </p>
          ) : null}
          {state === 'unavailable' ? <p className="model3d__hint">{t('model.unavailable')}</p> : null}
          {ready ? (
            <button type="button" className="button button--secondary model3d__reset" onClick={() => viewer.current?.reset()}>
              {t('model.reset')}
            </button>
          ) : null}
        </div>
        <div ref={stage} className={`model3d__stage model3d__stage--${state}`}>
          <Image className="model3d__poster" image={block.poster} sizes="100vw lg:760px" />
          <div
            ref={canvasHost}
            className="model3d__canvas"
            // Once interactive, the view takes the keys itself (arrows turn, + and − zoom).
            {...(ready ? { role: 'application', tabIndex: 0, 'aria-label': block.poster.alt, 'aria-roledescription': t('model.viewer'), 'aria-describedby': hintId } : {})}
          />
          {state === 'loading' ? (
            <p className="model3d__status" role="status">
              {t('model.loading')}
            </p>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
