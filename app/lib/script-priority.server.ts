/**
 * The page's scripts load at low priority (decision 018). React Router's <Scripts> preloads
 * every module of the first load with `<link rel="modulepreload">`, which Chromium fetches at
 * high priority, beside the stylesheets and the hero image: on a slow phone network they
 * share its bandwidth, and the first paint waits for ~110 KB of JavaScript the page does not
 * need to paint or to work (the shell's controls are built on the platform, decision 016).
 * <Scripts> takes no priority for its links, so the server marks them in the page's head.
 */

const HEAD_END = Buffer.from('</head>');
// React writes every modulepreload link in this form (rel first; the links are hoisted into the head).
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';

/** The page with its head's module preloads at low priority; the same buffer when it has none. */
export function withLowPriorityScripts(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf(HEAD_END);
  if (headEnd < 0) return page;
  // Cut at an ASCII character, so the head decodes whole.
  const head = page.toString('utf8', 0, headEnd);
  if (!head.includes(MODULE_PRELOAD)) return page;
  return Buffer.concat([Buffer.from(head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)), page.subarray(headEnd)]);
}
