import { ApiError, updateEndpointAnswer, useEndpointMutation, useErrorText } from '@portal/web-kit';
import { useIntl } from 'react-intl';

type SettingsWrite = 'alarmPreferences' | 'alarmSubscribe' | 'alarmUnsubscribe' | 'alarmOfflineGrace';

/**
 * A change of the alarm settings: every write answers the settings as they are now, which the page
 * shows at once (no second read); a toast says it was saved or why not.
 */
export function useSettingsWrite<N extends SettingsWrite>(name: N, onDone?: () => void) {
  const intl = useIntl();
  const errorText = useErrorText();
  return useEndpointMutation(name, {
    afterAnswer: (answer) => {
      updateEndpointAnswer<'alarmSettings'>(() => answer, 'alarmSettings');
      onDone?.();
    },
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'mf.fleet.notify.saved' }),
      body: '',
    }),
    errorToast: (error) => ({
      variant: 'danger',
      title: intl.formatMessage({ id: 'mf.fleet.notify.title' }),
      body: intl.formatMessage(
        { id: 'mf.fleet.action.failed' },
        { message: error instanceof ApiError ? errorText(error.key) : error.message },
      ),
    }),
  });
}
