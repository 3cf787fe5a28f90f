import type { LiveMessage, liveMessageSchema } from '@portal/contracts';
import { atom } from 'jotai';
import { portalStore } from '../state/store.js';
import { reportClosureError } from '../util/closure-errors.js';
import { reportInDevelopment } from '../util/report.js';
import { whenIdle } from '../util/when-idle.js';

/** Spec 4 "Websocket": connected (success), reconnecting (info), reconnect error (warning). */
export type LiveStatus = 'connecting' | 'connected' | 'failed';
export const liveStatusAtom = atom<LiveStatus>('connecting');

type Listener = (message: LiveMessage) => void;
type LiveMessageSchema = typeof liveMessageSchema;

export const reconnectDelayMs = 2000;
export const maxReconnectAttempts = 30;

/**
 * The one websocket to /ws: same origin, session cookie, JSON messages keyed by `action`. Each frame
 * is checked against the contracts here, once, so subscribers get a typed `LiveMessage`. The check
 * needs zod, which the first screen does without (ADR 0007): frames wait, in order, until the
 * browser is idle and has loaded it.
 */
class LiveSocket {
  private socket: WebSocket | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private schema: LiveMessageSchema | undefined;
  private schemaLoading = false;
  private waiting: string[] = [];

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
    socket.onmessage = (event: MessageEvent<string>) => this.receive(event.data);
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

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Checks frames against `schema` from now on, starting with those that waited for it. */
  useSchema(schema: LiveMessageSchema): void {
    this.schema = schema;
    const frames = this.waiting;
    this.waiting = [];
    for (const frame of frames) this.deliver(frame, schema);
  }

  private receive(frame: string): void {
    if (this.schema) return this.deliver(frame, this.schema);
    this.waiting.push(frame);
    if (this.schemaLoading) return;
    this.schemaLoading = true;
    whenIdle(() => {
      import('@portal/contracts')
        .then(({ liveMessageSchema }) => this.useSchema(liveMessageSchema))
        .catch((error: unknown) => {
          // A failed download is tried again with the next frame.
          this.schemaLoading = false;
          reportInDevelopment('Live message check not loaded:', error);
        });
    });
  }

  private deliver(frame: string, schema: LiveMessageSchema): void {
    const message = parseLiveMessage(frame, schema);
    if (!message) return;
    for (const listener of this.listeners) {
      // One failing listener must not keep the message from the others.
      try {
        listener(message);
      } catch (error) {
        reportClosureError(`live ${message.action}`, error);
      }
    }
  }
}

/** A frame as the contracts' live message, or undefined (reported in development) when it is none. */
function parseLiveMessage(data: string, schema: LiveMessageSchema): LiveMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    reportInDevelopment('Live frame is not JSON, dropped:', data);
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  reportInDevelopment('Live message does not match the contracts, dropped:', {
    message: value,
    issues: parsed.error.issues,
  });
  return undefined;
}

export const liveSocket = new LiveSocket();
