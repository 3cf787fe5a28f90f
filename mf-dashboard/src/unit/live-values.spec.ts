import type { LiveMessage } from '@portal/contracts';
import { jest } from '@jest/globals';
import {
  currentUnitAtom,
  portalStore,
  sessionAtom,
  unitValuesAtom,
  type ConnectedUnit,
} from '@portal/web-kit';
import { dashboardInit } from '../components/test-utils';
import { mayRefresh } from './collector';
import { currentUnitThrottleMs, handleLiveMessage, seedValues } from './live-values';

const unit = {
  seriennummer: '5123456789',
  productGroup: 'dachsII',
  module: 'L1',
  online: true,
  offline: false,
  zustimmungMap: { DACHSWEB: true },
  boardValues: { 'Hka_Mw1.Temp.sbAussen': { value: 7, age: 5 } },
  boards: [],
} as unknown as ConnectedUnit;

const valueMessage = (
  sn: string,
  dataPointName: string,
  value: unknown,
  index: number | null = null,
): LiveMessage => ({
  action: 'CanipValue',
  data: {
    sn,
    boardName: 'Hka_Mw1',
    dataPointName,
    index,
    array: index !== null,
    size: false,
    age: 0,
    value,
    ts: 1000,
    function: 'ReadPos',
    archive: false,
    virtual: false,
    request: false,
  },
});

beforeEach(() => {
  jest.useFakeTimers({ now: 100_000 });
  const init = dashboardInit();
  portalStore.set(sessionAtom, { state: 'in', init, user: init.user! });
  portalStore.set(currentUnitAtom, { sn: unit.seriennummer, unit });
  portalStore.set(unitValuesAtom, new Map());
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});
afterEach(() => jest.useRealTimers());

it('seeds the last known values with their age', () => {
  seedValues(unit);
  expect(portalStore.get(unitValuesAtom).get('Hka_Mw1.Temp.sbAussen')).toEqual({ value: 7, ts: 95_000 });
});

/** One display frame of the browser (jest's fake timers run animation frames every 16 ms). */
const frame = 16;

it('applies values of the current unit in display units, at the next frame, at most every 400 ms', () => {
  handleLiveMessage(valueMessage('5123456789', 'sWirkleistung', 520));
  jest.advanceTimersByTime(frame);
  // sWirkleistung has gain 0.01: raw 520 is 5.2 kW.
  expect(portalStore.get(unitValuesAtom).get('Hka_Mw1.sWirkleistung')?.value).toBe(5.2);
  handleLiveMessage(valueMessage('5123456789', 'sWirkleistung', 400));
  expect(portalStore.get(unitValuesAtom).get('Hka_Mw1.sWirkleistung')?.value).toBe(5.2);
  jest.advanceTimersByTime(currentUnitThrottleMs);
  expect(portalStore.get(unitValuesAtom).get('Hka_Mw1.sWirkleistung')?.value).toBe(4);
});

it("applies a read's burst of messages in one write at the next frame", () => {
  // The throttle's last write (an earlier test's, at the same fake clock) lies behind us.
  jest.advanceTimersByTime(2 * currentUnitThrottleMs);
  const writes: number[] = [];
  const unsubscribe = portalStore.sub(unitValuesAtom, () =>
    writes.push(portalStore.get(unitValuesAtom).size),
  );
  handleLiveMessage(valueMessage('5123456789', 'sWirkleistung', 520));
  handleLiveMessage(valueMessage('5123456789', 'usDrehzahl', 2400));
  handleLiveMessage(valueMessage('5123456789', 'sbAussen', 7));
  expect(writes).toEqual([]);
  jest.advanceTimersByTime(frame);
  expect(writes).toEqual([3]);
  jest.advanceTimersByTime(currentUnitThrottleMs);
  expect(writes).toEqual([3]);
  unsubscribe();
});

it('ignores other units and values arriving while the page is in the background', () => {
  jest.advanceTimersByTime(currentUnitThrottleMs);
  handleLiveMessage(valueMessage('999', 'sWirkleistung', 52));
  Object.defineProperty(document, 'hidden', { configurable: true, value: true });
  handleLiveMessage(valueMessage('5123456789', 'usDrehzahl', 2400));
  jest.advanceTimersByTime(currentUnitThrottleMs);
  expect(portalStore.get(unitValuesAtom).size).toBe(0);
});

it('merges HkaStore updates and marks a disconnect', () => {
  handleLiveMessage({
    action: 'HkaStore',
    sn: '5123456789',
    data: { updateType: 'update', unit: { online: false } },
  });
  expect(portalStore.get(currentUnitAtom)?.unit.online).toBe(false);
  handleLiveMessage({ action: 'HkaStore', sn: '5123456789', data: { updateType: 'remove' } });
  expect(portalStore.get(currentUnitAtom)?.unit.connected).toBe(false);
});

it('refreshes only online units that have the web consent while the business-zone flag is on', () => {
  expect(mayRefresh(unit, true)).toBe(true);
  expect(mayRefresh({ ...unit, online: false }, false)).toBe(false);
  expect(mayRefresh({ ...unit, offline: true }, false)).toBe(false);
  expect(mayRefresh({ ...unit, zustimmungMap: {} }, true)).toBe(false);
  expect(mayRefresh({ ...unit, zustimmungMap: {} }, false)).toBe(true);
});
