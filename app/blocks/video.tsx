import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { useConsent } from '../embeds/consent';
import { PlayIcon } from './icons';
import type { VideoBlock } from './types';
import { Image } from '../components/ui/image';

/** YouTube's privacy-enhanced player (no cookies until playback); its origin is in CSP frame-src. */
export function playerUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/**
 * A video as its poster and title, with the two-click rule: nothing is requested from
 * YouTube until the visitor presses play. Before the first consent the block says what
 * playing sends where; pressing play agrees (remembered on this device) and loads the
 * privacy-enhanced player in place, playing.
 */
export function Video({ block }: { block: VideoBlock }) {
  const t = useT();
  const [consented, setConsent] = useConsent('video');
  const [started, setStarted] = useState(false);
  // Withdrawing consent (the privacy page, maybe in another tab) unloads a running player.
  const playing = started && consented;
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button is gone: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const play = () => {
    if (!consented) setConsent(true);
    setStarted(true);
  };

  return (
    <section className="block video">
      <div className="container">
        <div className={`video__frame${playing ? ' video__frame--playing' : ''}${!consented && !playing ? ' video__frame--notice' : ''}`}>
          {playing ? (
            <iframe
              ref={frame}
              className="video__player"
              src={playerUrl(block.youtubeId)}
              title={t('video.player', { title: block.title })}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
            />
          ) : (
            <>
              {block.poster ? <Image className="video__poster" image={block.poster} sizes="100vw sm:100vw md:100vw lg:100vw xl:1216px" /> : null}
              <button type="button" className="video__play" onClick={play}>
                <span className="video__glyph" aria-hidden="true">
                  <PlayIcon width="30" height="30" />
                </span>
                <span className="visually-hidden">
                  {t('video.play')}: {block.title}
                </span>
              </button>
              <div className="video__caption">
                <h2 className="video__title">{block.title}</h2>
                {consented ? null : <p className="video__notice">{t('video.notice')}</p>}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
