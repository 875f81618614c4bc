import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../i18n/i18n';
import { DelayedFlag } from '../runtime/delayed-flag';
import { LOADING_ANNOUNCE_DELAY_MS } from '../runtime/timings';

/**
 * The page-loading indicator (SPEC.md section 4): a bar at the top of the window from the
 * start to the end of each client navigation, and a live region that says so only when
 * loading takes longer than half a second, so quick navigations are not announced.
 */
export function PageProgress() {
  const t = useT();
  const loading = useNavigation().state !== 'idle';
  const [announce, setAnnounce] = useState(false);
  const [flag] = useState(() => new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, setAnnounce));
  useEffect(() => flag.set(loading), [flag, loading]);
  useEffect(() => () => flag.dispose(), [flag]);
  return (
    <>
      {loading ? <div className="page-progress" role="progressbar" aria-label={t('shell.loadingPage')} /> : null}
      <div className="visually-hidden" role="status">
        {announce ? t('shell.loadingPage') : ''}
      </div>
    </>
  );
}
