import type { Messages } from '@lingui/core';
import { useRouteLoaderData } from 'react-router';
import type { LocaleInfo } from './i18n/i18n';
import type { Shell } from './lib/shell';

/**
 * What the root loader (app/root.tsx) gives every page: the language, its UI messages and the
 * shell's content. Its own module so the shell components can read it without importing
 * root.tsx, which imports them.
 */
export interface RootData {
  locale: LocaleInfo;
  messages: Messages;
  shell: Shell;
  /** The request came from a crawler: error pages are plain, without the shell. */
  crawler: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
