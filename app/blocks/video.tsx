import { useT } from '../i18n/i18n';
import { PlayIcon } from './icons';
import type { VideoBlock } from './types';
import { Image } from '../components/ui/image';

/**
 * A video as its poster, title and a play button. Nothing is loaded from YouTube on this page:
 * the button opens the video on YouTube's privacy-enhanced domain in a new tab (consent-gated
 * playback in the page comes later). The whole poster is the button's click target.
 */
export function Video({ block }: { block: VideoBlock }) {
  const t = useT();
  const href = `https://www.youtube.com/watch?v=${encodeURIComponent(block.youtubeId)}`;
  return (
    <section className="block video">
      <div className="container">
        <div className="video__frame">
          {block.poster ? (
            <Image className="video__poster" image={block.poster} sizes="100vw sm:100vw md:100vw lg:100vw xl:1216px" />
          ) : null}
          <a className="video__play" href={href} target="_blank" rel="noopener noreferrer">
            <span className="video__glyph" aria-hidden="true">
              <PlayIcon width="30" height="30" />
            </span>
            <span className="visually-hidden">
              {t('video.play')}: {block.title} {t('shell.newTab')}
            </span>
          </a>
          <h2 className="video__title">{block.title}</h2>
        </div>
      </div>
    </section>
  );
}
