// The browser's WebSocket replaced for component tests (tests only), so a test can deliver live
// messages through the portal's one live socket.
import { liveMessageSchema } from '@portal/contracts';
import { act } from '@testing-library/react';
import { liveSocket } from '../live/live-socket.js';

class FakeSocket {
  static last: FakeSocket | undefined;
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  close() {}
  send() {}
}

export interface FakeLiveSocket {
  /** Delivers messages as the server would, in one React update. */
  deliver: (...messages: unknown[]) => void;
  /** Delivers a frame as it is (e.g. one that is not JSON). */
  deliverRaw: (frame: string) => void;
  /** Disconnects and puts the browser's WebSocket back. */
  restore: () => void;
}

/**
 * Connects the live socket to a fake WebSocket (call in beforeEach, restore in afterEach). Its message
 * check is given at once, so frames arrive synchronously, unless `loadCheck` leaves it to the socket.
 */
export function fakeLiveSocket({ loadCheck = false } = {}): FakeLiveSocket {
  const real = globalThis.WebSocket;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  if (!loadCheck) liveSocket.useSchema(liveMessageSchema);
  liveSocket.connect();
  return {
    deliver: (...messages) =>
      act(() => {
        for (const message of messages) FakeSocket.last?.onmessage?.({ data: JSON.stringify(message) });
      }),
    deliverRaw: (frame) =>
      act(() => {
        FakeSocket.last?.onmessage?.({ data: frame });
      }),
    restore: () => {
      liveSocket.disconnect();
      globalThis.WebSocket = real;
    },
  };
}
