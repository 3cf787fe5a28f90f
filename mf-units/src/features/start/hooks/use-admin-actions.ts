import type { UnitListEntry } from '@portal/contracts';
import { browserPage, confirmDialog, formatSerial, useEndpointMutation, useErrorText } from '@portal/web-kit';
import { useUnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';

export interface AdminActions {
  deleteUnit: (unit: UnitListEntry) => Promise<void>;
  impersonate: (login: string) => void;
}

/** Spec 6 admin: delete external units, act as one of a unit's operators (the page then reloads). */
export function useAdminActions(reload: () => void): AdminActions {
  const text = useUnitsText();
  const errorText = useErrorText();
  const failed = (error: Error) => ({
    variant: 'danger' as const,
    title: errorText('exception.error'),
    body: messageOf(error),
  });
  const removeUnit = useEndpointMutation('adminDeleteUnit', {
    successToast: (_answer, { params }) => ({
      variant: 'success',
      title: text('units.admin.deletedTitle'),
      body: text('units.admin.deleted', { serial: formatSerial(params.sn) }),
    }),
    errorToast: failed,
  });
  const actAs = useEndpointMutation('adminImpersonate', { errorToast: failed });

  async function deleteUnit(unit: UnitListEntry) {
    const serial = formatSerial(unit.seriennummer);
    const sure = await confirmDialog({
      title: text('units.admin.deleteTitle', { serial }),
      description: text('units.admin.deleteText', { serial }),
      confirmText: text('units.admin.delete'),
      cancelText: text('units.common.cancel'),
      variant: 'danger',
    });
    if (!sure) return;
    removeUnit.mutate({ params: { sn: unit.seriennummer } }, { onSuccess: () => reload() });
  }

  function impersonate(login: string) {
    // The whole portal (menu, roles, list) belongs to the other user now.
    actAs.mutate({ params: { login } }, { onSuccess: () => browserPage.reload() });
  }

  return { deleteUnit, impersonate };
}
