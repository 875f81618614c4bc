/**
 * Leaving with unsaved changes asks first: closing the tab (the browser's own prompt) and links
 * inside the panel (the router's blocker, with a Stay / Leave dialog). A navigation whose state
 * says the form is moot (`{ discard: true }`: its item was deleted) passes.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../i18n/i18n';
import { Modal } from './modal';

export function LeaveGuard({ when }: { when: boolean }) {
  const t = useT();
  useEffect(() => {
    if (!when) return undefined;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [when]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !(nextLocation.state as { discard?: boolean } | null)?.discard && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  return (
    <Modal
      open={blocker.state === 'blocked'}
      role="alertdialog"
      title={t('leave.title')}
      onCancel={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="cp-button" onClick={() => blocker.reset?.()} data-autofocus>
            {t('leave.stay')}
          </button>
          <button type="button" className="cp-button cp-button-danger" onClick={() => blocker.proceed?.()}>
            {t('leave.discard')}
          </button>
        </>
      }
    >
      <p>{t('leave.body')}</p>
    </Modal>
  );
}
