import { atom } from 'jotai';
import { portalStore } from '../state/store.js';

/** Spec 4 "Websocket": connected (success), reconnecting (info), reconnect error (warning). */
export type LiveStatus = 'connecting' | 'connected' | 'failed';
export const liveStatusAtom = atom<LiveStatus>('connecting');

export interface LiveMessage {
  action: string;
  [field: string]: unknown;
}

type Listener = (message: LiveMessage) => void;

export const reconnectDelayMs = 2000;
export const maxReconnectAttempts = 30;

/** The one websocket to /ws: same origin, session cookie, JSON messages keyed by `action`. */
class LiveSocket {
  private socket: WebSocket | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  connect(): void {
    clearTimeout(this.timer);
    this.socket?.close();
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const socket = new WebSocket(url);
    this.socket = socket;
    portalStore.set(liveStatusAtom, 'connecting');
    socket.onopen = () => {
      this.attempts = 0;
      portalStore.set(liveStatusAtom, 'connected');
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      const message = parse(event.data);
      if (message) for (const listener of this.listeners) listener(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.attempts += 1;
      if (this.attempts > maxReconnectAttempts) {
        portalStore.set(liveStatusAtom, 'failed');
        return;
      }
      portalStore.set(liveStatusAtom, this.attempts > 2 ? 'failed' : 'connecting');
      this.timer = setTimeout(() => this.connect(), reconnectDelayMs);
    };
  }

  disconnect(): void {
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }

  send(message: LiveMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function parse(data: string): LiveMessage | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && 'action' in value
      ? (value as LiveMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

export const liveSocket = new LiveSocket();
