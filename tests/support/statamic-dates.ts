import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';
import { overlayProject, type OverlayProject } from './overlay-project';

/** The dates-and-localizations overlay (tests/fixtures/statamic-dates/README.md). */
export const DATES_FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/statamic-dates');

export type DateBehavior = 'public' | 'unlisted' | 'private';

/**
 * The demo project with the overlay laid over it, and the news collection's
 * `date_behavior` set as given (a collection has one behaviour per side of now, so each
 * combination is a project of its own).
 */
export function datesProject(behavior: { past: DateBehavior; future: DateBehavior }): OverlayProject {
  const config = readFileSync(path.join(PROJECT_ROOT, 'content/collections/news.yaml'), 'utf8').replace(
    /^date_behavior:\n(?: {2}.*\n)+/m,
    `date_behavior:\n  past: ${behavior.past}\n  future: ${behavior.future}\n`,
  );
  if (!config.includes(`past: ${behavior.past}\n  future: ${behavior.future}`)) throw new Error('content/collections/news.yaml has no date_behavior block to replace');
  return overlayProject(DATES_FIXTURE, { 'content/collections/news.yaml': config });
}
