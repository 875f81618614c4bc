/**
 * The preview's page, double-buffered: a new URL loads in a hidden second frame and replaces
 * the visible one only once loaded (no white flash), at the scroll position the editor had.
 * Each frame is drawn at the device's real width (the page's own breakpoints apply) and scaled
 * down with a CSS transform where the pane is narrower. The frames are the site's own origin,
 * so the panel reads their scroll position and sees when the server answered with an error
 * (plain text, not a page) instead of a page. No script runs in them: the preview's own CSP
 * says `script-src 'none'` (a `sandbox` attribute would also stop the test tools' audits).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface PreviewFramesProps {
  /** The page to show; null: nothing yet. */
  url: string | null;
  /** The device width the page is drawn at (CSS pixels). */
  width: number;
  title: string;
  /** The URL is on screen (or its load failed: `error` is the server's words). */
  onShown(url: string, error: string | null): void;
}

/** The two frames' URLs, which one is on screen, and the latest URL asked for. */
type Buffers = { urls: [string | null, string | null]; front: 0 | 1; requested: string | null };

export function PreviewFrames({ url, width, title, onShown }: PreviewFramesProps) {
  const [buffers, setBuffers] = useState<Buffers>({ urls: [null, null], front: 0, requested: null });
  const { urls, front } = buffers;
  // A new URL goes into the back frame (replacing one still loading there: that one is stale).
  if (url && url !== buffers.requested) {
    const next: Buffers['urls'] = [...urls];
    next[front === 0 ? 1 : 0] = url;
    setBuffers({ urls: next, front, requested: url });
  }
  const frames = useRef<(HTMLIFrameElement | null)[]>([null, null]);
  const viewport = useRef<HTMLDivElement>(null);
  const box = useViewportSize(viewport);
  const shownRef = useRef(onShown);
  useLayoutEffect(() => {
    shownRef.current = onShown;
  });

  const loaded = (index: 0 | 1) => {
    const frame = frames.current[index];
    const loadedUrl = urls[index];
    // A load event counts only for the URL's own document: not for the page a newer URL replaced
    // there, nor for a frame's first blank document (either would put an empty or stale page in front).
    if (!frame || !loadedUrl || !holds(frame, loadedUrl)) return;
    const error = errorText(frame);
    // The server's words instead of a page, or a newer URL that reached the front frame before its
    // first load ended (it is on screen now): said as they are, the frames stay as they are.
    if (error !== null || index === front) {
      shownRef.current(loadedUrl, error);
      return;
    }
    const previous = frames.current[front];
    const y = readScroll(previous);
    try {
      frame.contentWindow?.scrollTo(0, y);
    } catch {
      // Not the same origin (cannot happen with our URLs): the page shows from its top.
    }
    setBuffers((current) => ({ ...current, front: index }));
    shownRef.current(loadedUrl, null);
  };

  // Shown as soon as the new page's HTML is parsed and its stylesheets are there, not at
  // `load` (which waits for every image too): its images carry their sizes, so nothing moves.
  const loadedRef = useRef(loaded);
  useLayoutEffect(() => {
    loadedRef.current = loaded;
  });
  const back = front === 0 ? 1 : 0;
  const backUrl = urls[back];
  useEffect(() => {
    if (!backUrl) return undefined;
    let id = 0;
    const check = () => {
      if (isReady(frames.current[back], backUrl)) loadedRef.current(back);
      else id = requestAnimationFrame(check);
    };
    id = requestAnimationFrame(check);
    return () => cancelAnimationFrame(id);
  }, [back, backUrl]);

  const scale = box.width > 0 && width > box.width ? box.width / width : 1;
  const height = box.height > 0 ? Math.ceil(box.height / scale) : 600;
  return (
    <div className="cp-preview-viewport" ref={viewport}>
      <div className="cp-preview-stage" style={{ width: Math.min(width, width * scale) }}>
        {urls.map((src, index) =>
          src ? (
            <iframe
              key={index}
              ref={(el) => {
                frames.current[index] = el;
              }}
              className="cp-preview-frame"
              src={src}
              title={title}
              data-front={index === front ? 'true' : undefined}
              aria-hidden={index === front ? undefined : true}
              tabIndex={index === front ? undefined : -1}
              onLoad={() => loaded(index === 0 ? 0 : 1)}
              style={{
                width,
                height,
                transform: scale < 1 ? `scale(${scale})` : undefined,
              }}
            />
          ) : null,
        )}
      </div>
    </div>
  );
}

/** The pane's drawable size, followed as the window or the split changes. */
function useViewportSize(ref: React.RefObject<HTMLElement | null>): {
  width: number;
  height: number;
} {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The frame's document is that of `url` (not the one it replaces, nor the first blank one). */
function holds(frame: HTMLIFrameElement | null | undefined, url: string): boolean {
  try {
    return frame?.contentDocument?.URL.endsWith(url) === true;
  } catch {
    return false;
  }
}

/** The frame holds the document of `url`, parsed, with its stylesheets loaded. */
function isReady(frame: HTMLIFrameElement | null | undefined, url: string): boolean {
  try {
    const doc = frame?.contentDocument;
    if (!doc || doc.readyState === 'loading' || !holds(frame, url)) return false;
    return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null);
  } catch {
    return false;
  }
}

function readScroll(frame: HTMLIFrameElement | null | undefined): number {
  try {
    return frame?.contentWindow?.scrollY ?? 0;
  } catch {
    return 0;
  }
}

/** The server's words when it answered with an error (a plain-text body) instead of a page. */
function errorText(frame: HTMLIFrameElement): string | null {
  try {
    const doc = frame.contentDocument;
    if (!doc || doc.contentType === 'text/html') return null;
    return doc.body?.textContent?.trim() || doc.contentType;
  } catch {
    return null;
  }
}
