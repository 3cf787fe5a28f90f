import type { LiveMessage } from '@portal/contracts';
import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { fakeLiveSocket } from '../testing/fake-live-socket.js';
import { liveSocket } from './live-socket.js';

// Its own file: the socket's message check is loaded once per page, and here it is not given.

it('holds the frames until the browser is idle and the check is loaded, then delivers them in order', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const live = fakeLiveSocket({ loadCheck: true });
  const received: LiveMessage[] = [];
  const stop = liveSocket.subscribe((message) => received.push(message));
  const removed = (sn: string) => ({ action: 'HkaStore', sn, data: { updateType: 'remove' } });
  live.deliver(removed('5123456781'), { action: 'Unknown' }, removed('5123456782'));
  expect(received).toEqual([]);
  await waitFor(() => expect(received).toEqual([removed('5123456781'), removed('5123456782')]));
  expect(warn).toHaveBeenCalledTimes(1);
  live.deliver(removed('5123456783'));
  expect(received).toHaveLength(3);
  stop();
  live.restore();
  warn.mockRestore();
});
