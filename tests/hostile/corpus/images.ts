import fc from 'fast-check';
import { EVIL_HOST, oneOf, REAL_IMAGE, request, type HostileRequest } from './shared';

/**
 * `/_ipx/{modifiers}/{source}` with modifiers out of range, malformed, repeated or unknown,
 * and sources that are missing, not images, or remote (no host is allowed by default).
 * A real transform costs 100–300 ms, so only a handful of fixed, valid modifier strings are
 * ever combined with a real image; everything else names a missing source or is refused first.
 */

const MODIFIERS = [
  'w_999999', 'w_-1', 'w_0', 'w_abc', 'w_1e309', 'w_', 'w', 'w_1.5', 'w_0x10', 'w_%31', 'h_999999', 'h_-5', 'h_', 's_0x0', 's_x', 's_10x', 's_x10',
  's_-1x-1', 's_99999x99999', 's_10x10x10', 's_10X10', 's_', 'q_1000', 'q_0', 'q_-5', 'q_abc', 'q_101', 'q_', 'f_exe', 'f_', 'f_svg', 'f_gif',
  'f_WEBP', 'f_webp', 'f_jpeg', 'f_../x', 'fit_evil', 'fit_', 'fit_cover', 'pos_x', 'position_', 'b_zzzzzz', 'b_fff', 'background_#fff',
  'background_%23fff', 'blur_5', 'rotate_90', 'grayscale', 'flip', 'animated', 'trim_1', 'extend_100', 'crop_0_0_10_10', 'density_3',
  '_', '', 'w_10,h_10', 'w_10:h_10', 'w=10', 'w-10', 'W_10', 'w__10', '__proto__', 'constructor_1', 'toString_x', '%00', '%20', 'w_10%00',
];

/** Modifier lists: joined with `&` (also empty, repeated and percent-encoded joins). */
const modifierList = fc
  .tuple(fc.array(oneOf(...MODIFIERS), { minLength: 1, maxLength: 5 }), oneOf('&', '&', '&&', '%26', ',', '&amp;'))
  .map(([parts, join]) => parts.join(join));

/** Sources that cost nothing: missing images, non-images, remote and odd schemes. */
const SOURCES = [
  'media/hostile/missing.jpg', 'media/hostile/missing.png', 'media/brand/missing.webp', 'media/brand/.meta', 'media/brand/.meta/og-default.jpg.yaml', 'favicon.svg.exe',
  'media', 'media/', '', '_', 'media//brand/og-default.jpg', 'media/brand/og-default.jpg/', 'media/brand/og-default.JPG.txt',
  `https://${EVIL_HOST}/x.jpg`, `http://${EVIL_HOST}/x.jpg`, `https:/${EVIL_HOST}/x.jpg`, `https:${EVIL_HOST}/x.jpg`, `//${EVIL_HOST}/x.jpg`, `HTTPS://${EVIL_HOST.toUpperCase()}/x.jpg`,
  'http://169.254.169.254/', 'http://169.254.169.254/latest/meta-data/iam/x.jpg', 'http://127.0.0.1:3170/healthz', 'http://localhost:3170/media/brand/og-default.jpg',
  'http://[::1]:3170/x.jpg', 'http://0x7f000001/x.jpg', `https://user:pass@${EVIL_HOST}/x.jpg`, `https://${EVIL_HOST}%2f@127.0.0.1/x.jpg`,
  'file:///etc/passwd', 'file:///work/main/public/media/brand/og-default.jpg', 'data:image/png;base64,iVBORw0KGgo=', 'ftp://evil.example/x.jpg',
  'gopher://127.0.0.1:6379/_x', 'javascript:alert(1)', 'http%3a%2f%2fevil.example%2fx.jpg', 'https%3A//evil.example/x.jpg',
  'media%2fhostile%2fmissing.jpg', 'media/hostile/mi%73sing.jpg', 'media/brand/og-default.jpg%00.png', 'media/brand/og-default.jpg%2500.png', 'C:/x.jpg', '~/x.jpg',
];

const cheap = fc
  .tuple(fc.oneof({ arbitrary: modifierList, weight: 4 }, { arbitrary: oneOf('w_100', 'f_webp', '_', 's_10x10'), weight: 1 }), oneOf(...SOURCES), oneOf('', '', '?x=1', '?w=1', '#x'))
  .map(([modifiers, source, query]) => request('image-modifiers', `/_ipx/${modifiers}/${source}${query}`));

/** Malformed modifiers on the real image: refused before any image work. */
const refusedOnReal = fc
  .tuple(fc.array(oneOf('w_-1', 'w_abc', 's_0x0', 'q_1000', 'f_exe', 'w_', 'blur_5', 'grayscale', '%00', 'w_10&w_20', 'f_webp&f_png', 'w_10&h_10', 'fit_evil', 'b_zzzzzz'), { minLength: 1, maxLength: 3 }), oneOf('&', '&&'))
  .map(([parts, join]) => request('image-modifiers', `/_ipx/${parts.join(join)}/${REAL_IMAGE}`));

/**
 * The only requests that transform: out-of-range but valid values on the real image (clamped,
 * never enlarged). A fixed list, so at most this many transforms per run; repeats are cache hits.
 */
export const TRANSFORMING_MODIFIERS = ['w_999999', 's_99999x99999', 'q_100&f_png', 'w_1', 's_1x1', 'h_999999&f_webp'] as const;

const transforming = oneOf(...TRANSFORMING_MODIFIERS).map((modifiers) => request('image-modifiers', `/_ipx/${modifiers}/${REAL_IMAGE}`));

export const imageModifiers: fc.Arbitrary<HostileRequest> = fc.oneof(
  { arbitrary: cheap, weight: 30 },
  { arbitrary: refusedOnReal, weight: 6 },
  { arbitrary: transforming, weight: 1 },
);
