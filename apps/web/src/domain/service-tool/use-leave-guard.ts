// While something is written to the bike (a firmware update, a bootloader rescue), leaving the page
// asks first (issue 28 point 2, decision 2801): the browser's own "leave site?" for a reload, a closed
// tab or another address (beforeunload), and the portal's question for a link inside the portal (the
// router's blocker). The writing goes on in the bridge either way; the question is so nobody leaves
// believing it stopped, or that it ended. `words` name what runs and what leaving means for it.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t, type MessageKey } from '../../lib/i18n/i18n.ts';
import { alertStore, closeAlert, showAlert } from '../../lib/stores/shell-stores.ts';

export interface LeaveWords {
  title: MessageKey;
  text: MessageKey;
}

const FIRMWARE_UPDATE_LEAVE: LeaveWords = { title: 'st.fw.leave.title', text: 'st.fw.leave.text' };

export function useLeaveGuard(active: boolean, words: LeaveWords = FIRMWARE_UPDATE_LEAVE): void {
  useEffect(() => {
    if (!active) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    showAlert({
      type: 'warning',
      title: t(words.title),
      subtitle: t(words.text),
      onClose: () => blocker.reset(),
      buttons: [
        { label: t('st.fw.leave.stay'), variant: 'primary', onClick: closeAlert },
        {
          label: t('st.fw.leave.go'),
          variant: 'secondary',
          onClick: () => {
            alertStore.reset(); // closed without its onClose: the navigation goes on, not reset
            blocker.proceed();
          },
        },
      ],
    });
  }, [blocker, words]);
}
