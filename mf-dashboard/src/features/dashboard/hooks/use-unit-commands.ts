import type { CommandListResponse } from '@portal/contracts';
import {
  endpointKey,
  invalidateEndpoint,
  portalQueryClient,
  useEndpointMutation,
  useEndpointQuery,
} from '@portal/web-kit';
import { useIntl } from 'react-intl';

/** While a command is on its way its state moves on the server: the card asks again this often. */
export const commandPollMs = 3000;

/**
 * The unit's set-point commands (issue 44). While one is pending the list is asked for again every
 * few seconds, so its steps move on without a reload; a finished list is not polled.
 */
export function useUnitCommands(sn: string, enabled: boolean) {
  const options = { params: { sn } };
  // The answer already shown decides the polling (the hook re-renders when it changes).
  const shown = portalQueryClient.getQueryData<CommandListResponse>(endpointKey('unitCommands', options));
  const polling = (shown?.pending.length ?? 0) > 0;
  return useEndpointQuery('unitCommands', options, {
    enabled,
    refetchInterval: polling ? commandPollMs : false,
  });
}

/** Cancels a waiting command; the list loads again either way (it may have been sent meanwhile). */
export function useCancelCommand() {
  const intl = useIntl();
  return useEndpointMutation('unitCommandCancel', {
    invalidates: ['unitCommands'],
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'mf.dashboard.commands.cancelled' }),
      body: '',
    }),
    errorToast: (error) => {
      // Sent meanwhile (exception.commandnotpending): the list shows where it is now.
      void invalidateEndpoint('unitCommands');
      return {
        variant: 'danger',
        title: intl.formatMessage({ id: 'mf.dashboard.commands.cancelFailed' }),
        body: error.message,
        persistent: true,
      };
    },
  });
}
