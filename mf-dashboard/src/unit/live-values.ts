import type { LiveMessage } from '@portal/contracts';
import {
  type ConnectedUnit,
  type UnitMetadata,
  type UnitValue,
  canipValueKey,
  currentUnitAtom,
  displayValue,
  languageAtom,
  liveSocket,
  portalStore,
  sessionAtom,
  throttle,
  unitMetadata,
  unitValuesAtom,
} from '@portal/web-kit';

// Live values of the current unit (spec 4 "Websocket"): applied only while the page is in the
// foreground, gathered and written to the store at most every 400 ms (spec 9 throttle).

export const currentUnitThrottleMs = 400;

let cached: { init: object; language: string; meta: UnitMetadata } | undefined;

/** The init metadata, built once per session and language rather than per message. */
function metadata(): UnitMetadata | null {
  const session = portalStore.get(sessionAtom);
  if (session.state !== 'in') return null;
  const language = portalStore.get(languageAtom);
  if (cached?.init !== session.init || cached.language !== language)
    cached = { init: session.init, language, meta: unitMetadata(session.init, language) };
  return cached.meta;
}

/** Merges fields of an HkaStore update (online, consents, errors…) into the current unit. */
export function updateCurrentUnit(sn: string, fields: Partial<ConnectedUnit>): void {
  const current = portalStore.get(currentUnitAtom);
  if (current?.sn !== sn) return;
  portalStore.set(currentUnitAtom, { sn, unit: { ...current.unit, ...fields } });
}

let pendingValues = new Map<string, UnitValue>();

/** Writes the values gathered so far to the store, at once. */
function applyPending(): void {
  if (pendingValues.size === 0) return;
  const next = new Map(portalStore.get(unitValuesAtom));
  for (const [key, value] of pendingValues) next.set(key, value);
  pendingValues = new Map();
  portalStore.set(unitValuesAtom, next);
}

// A read's answer comes as a burst of messages, one value each: the first of a burst is applied at
// the next frame (as soon as it could be seen), with the rest of the burst that came meanwhile,
// rather than alone and the rest a throttle's wait later.
const flush = throttle(() => requestAnimationFrame(applyPending), currentUnitThrottleMs);

/** The connect answer's last known values (raw) as the first display values. */
export function seedValues(unit: ConnectedUnit): void {
  const meta = metadata();
  if (!meta) return;
  const now = Date.now();
  const next = new Map(portalStore.get(unitValuesAtom));
  for (const [key, { value, age }] of Object.entries(unit.boardValues))
    if (!next.has(key)) next.set(key, { value: displayValue(meta, key, value), ts: now - age * 1000 });
  portalStore.set(unitValuesAtom, next);
}

/** Applies one live message to the current unit (exported for tests). */
export function handleLiveMessage(message: LiveMessage): void {
  const current = portalStore.get(currentUnitAtom);
  if (!current) return;
  if (message.action === 'CanipValue') {
    if (typeof document !== 'undefined' && document.hidden) return;
    const { data } = message;
    const meta = metadata();
    if (!meta || data.sn !== current.sn || data.size) return;
    const key = canipValueKey(data);
    pendingValues.set(key, { value: displayValue(meta, key, data.value), ts: data.ts });
    flush();
  } else if (message.action === 'HkaStore') {
    if (message.sn !== current.sn) return;
    if (message.data.updateType === 'remove') updateCurrentUnit(current.sn, { connected: false });
    else if (message.data.unit) updateCurrentUnit(current.sn, message.data.unit);
  }
}

let unsubscribe: (() => void) | undefined;

/** Starts listening once per page load; the remote keeps listening while the portal runs. */
export function listenForLiveValues(): void {
  unsubscribe ??= liveSocket.subscribe(handleLiveMessage);
}
