import type { UnitListEntry } from '@portal/contracts';
import {
  ApiError,
  confirmDialog,
  formatSerial,
  offlineUnitsAtom,
  portalStore,
  showToast,
  useEndpointMutation,
  useErrorText,
  browserPage,
  useNavigate,
} from '@portal/web-kit';
import { useUnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';
import { connectedUnitsAtom } from '../atoms/connected-units-atom.js';

/** Spec 4 "Unit state": a connectable unit (type 3) without a contract is marked offline. */
export function isMarkedOffline(unit: Pick<UnitListEntry, 'state' | 'msrTyp' | 'hasVertrag'>): boolean {
  return unit.state.name === 'Offline' && unit.msrTyp === 3 && !unit.hasVertrag;
}

/** Shift, alt or ctrl open the dashboard in a window named by the serial (cmd on a Mac too). */
export function wantsNewWindow(event: {
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  return event.shiftKey || event.altKey || event.ctrlKey || event.metaKey;
}

export interface ConnectUnit {
  /** The serial being connected (the overlay shows it), else null. */
  connecting: string | null;
  connect: (unit: UnitListEntry, newWindow: boolean) => Promise<void>;
}

/**
 * Spec 4 "Unit connection": connect, then open the dashboard; on failure offer 'use offline';
 * units already connected by this browser open at once; units marked offline are refused.
 */
export function useConnectUnit(): ConnectUnit {
  const connection = useEndpointMutation('canipConnect');
  const connecting = connection.isPending ? connection.variables.params.sn : null;
  const navigate = useNavigate();
  const text = useUnitsText();
  const errorText = useErrorText();

  const openDashboard = (sn: string, newWindow: boolean) => {
    const path = `/${sn}/dashboard`;
    if (newWindow) browserPage.open(path, sn);
    else void navigate(path);
  };

  const remember = (sn: string, offline: boolean) => {
    portalStore.set(connectedUnitsAtom, (serials) => new Set([...serials, sn]));
    // The dashboard opens an offline choice without trying the unit again (and the reverse).
    portalStore.set(offlineUnitsAtom, (serials) => {
      const next = new Set(serials);
      if (offline) next.add(sn);
      else next.delete(sn);
      return next;
    });
  };

  const refuseMarkedOffline = () => {
    showToast({
      variant: 'danger',
      title: errorText('exception.error'),
      body: errorText('exception.hkamarkedoffline'),
    });
  };

  async function connectOffline(unit: UnitListEntry, newWindow: boolean) {
    const sn = unit.seriennummer;
    try {
      await connection.mutateAsync({ params: { sn }, query: { offline: '' } });
    } catch (error) {
      showToast({ variant: 'warning', title: text('units.connect.offlineFailed'), body: messageOf(error) });
      return;
    }
    remember(sn, true);
    openDashboard(sn, newWindow);
  }

  async function connect(unit: UnitListEntry, newWindow: boolean) {
    const sn = unit.seriennummer;
    if (isMarkedOffline(unit)) return refuseMarkedOffline();
    if (portalStore.get(connectedUnitsAtom).has(sn)) {
      showToast({ variant: 'warning', title: formatSerial(sn), body: text('units.connect.already') });
      return openDashboard(sn, newWindow);
    }
    try {
      await connection.mutateAsync({ params: { sn } });
    } catch (error) {
      // Not logged in any more: the shell sends the user to /login.
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.key === 'exception.hkamarkedoffline')
        return refuseMarkedOffline();
      const useOffline = await confirmDialog({
        title: text('units.connect.failedTitle'),
        description: text('units.connect.failedText', {
          serial: formatSerial(sn),
          message: messageOf(error),
        }),
        confirmText: text('units.connect.useOffline'),
        cancelText: text('units.common.ok'),
      });
      if (useOffline) await connectOffline(unit, newWindow);
      return;
    }
    remember(sn, false);
    openDashboard(sn, newWindow);
  }

  return { connecting, connect };
}
