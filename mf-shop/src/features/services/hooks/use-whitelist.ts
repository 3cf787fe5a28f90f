import type { LocationEntry, LocationService } from '@portal/contracts';
import { confirmDialog, showFailure, useEndpointMutation } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import { refreshAfterBooking } from '../order/order-rules.js';

/**
 * An admin's free unlock of a service for a location (spec 6), after 'Sicher?'; the location list
 * loads again and a toast names what was unlocked. `label` is the service's name in the user's language.
 */
export function useWhitelist(label: string, service: LocationService, location: LocationEntry) {
  const intl = useIntl();
  const whitelistOrder = useEndpointMutation('shopPartnerOrder', {
    afterAnswer: () => refreshAfterBooking(),
    successToast: () => ({
      variant: 'success',
      title: label,
      body: intl.formatMessage(
        { id: 'mf.shop.order.whitelisted' },
        { service: label, year: service.year, location: location.name },
      ),
    }),
  });

  return async () => {
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.shop.bookings.confirm' }),
      description: intl.formatMessage(
        { id: 'mf.shop.order.confirmWhitelist' },
        { service: label, year: service.year, location: location.name },
      ),
      confirmText: intl.formatMessage({ id: 'mf.shop.order.whitelist' }),
      cancelText: intl.formatMessage({ id: 'mf.shop.bookings.cancel' }),
      variant: 'warning',
    });
    if (!sure) return;
    whitelistOrder.mutate(
      { body: { addressUuid: location.uuid, productNumber: service.props.number, adminWhitelist: true } },
      { onError: (error) => showFailure(intl.formatMessage({ id: 'mf.shop.order.failed' }), error) },
    );
  };
}
