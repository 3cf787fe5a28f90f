import type { UnitListEntry } from '@portal/contracts';
import { browserPage, call, confirmDialog, formatSerial, showToast, useErrorText } from '@portal/web-kit';
import { useUnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';

export interface AdminActions {
  deleteUnit: (unit: UnitListEntry) => Promise<void>;
  impersonate: (login: string) => Promise<void>;
}

/** Spec 6 admin: delete external units, act as one of a unit's operators (the page then reloads). */
export function useAdminActions(reload: () => void): AdminActions {
  const text = useUnitsText();
  const errorText = useErrorText();
  const failed = (error: unknown) =>
    showToast({ variant: 'danger', title: errorText('exception.error'), body: messageOf(error) });

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
    try {
      await call('adminDeleteUnit', { params: { sn: unit.seriennummer } });
    } catch (error) {
      failed(error);
      return;
    }
    showToast({
      variant: 'success',
      title: text('units.admin.deletedTitle'),
      body: text('units.admin.deleted', { serial }),
    });
    reload();
  }

  async function impersonate(login: string) {
    try {
      await call('adminImpersonate', { params: { login } });
    } catch (error) {
      failed(error);
      return;
    }
    // The whole portal (menu, roles, list) belongs to the other user now.
    browserPage.reload();
  }

  return { deleteUnit, impersonate };
}
