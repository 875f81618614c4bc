import fc from 'fast-check';
import { oneOf, PRIVATE_TARGETS, queryValue, request, STATIC_DIRS, type HostileRequest } from './shared';

/**
 * Path traversal towards files outside the public folders: `..` and `/` in every spelling a
 * decoder might turn back into them (percent, double percent, overlong UTF-8, fullwidth,
 * backslash), mixed within one path, against static files, prerendered pages, /_ipx and the API.
 */

/** Spellings of a `..` segment. */
const DOT_DOTS = [
  '..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%25252e%25252e', '%c0%ae%c0%ae', '%C0%AE.',
  '%e0%80%ae%e0%80%ae', '%ef%bc%8e%ef%bc%8e', '%u002e%u002e', '..%00', '.%00.', '...', '....', '..;', '%2e%2e%3b',
];

/** Spellings of a path separator. */
const SEPARATORS = ['/', '%2f', '%2F', '%252f', '\\', '%5c', '%5C', '%255c', '%c0%af', '%e0%80%af', '//', '/./', '\\/', '/%2e/', '%2f%2f'];

/** Where a traversal starts: folders of build files, media and prerendered pages. */
const PAGE_BASES = [...STATIC_DIRS, '/news/', '/de/news/', '/jp/products/beacon/', '/about/', '/news.data/', '/de.data/', '/support/downloads/', '/favicon.svg/'];

/** What a traversal ends with: nothing, a query the fast path knows, a file name a filter may want. */
const SUFFIXES = ['', '', '', '?', '?_routes=root', '.data', '%00.jpg', '%00', '#x', ';.css', '%3f.js', '/'];

const IPX_MODIFIERS = ['_', 'w_100', 'f_webp', 's_10x10', 'q_50&f_png'];
const IPX_SUFFIXES = ['', '', '%00.jpg', '?.jpg', '%23.jpg', '/x.jpg', ';.jpg', '.jpg', '%2ejpg'];

interface Climb {
  steps: [string, string][];
  target: string;
  /** The separator inside the target path (`build/site.json`): kept, or the climb's own. */
  innerSeparator: 'plain' | 'same' | 'encoded';
}

const climb: fc.Arbitrary<Climb> = fc.record({
  steps: fc.array(fc.tuple(oneOf(...DOT_DOTS), oneOf(...SEPARATORS)), { minLength: 1, maxLength: 12 }),
  target: oneOf(...PRIVATE_TARGETS),
  innerSeparator: oneOf<Climb['innerSeparator']>('plain', 'same', 'encoded'),
});

/** `..%2f%2e%2e/…/build%2fsite.json` from a climb. */
function climbPath({ steps, target, innerSeparator }: Climb): string {
  const last = steps[steps.length - 1]![1];
  const separator = innerSeparator === 'plain' ? '/' : innerSeparator === 'same' ? last : '%2f';
  return steps.map(([dots, sep]) => dots + sep).join('') + target.replace(/^\//, '').split('/').join(separator);
}

/** Absolute paths smuggled in as one segment. */
const ABSOLUTE = ['/etc/passwd', '%2fetc%2fpasswd', '%2Fetc/passwd', 'file:///etc/passwd', 'file:%2f%2f%2fetc%2fpasswd', 'C:%5cwindows%5cwin.ini', '%5c%5cserver%5cshare', '/proc/self/environ', '~/.ssh/id_rsa'];

const staticTraversal = fc
  .tuple(oneOf(...PAGE_BASES), fc.oneof({ arbitrary: climb.map(climbPath), weight: 5 }, { arbitrary: oneOf(...ABSOLUTE), weight: 1 }), oneOf(...SUFFIXES))
  .map(([base, rest, suffix]) => request('traversal', base + rest + suffix));

const imageTraversal = fc
  .tuple(oneOf(...IPX_MODIFIERS), oneOf('', 'media/', 'media/brand/'), fc.oneof({ arbitrary: climb.map(climbPath), weight: 5 }, { arbitrary: oneOf(...ABSOLUTE), weight: 1 }), oneOf(...IPX_SUFFIXES))
  .map(([modifiers, start, rest, suffix]) => request('traversal', `/_ipx/${modifiers}/${start}${rest}${suffix}`));

/** API routes with a traversal in a route parameter or a path-like query value. */
const API_SHAPES: ((t: string) => string)[] = [
  (t) => `/api/collections/${t}`,
  (t) => `/api/collections/${t}/entries`,
  (t) => `/api/collections/pages/entries/${t}`,
  (t) => `/api/collections/pages/entries/${t}?site=de`,
  (t) => `/api/globals/${t}`,
  (t) => `/api/navs/${t}/tree`,
  (t) => `/api/taxonomies/news_categories/terms/${t}`,
  (t) => `/api/taxonomies/${t}/terms`,
  (t) => `/api/${t}`,
  (t) => `/api/entries/by-url?url=/${t}`,
  (t) => `/api/entries/by-url?url=${queryValue('/' + decodeLoosely(t))}`,
  (t) => `/api/collections/pages/entries?site=${t}`,
  (t) => `/api/collections/pages/entries?filter[slug]=${t}`,
];

const apiTraversal = fc
  .tuple(fc.integer({ min: 0, max: API_SHAPES.length - 1 }), fc.oneof({ arbitrary: climb.map(climbPath), weight: 5 }, { arbitrary: oneOf(...ABSOLUTE), weight: 1 }))
  .map(([shape, rest]) => request('traversal', API_SHAPES[shape]!(rest)));

export const traversal: fc.Arbitrary<HostileRequest> = fc.oneof(
  { arbitrary: staticTraversal, weight: 9 },
  { arbitrary: imageTraversal, weight: 5 },
  { arbitrary: apiTraversal, weight: 6 },
);

/** One round of percent-decoding where it is valid (for a value the client encodes again). */
function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
