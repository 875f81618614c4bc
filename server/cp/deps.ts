import type { ContentStore } from '../../api/store/store';
import type { Env } from '../env';
import type { Logger } from '../log';
import type { AuthGuard } from './auth/types';
import type { ContentWriter } from './write/types';

/** What every control-panel route module gets: `(deps: CpDeps) => Hono<{ Variables: CpVariables }>`. */
export interface CpDeps {
  env: Env;
  /** The content root's index (reads; reloads itself after a write). */
  store: ContentStore;
  guard: AuthGuard;
  /** The one write path for every file the panel changes. */
  writer: ContentWriter;
  logger: Logger;
  /**
   * Tells the server that files under the content root changed (relative paths): the store
   * reloads and the public pages they touch regenerate (first the item's own pages).
   */
  changed(files: string[]): void;
}
