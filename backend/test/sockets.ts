import { Socket } from 'node:net';

/** Whether a socket sends each write at once (TCP_NODELAY, no Nagle), as Node records it. */
export function sendsAtOnce(socket: Socket): boolean {
  const key = Object.getOwnPropertySymbols(socket).find((symbol) => symbol.description === 'kSetNoDelay');
  if (!key) throw new Error('Node no longer records TCP_NODELAY under kSetNoDelay: update this check');
  return (socket as unknown as Record<symbol, boolean>)[key] === true;
}

/** This process's open TCP sockets with `port` at either end (a server's and its clients'). */
export function socketsOnPort(port: number): Socket[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter(
    (handle): handle is Socket =>
      handle instanceof Socket && (handle.localPort === port || handle.remotePort === port),
  );
}
