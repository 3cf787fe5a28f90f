import { confirmDialog, portalStore, useEndpointMutation } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFailureText } from '../../../components/device-error.js';
import { refreshDeviceMenu, timedOutAtom } from '../../../components/device-menu.js';

/**
 * Entering the service level with the code the unit checks, and leaving it after a confirmation;
 * `failure` is the last attempt's failure in the menu's language.
 */
export function useServiceLevel(sn: string) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const enterLevel = useEndpointMutation('deviceServiceLevel', {
    afterAnswer: async (_answer, { params }) => {
      portalStore.set(timedOutAtom, null);
      setCode('');
      await refreshDeviceMenu(params.sn);
    },
  });
  const leaveLevel = useEndpointMutation('deviceServiceLevelLeave');

  function enter(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    enterLevel.mutate(
      { params: { sn }, body: { code } },
      { onError: (error) => setFailure(failureText(error)) },
    );
  }

  async function leave() {
    const confirmed = await confirmDialog({
      title: intl.formatMessage({ id: 'sl.leaveTitle' }),
      description: intl.formatMessage({ id: 'sl.leaveText' }),
      confirmText: intl.formatMessage({ id: 'sl.leave' }),
      cancelText: intl.formatMessage({ id: 'cancel' }),
    });
    if (!confirmed) return;
    setFailure(null);
    await leaveLevel
      .mutateAsync({ params: { sn } })
      .catch((error: unknown) => setFailure(failureText(error)));
    await refreshDeviceMenu(sn);
  }

  return { code, setCode, failure, busy: enterLevel.isPending, enter, leave };
}
