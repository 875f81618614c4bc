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
  /** Document titles of the error pages (the root `meta`), made on the server. */
  errorTitles: ErrorTitles;
  /** The control panel's preview of unsaved content: the page as it looks, without scripts (server/cp/preview). */
  preview?: true;
}

/** An error page's document title by its kind: 404, 503 (content down), any other error. */
export interface ErrorTitles {
  notFound: string;
  serverError: string;
  unavailable: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
