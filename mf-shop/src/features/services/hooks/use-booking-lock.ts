import { confirmDialog, invalidateEndpoint, showFailure, useEndpointMutation } from '@portal/web-kit';
import type { ShopBooking } from '@portal/contracts';
import { useIntl } from 'react-intl';

/**
 * Sperren / Entsperren of a booking after 'Sicher?'; the list loads again afterwards. A refusal
 * (say, another booking holds the year) shows the server's message.
 */
export function useBookingLock(): (booking: ShopBooking) => Promise<void> {
  const intl = useIntl();
  const lock = useEndpointMutation('shopBlacklist');
  const unlock = useEndpointMutation('shopDeblacklist');
  return async (booking: ShopBooking) => {
    const values = {
      service: intl.formatMessage({ id: `mf.shop.service.${booking.service}` }),
      year: booking.year,
      location: booking.locationName,
    };
    const confirmed = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.shop.bookings.confirm' }),
      description: intl.formatMessage(
        {
          id: booking.blacklisted
            ? 'mf.shop.bookings.confirmDeblacklist'
            : 'mf.shop.bookings.confirmBlacklist',
        },
        values,
      ),
      confirmText: intl.formatMessage({
        id: booking.blacklisted ? 'mf.shop.bookings.deblacklist' : 'mf.shop.bookings.blacklist',
      }),
      cancelText: intl.formatMessage({ id: 'mf.shop.bookings.cancel' }),
      variant: booking.blacklisted ? 'primary' : 'danger',
    });
    if (!confirmed) return;
    const params = { orderServiceId: String(booking.orderServiceId) };
    await (booking.blacklisted ? unlock.mutateAsync({ params }) : lock.mutateAsync({ params })).catch(
      (error: unknown) => showFailure(intl.formatMessage({ id: 'mf.shop.bookings.failed' }), error),
    );
    await invalidateEndpoint('shopRefresh');
  };
}
