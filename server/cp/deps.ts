import type { ContentStore } from '../../api/store/store';
import type { Env } from '../env';
import type { Logger } from '../log';
import type { CpAuth } from './auth/guard';
import type { AuthGuard } from './auth/types';
import type { ContentWriter } from './write/types';

/** What every control-panel route module gets: `(deps: CpDeps) => Hono<{ Variables: CpVariables }>`. */
export interface CpDeps {
  env: Env;
  /** The content root's index (reads; reloads itself after a write). */
  store: ContentStore;
  guard: AuthGuard;
  /**
   * Users, roles and sessions themselves, for the routes that manage them (users, roles, one's
   * own password). The panel always sets it; route tests of other modules may leave it out.
   */
  auth?: CpAuth;
  /** The one write path for every file the panel changes. */
  writer: ContentWriter;
  logger: Logger;
  /**
   * Tells the server that files under the content root changed (relative paths): the store
   * reloads and the public pages they touch regenerate (first the item's own pages).
   */
  changed(files: string[]): void;
}
