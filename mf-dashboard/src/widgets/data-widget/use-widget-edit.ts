import {
  ApiError,
  currentUnitAtom,
  defaultCommandExpiryHours,
  portalStore,
  unitValuesAtom,
  useEndpointMutation,
  useErrorText,
  useAtom,
  useAtomValue,
  useExpiryText,
  useLocation,
} from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EditBuffer } from '../content-props.js';
import { editingWidgetAtom } from './edit-atoms.js';
import { coversKey, valuesToWrite } from './submit.js';

export interface WidgetEdit {
  edit: EditBuffer;
  start: () => void;
  cancel: () => void;
  save: () => void;
  /** Spec 4: at least one buffered value and no edit error outstanding. */
  canSave: boolean;
  saving: boolean;
  /** The keys the unit refused at the last save, with why (write.* keys); they stay in edit. */
  refused: ReadonlyMap<string, string>;
  queue: QueueChoice;
}

/** Issue 44: a save while the unit is offline is queued, waiting at most `hours` for the unit. */
export interface QueueChoice {
  offline: boolean;
  hours: number;
  setHours: (hours: number) => void;
}

function useQueueChoice(sn: string): QueueChoice {
  const current = useAtomValue(currentUnitAtom);
  const [hours, setHours] = useState<number>(defaultCommandExpiryHours);
  // As the unit header decides it: not online, or opened with the stored values ('use offline').
  const offline = current?.sn === sn && !(current.unit.online && !current.unit.offline);
  return { offline, hours, setHours };
}

/**
 * Spec 4 "Widget edit mode" for one widget: one widget edits at a time; cancel, another widget's
 * edit or a route change clears buffer and errors; a failed save keeps the edit open, and a save the
 * unit refused in part keeps only the refused values in edit, each with its reason.
 */
export function useWidgetEdit(
  widgetId: string,
  sn: string,
  live: (key: string) => unknown,
  title: string,
): WidgetEdit {
  const [editing, setEditing] = useAtom(editingWidgetAtom);
  const active = editing === widgetId;
  const [buffer, setBuffer] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const queue = useQueueChoice(sn);
  const write = useWriteValues(title);
  const saving = write.isPending;

  const clear = () => {
    setBuffer(new Map());
    setErrors(new Map());
    setRefused(new Map());
  };

  // Another widget entered edit mode: this one's buffer goes.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- leaving edit mode is an event from another widget, seen here as a prop change
    if (!active) clear();
  }, [active]);

  useEditEndsWithPage(widgetId, setEditing);

  const edit: EditBuffer = {
    active,
    current: (key) => (buffer.has(key) ? buffer.get(key) : live(key)),
    set: (key, value) => setBuffer((previous) => new Map(previous).set(key, value)),
    setError: (id, error) =>
      setErrors((previous) => {
        if ((previous.get(id) ?? null) === error) return previous;
        const next = new Map(previous);
        if (error === null) next.delete(id);
        else next.set(id, error);
        return next;
      }),
    editing: (key) => active && (refused.size === 0 || coversKey(refused.keys(), key)),
    refusal: (key) => refused.get(key) ?? null,
  };

  // Refused values stay buffered for correcting; accepted ones leave the buffer and show the read-back.
  const keepRefused = (keys: readonly string[], reasons: Record<string, string>) => {
    setBuffer(new Map([...buffer].filter(([key]) => keys.includes(key))));
    setRefused(new Map(keys.map((key) => [key, reasons[key] ?? 'write.refused'])));
  };

  function save() {
    const values = valuesToWrite(buffer, live);
    if (Object.keys(values).length === 0) {
      setEditing(null);
      return;
    }
    const expiry = queue.offline ? { expiresInHours: queue.hours } : {};
    write.mutate(
      { params: { sn }, body: { action: 'writeValues', values, ...expiry } },
      {
        onSuccess: (answer) => {
          if (answer.errorKeys.length > 0 && answer.queued !== true)
            keepRefused(answer.errorKeys, answer.errors);
          else setEditing(null);
        },
      },
    );
  }

  return {
    edit,
    start: () => setEditing(widgetId),
    cancel: () => setEditing(null),
    save,
    canSave: active && buffer.size > 0 && errors.size === 0 && !saving,
    saving,
    refused,
    queue,
  };
}

/**
 * The save's unit write: the read-back values go live; a full success is confirmed. A queued write
 * (offline unit) changes nothing yet: the toast says it waits for the unit.
 */
function useWriteValues(title: string) {
  const errorText = useErrorText();
  const intl = useIntl();
  const expiryText = useExpiryText();
  return useEndpointMutation('canipWrite', {
    // The write became a command: the dashboard's pending commands show it.
    invalidates: ['unitCommands'],
    afterAnswer: (answer) => {
      if (answer.queued === true) return;
      // Issue 40, 23: refused keys are logged (spec 8) and shown in the widget; a full success is confirmed.
      if (answer.errorKeys.length > 0) console.warn('write rejected keys', answer.errors);
      const now = Date.now();
      portalStore.set(unitValuesAtom, (current) => {
        const next = new Map(current);
        for (const [key, value] of Object.entries(answer.values)) next.set(key, { value, ts: now });
        return next;
      });
    },
    successToast: (answer, variables) =>
      answer.queued === true
        ? {
            variant: 'info',
            title: intl.formatMessage({ id: 'mf.dashboard.queue.queued' }),
            body: intl.formatMessage(
              { id: 'mf.dashboard.queue.queuedText' },
              { title, expiry: expiryText(variables.body.expiresInHours ?? defaultCommandExpiryHours) },
            ),
            persistent: true,
          }
        : answer.errorKeys.length > 0
          ? null
          : {
              variant: 'success',
              title: intl.formatMessage({ id: 'mf.dashboard.widget.saved' }),
              body: intl.formatMessage({ id: 'mf.dashboard.widget.savedText' }, { title }),
            },
    // Not logged in any more: the login page says why and brings the user back here.
    errorToast: (error) =>
      error instanceof ApiError && error.status === 401
        ? null
        : { variant: 'danger', title: errorText('exception.error'), body: error.message, persistent: true },
  });
}

/** A route change or leaving the page ends this widget's edit (and frees the edit slot). */
function useEditEndsWithPage(
  widgetId: string,
  setEditing: (update: (current: string | null) => string | null) => void,
) {
  // The widget may stay mounted when only the page param changes.
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    setEditing((current) => (current === widgetId ? null : current));
  }, [pathname, widgetId, setEditing]);

  // Leaving the page while editing frees the edit slot.
  useEffect(
    () => () => portalStore.set(editingWidgetAtom, (current) => (current === widgetId ? null : current)),
    [widgetId],
  );
}
