import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { Image } from '../components/ui/image';
import type { ModelViewer } from '../embeds/model-viewer';
import { prefersReducedMotion } from '../runtime/hash-scroll';
import type { Model3dBlock } from './types';

type Stage = 'poster' | 'loading' | 'ready' | 'unavailable';

/** The stage's background (app.css --surface); the posters are rendered on the same colour. */
const STAGE_BACKGROUND = '#131821';

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
    let cancelled = false;
    let mounted: ModelViewer | null = null;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setState('loading');
      import('../embeds/model-viewer')
        .then(async ({ mountModelViewer, webglAvailable }) => {
          if (cancelled) return;
          if (!webglAvailable()) return setState('unavailable');
          const view = await mountModelViewer(host, { url: block.modelUrl, reducedMotion: prefersReducedMotion(), background: STAGE_BACKGROUND });
          if (cancelled) return view.dispose();
          mounted = view;
          viewer.current = view;
          setState('ready');
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.error('Failed to load the 3D model:', error);
          setState('unavailable');
        });
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      mounted?.dispose();
      viewer.current = null;
    };
  }, [block.modelUrl]);

  const ready = state === 'ready';
  return (
    <section className="block model3d">
      <div className="container">
        {block.heading ? <h2 className="block__heading">{block.heading}</h2> : null}
        <figure className="model3d__figure">
          <div
            ref={stage}
            className={`model3d__stage model3d__stage--${state}`}
            // Once interactive, the stage takes the keys itself (arrows turn, + and − zoom).
            {...(ready ? { role: 'application', tabIndex: 0, 'aria-label': block.poster.alt, 'aria-roledescription': t('model.viewer'), 'aria-describedby': hintId } : {})}
          >
            <Image className="model3d__poster" image={block.poster} sizes="100vw md:100vw lg:1216px" />
            <div ref={canvasHost} className="model3d__canvas" />
            {state === 'loading' ? (
              <p className="model3d__status" role="status">
                {t('model.loading')}
              </p>
            ) : null}
          </div>
          <figcaption className="model3d__caption">
            {block.caption ? <span>{block.caption}</span> : null}
            {ready ? (
              <span id={hintId} className="model3d__hint">
                {t('model.hint')}
              </span>
            ) : null}
            {state === 'unavailable' ? <span className="model3d__hint">{t('model.unavailable')}</span> : null}
            {ready ? (
              <button type="button" className="button button--secondary model3d__reset" onClick={() => viewer.current?.reset()}>
                {t('model.reset')}
              </button>
            ) : null}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
