import type { LiveMessage } from '@portal/contracts';
import { jest } from '@jest/globals';
import { fakeLiveSocket, type FakeLiveSocket } from '../testing/fake-live-socket.js';
import { liveSocket } from './live-socket.js';

const value = {
  action: 'CanipValue',
  data: {
    sn: '5123456789',
    boardName: 'Hka_Mw1',
    dataPointName: 'sWirkleistung',
    index: null,
    array: false,
    size: false,
    age: 0,
    value: 520,
    ts: 1000,
    function: 'ReadPos',
    archive: false,
    virtual: false,
    request: false,
  },
} as const;

let live: FakeLiveSocket;
let received: LiveMessage[];
let stop: () => void;
let warn: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  live = fakeLiveSocket();
  received = [];
  stop = liveSocket.subscribe((message) => received.push(message));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  stop();
  live.restore();
  warn.mockRestore();
});

it('hands subscribers the message as the contracts type it, fields it does not know left out', () => {
  live.deliver({ ...value, extra: 'ignored' });
  expect(received).toEqual([value]);
  expect(warn).not.toHaveBeenCalled();
});

it('drops frames that do not match the contracts and reports them in development', () => {
  live.deliver(
    { action: 'CanipValue', data: { ...value.data, ts: 'yesterday' } },
    { action: 'Unknown', data: {} },
    { data: {} },
  );
  live.deliverRaw('not json');
  expect(received).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(4);
  expect(warn).toHaveBeenCalledWith('Live frame is not JSON, dropped:', 'not json');
});

it('hands a message to every subscriber when one of them throws (a closure error)', () => {
  const failing = liveSocket.subscribe(() => {
    throw new Error('subscriber broke');
  });
  const after: LiveMessage[] = [];
  const later = liveSocket.subscribe((message) => after.push(message));
  try {
    expect(() => live.deliver(value)).not.toThrow();
    expect(received).toEqual([value]);
    expect(after).toEqual([value]);
  } finally {
    failing();
    later();
  }
});

it('keeps delivering after a bad frame', () => {
  live.deliverRaw('{');
  live.deliver({ action: 'HkaStore', sn: '5123456789', data: { updateType: 'remove' } });
  expect(received).toEqual([{ action: 'HkaStore', sn: '5123456789', data: { updateType: 'remove' } }]);
});
