import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalog of ICU MessageFormat strings compiled for Lingui, so whoever formats its messages
 * (a browser, the panel's server) needs no message compiler. The public site's catalogs and
 * the control panel's are compiled by this one function.
 */
export function compileCatalog(source: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
}
