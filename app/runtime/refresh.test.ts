// @vitest-environment happy-dom
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_PARAM, classifyClick, cleanUrl, refreshUrl, skipRefreshCleanup, type LinkIntent } from './refresh';

describe('refreshUrl', () => {
  it('adds the time parameter', () => {
    expect(refreshUrl('/news', '', 1795)).toBe('/news?t=1795');
  });

  it('keeps the other parameters and replaces an earlier time', () => {
    expect(refreshUrl('/news', '?page=2&t=1&tag=x', 1795)).toBe('/news?page=2&t=1795&tag=x');
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(1_795_000_000_000);
      expect(refreshUrl('/news', '')).toBe(`/news?${REFRESH_PARAM}=1795000000000`);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cleanUrl', () => {
  it.each([
    ['only t', '/news', '?t=1795', '/news'],
    ['t among others', '/news', '?page=2&t=1795&tag=x', '/news?page=2&tag=x'],
    ['no t', '/news', '?page=2', '/news?page=2'],
    ['no query', '/news', '', '/news'],
    ['a parameter merely starting with t', '/news', '?tag=x', '/news?tag=x'],
  ])('drops only the time parameter: %s', (_name, pathname, search, expected) => {
    expect(cleanUrl(pathname, search)).toBe(expected);
  });
});

describe('skipRefreshCleanup', () => {
  const args = (current: string, next: string, defaultShouldRevalidate: boolean) =>
    ({
      currentUrl: new URL(current, 'http://localhost'),
      nextUrl: new URL(next, 'http://localhost'),
      defaultShouldRevalidate,
    }) as ShouldRevalidateFunctionArgs;

  it('skips revalidation when the time parameter is removed from the same address', () => {
    expect(skipRefreshCleanup(args('/news?t=1795', '/news', true))).toBe(false);
    expect(skipRefreshCleanup(args('/news?page=2&t=1795', '/news?page=2', true))).toBe(false);
  });

  it.each([
    ['a re-navigation adding t', '/news', '/news?t=1795'],
    ['a new time', '/news?t=1', '/news?t=2'],
    ['another path', '/news?t=1795', '/products'],
    ['other parameters change too', '/news?page=2&t=1795', '/news?page=3'],
    ['no t anywhere', '/news', '/news'],
  ])('otherwise defers to React Router: %s', (_name, current, next) => {
    expect(skipRefreshCleanup(args(current, next, true))).toBe(true);
    expect(skipRefreshCleanup(args(current, next, false))).toBe(false);
  });
});

describe('classifyClick', () => {
  const here = () => ({ origin: window.location.origin, pathname: '/news', search: '' });

  beforeEach(() => {
    document.body.innerHTML = '';
  });

  /** Dispatches a real click on `element` and classifies it the way the runtime's document listener does. */
  function click(element: Element, init: MouseEventInit = {}, location = here()): LinkIntent {
    let intent: LinkIntent | undefined;
    const listener = (event: MouseEvent) => {
      intent = classifyClick(event, location);
      event.preventDefault();
    };
    document.addEventListener('click', listener);
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    document.removeEventListener('click', listener);
    if (!intent) throw new Error('the click never reached the document');
    return intent;
  }

  function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = 'link';
    for (const [name, value] of Object.entries(attrs)) anchor.setAttribute(name, value);
    document.body.append(anchor);
    return anchor;
  }

  it('sees a link to the current page as a re-navigation', () => {
    expect(click(link('/news'))).toEqual({ kind: 'same-page' });
  });

  it('sees a link to a hash on the current page as a hash', () => {
    expect(click(link('/news#faq'))).toEqual({ kind: 'hash', hash: '#faq' });
  });

  it('classifies a click on something inside the link by the link', () => {
    const anchor = link('/news#faq');
    const inner = document.createElement('span');
    anchor.append(inner);
    expect(click(inner)).toEqual({ kind: 'hash', hash: '#faq' });
  });

  it('leaves links to other paths alone', () => {
    expect(click(link('/products'))).toEqual({ kind: 'other' });
    expect(click(link('/products#faq'))).toEqual({ kind: 'other' });
  });

  it('leaves a link to the current path with another query alone', () => {
    expect(click(link('/news?page=2'))).toEqual({ kind: 'other' });
  });

  it('still counts the current page when the current address carries the time parameter', () => {
    expect(click(link('/news'), {}, { ...here(), search: '?t=1795' })).toEqual({ kind: 'same-page' });
    expect(click(link('/news#faq'), {}, { ...here(), search: '?t=1795' })).toEqual({ kind: 'hash', hash: '#faq' });
  });

  it('still counts the current page when only the link carries the time parameter', () => {
    expect(click(link('/news?t=1795'))).toEqual({ kind: 'same-page' });
  });

  it('keeps other query parameters significant next to the time parameter', () => {
    const location = { ...here(), search: '?page=2&t=1795' };
    expect(click(link('/news?page=2'), {}, location)).toEqual({ kind: 'same-page' });
    expect(click(link('/news'), {}, location)).toEqual({ kind: 'other' });
  });

  it.each<[string, MouseEventInit]>([
    ['meta', { metaKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    expect(click(link('/news'), init)).toEqual({ kind: 'other' });
  });

  it('leaves links opening elsewhere or downloading to the browser', () => {
    expect(click(link('/news', { target: '_blank' }))).toEqual({ kind: 'other' });
    expect(click(link('/news', { download: '' }))).toEqual({ kind: 'other' });
  });

  it('treats target=_self like no target', () => {
    expect(click(link('/news', { target: '_self' }))).toEqual({ kind: 'same-page' });
  });

  it('leaves a link to the same path on another origin alone', () => {
    expect(click(link('https://elsewhere.example/news'))).toEqual({ kind: 'other' });
  });

  it('leaves a click another handler already handled alone', () => {
    const anchor = link('/news');
    anchor.addEventListener('click', (event) => event.preventDefault());
    expect(click(anchor)).toEqual({ kind: 'other' });
  });

  it('ignores clicks outside links and on anchors without href', () => {
    const paragraph = document.createElement('p');
    document.body.append(paragraph);
    expect(click(paragraph)).toEqual({ kind: 'other' });
    const bare = document.createElement('a');
    document.body.append(bare);
    expect(click(bare)).toEqual({ kind: 'other' });
  });
});
